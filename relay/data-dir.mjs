/**
 * Where the relay keeps the user's files (the companion's captures and its token).
 *
 * `RUMO_DATA` when set (a relative path is taken from the current directory), else the platform's
 * per-user data folder: Linux and other Unixes `$XDG_DATA_HOME/rumo` or `~/.local/share/rumo`,
 * macOS `~/Library/Application Support/Rumo`, Windows `%APPDATA%\Rumo`. Nothing is created here:
 * the folder appears on the first write (ensureDataDir), readable by this user only.
 */
import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';

/** Owner-only: the folder holds the companion token and everything the user captured. */
export const DATA_DIR_MODE = 0o700;

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {NodeJS.Platform} [platform] for tests of the other platforms' rules
 * @param {string} [home] the user's home folder
 * @returns {string} an absolute path
 */
export function dataDir(env = process.env, platform = process.platform, home = homedir()) {
	const chosen = env.RUMO_DATA?.trim();
	if (chosen) return path.resolve(chosen);

	if (platform === 'win32') {
		const appData = env.APPDATA?.trim();
		return path.win32.join(appData || path.win32.join(home, 'AppData', 'Roaming'), 'Rumo');
	}
	if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support', 'Rumo');
	// The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
	const xdg = env.XDG_DATA_HOME?.trim();
	return path.posix.join(xdg && path.posix.isAbsolute(xdg) ? xdg : path.posix.join(home, '.local', 'share'), 'rumo');
}

/**
 * Creates the folder (and any missing parents) with mode 0700 if it does not exist yet. An existing
 * folder is left as it is: the user chose it (RUMO_DATA) or made it so.
 * @param {string} dir
 */
export async function ensureDataDir(dir) {
	await mkdir(dir, { recursive: true, mode: DATA_DIR_MODE });
}
