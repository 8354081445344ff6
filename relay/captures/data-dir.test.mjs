import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDir, ensureDataDir } from '../data-dir.mjs';

describe('dataDir', () => {
	it('uses RUMO_DATA when it is set, as an absolute path', () => {
		expect(dataDir({ RUMO_DATA: '/srv/rumo-data' }, 'linux', '/home/ana')).toBe('/srv/rumo-data');
		expect(dataDir({ RUMO_DATA: 'relative/data' }, 'linux', '/home/ana')).toBe(resolve('relative/data'));
		expect(dataDir({ RUMO_DATA: '/srv/x', APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ana')).toBe(
			resolve('/srv/x')
		);
	});

	it('ignores an empty RUMO_DATA', () => {
		expect(dataDir({ RUMO_DATA: '  ' }, 'linux', '/home/ana')).toBe('/home/ana/.local/share/rumo');
	});

	it('uses $XDG_DATA_HOME/rumo on Linux, else ~/.local/share/rumo, ignoring a relative XDG_DATA_HOME', () => {
		expect(dataDir({ XDG_DATA_HOME: '/home/ana/data' }, 'linux', '/home/ana')).toBe('/home/ana/data/rumo');
		expect(dataDir({}, 'linux', '/home/ana')).toBe('/home/ana/.local/share/rumo');
		expect(dataDir({ XDG_DATA_HOME: 'data' }, 'linux', '/home/ana')).toBe('/home/ana/.local/share/rumo');
		expect(dataDir({}, 'freebsd', '/home/ana')).toBe('/home/ana/.local/share/rumo');
	});

	it('uses ~/Library/Application Support/Rumo on macOS', () => {
		expect(dataDir({ XDG_DATA_HOME: '/elsewhere' }, 'darwin', '/Users/ana')).toBe('/Users/ana/Library/Application Support/Rumo');
	});

	it('uses %APPDATA%\\Rumo on Windows, falling back to the roaming folder under the home folder', () => {
		expect(dataDir({ APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'win32', 'C:\\Users\\ana')).toBe(
			'C:\\Users\\ana\\AppData\\Roaming\\Rumo'
		);
		expect(dataDir({}, 'win32', 'C:\\Users\\ana')).toBe('C:\\Users\\ana\\AppData\\Roaming\\Rumo');
	});
});

describe('ensureDataDir', () => {
	/** @type {string} */
	let scratch;
	afterEach(async () => {
		if (scratch) await rm(scratch, { recursive: true, force: true });
	});

	it.skipIf(process.platform === 'win32')('creates the folder and its missing parents readable by the user only', async () => {
		scratch = await mkdtemp(join(tmpdir(), 'rumo-data-dir-test-'));
		const dir = join(scratch, 'share', 'rumo');
		await ensureDataDir(dir);
		expect((await stat(dir)).mode & 0o777).toBe(0o700);
		await ensureDataDir(dir); // a second call is harmless
		expect((await stat(dir)).isDirectory()).toBe(true);
	});
});
