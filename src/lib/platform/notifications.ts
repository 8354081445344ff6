/*
 * The browser's system notifications, as every part of the app that shows one asks for them (the
 * radar's alerts, issue 22; the reminders, issue 30): what the browser answered so far, and asking
 * only when the person turns notifications on and the browser was never answered.
 */

export type Permission = NotificationPermission | 'unsupported';

/** The browser's answer so far about system notifications. */
export function notificationPermission(): Permission {
	return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser once (only when it was never answered); a failed ask counts as a refusal. */
export async function askNotificationPermission(): Promise<Permission> {
	let permission = notificationPermission();
	if (permission === 'default') {
		try {
			permission = await Notification.requestPermission();
		} catch {
			permission = 'denied';
		}
	}
	return permission;
}
