import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, selectLocalFiles } from './local-files';

/** A project folder as the browser's directory picker lists it. */
const folder = [
	{ path: 'README.md', size: 2000 },
	{ path: 'package.json', size: 800 },
	{ path: 'package-lock.json', size: 90_000 },
	{ path: '.env', size: 200 },
	{ path: 'src/index.ts', size: 5000 },
	{ path: 'src/index.test.ts', size: 3000 },
	{ path: 'config/app.yml', size: 600 },
	{ path: 'public/logo.png', size: 40_000 },
	{ path: 'public/font.woff2', size: 30_000 },
	{ path: 'data/dump.sql', size: MAX_FILE_BYTES + 1 },
	{ path: 'node_modules/react/index.js', size: 1000 },
	{ path: 'node_modules/react/package.json', size: 500 },
	{ path: 'packages/ui/node_modules/x/index.js', size: 100 },
	{ path: '.git/HEAD', size: 20 },
	{ path: 'dist/app.js', size: 50_000 },
	{ path: 'app/__pycache__/m.pyc', size: 900 }
];

describe('selectLocalFiles', () => {
	it('lists each ignored folder once and keeps its files out of the tree', () => {
		const { tree, skipped } = selectLocalFiles(folder);
		const ignored = skipped.filter((entry) => entry.reason === 'ignored_dir').map((entry) => entry.path);
		expect(ignored.sort()).toEqual(['.git/', 'app/__pycache__/', 'dist/', 'node_modules/', 'packages/ui/node_modules/']);
		expect(tree.some((file) => /node_modules|\.git\/|dist\//.test(file.path))).toBe(false);
	});

	it('keeps binaries and large files in the tree but does not read them', () => {
		const { tree, read, skipped } = selectLocalFiles(folder);
		expect(tree.map((file) => file.path)).toContain('public/logo.png');
		expect(skipped).toContainEqual({ path: 'public/logo.png', reason: 'binary' });
		expect(skipped).toContainEqual({ path: 'public/font.woff2', reason: 'binary' });
		expect(skipped).toContainEqual({ path: 'data/dump.sql', reason: 'too_large' });
		expect(read).not.toContain('public/logo.png');
		expect(read).not.toContain('data/dump.sql');
	});

	it('reads key files first, then configuration, then code, and never an env file', () => {
		const { read } = selectLocalFiles(folder);
		expect(read.slice(0, 3)).toEqual(['README.md', 'package.json', 'config/app.yml']);
		expect(read).toContain('src/index.ts');
		expect(read).not.toContain('.env');
	});

	it('stops the tree at maxFiles and reading at maxBytes, saying so', () => {
		const { tree, read, skipped } = selectLocalFiles(folder, { maxFiles: 4, maxBytes: 3000 });
		expect(tree).toHaveLength(4);
		expect(read).toEqual(['README.md', 'package.json']);
		expect(skipped.filter((entry) => entry.reason === 'over_limit').length).toBeGreaterThan(0);
		expect(skipped).toContainEqual({ path: 'src/index.ts', reason: 'over_limit' });
	});

	it('lists text files over 1 MB for a streamed search for secrets, not binaries, env files or lockfiles', () => {
		const large = MAX_FILE_BYTES + 1;
		const { scan, read, skipped } = selectLocalFiles([
			...folder,
			{ path: 'logs/app.log', size: large },
			{ path: 'assets/video.mp4', size: large },
			{ path: '.env.production', size: large },
			{ path: 'yarn.lock', size: large },
			{ path: 'node_modules/big/bundle.js', size: large }
		]);
		expect(scan).toEqual(['data/dump.sql', 'logs/app.log']);
		expect(read).not.toContain('logs/app.log');
		expect(skipped).toContainEqual({ path: 'logs/app.log', reason: 'too_large' });
	});
});
