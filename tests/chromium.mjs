import { existsSync } from 'node:fs';

/** Flags for Debian's Chromium on a machine with no network beyond loopback. */
export const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync'
];

/**
 * RUMO_CHROMIUM lets a person use their own Chromium; Debian's is the default.
 * @returns {string}
 */
export function chromiumPath() {
	const path = process.env.RUMO_CHROMIUM ?? '/usr/bin/chromium';
	if (!existsSync(path)) throw new Error(`Chromium not found at ${path}. Install it (apt-get install -y chromium) or set RUMO_CHROMIUM.`);
	return path;
}
