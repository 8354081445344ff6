import { resolve } from '$app/paths';
import { Workbox } from 'workbox-window';
import { firstScreen, whenIdle } from './tasks';

/** Service-worker lifecycle as the UI sees it: is it in control, is an update waiting. */
class ServiceWorkerState {
	controlled = $state(false);
	updateWaiting = $state(false);
	#workbox: Workbox | null = null;

	register() {
		if (!('serviceWorker' in navigator) || this.#workbox) return;
		this.controlled = !!navigator.serviceWorker.controller;
		navigator.serviceWorker.addEventListener('controllerchange', () => (this.controlled = !!navigator.serviceWorker.controller));
		// The app's root with its trailing slash: '/', or the base path when built for one.
		const root = resolve('/');
		const workbox = new Workbox(`${root}service-worker.js`, { type: 'module', scope: root });
		workbox.addEventListener('waiting', () => (this.updateWaiting = true));
		workbox.register().catch((error) => console.error('Service worker registration failed', error));
		this.#workbox = workbox;
	}

	/**
	 * Registers once the first screen is drawn and the browser is idle (issue 27): installing caches
	 * the whole app, and on a phone's few cores that work slowed the first screen's own tasks. Nothing
	 * waits for it: until a service worker controls the page, the API goes straight to the core.
	 */
	registerSoon() {
		void firstScreen.then(() => whenIdle(2000)).then(() => this.register());
	}

	/** Activates the waiting version, then reloads once it controls the page. */
	applyUpdate() {
		const workbox = this.#workbox;
		if (!workbox) return;
		workbox.addEventListener('controlling', () => location.reload());
		workbox.messageSkipWaiting();
	}
}

export const serviceWorker = new ServiceWorkerState();
