import * as Comlink from 'comlink';
import { coreWorker } from './core-worker';

/**
 * Hands the service worker a direct MessagePort to this tab's core worker, so /api/v1 requests
 * travel service worker → core worker in one hop. Sent when a service worker takes control and
 * again whenever it asks (it forgets its ports when the browser stops it while idle).
 */
export function installBridge() {
	if (!('serviceWorker' in navigator)) return;
	const container = navigator.serviceWorker;

	const sendPort = () => {
		const controller = container.controller;
		if (!controller) return;
		const channel = new MessageChannel();
		void coreWorker().connect(Comlink.transfer(channel.port1, [channel.port1]));
		controller.postMessage({ type: 'core-port' }, [channel.port2]);
	};

	container.addEventListener('message', (event) => {
		if (event.data?.type === 'core-port-request') sendPort();
	});
	container.addEventListener('controllerchange', sendPort);
	// Messages to the page queue until startMessages(): addEventListener does not start them.
	container.startMessages();
	sendPort();
}
