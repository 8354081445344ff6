import { describe, expect, it } from 'vitest';
import { API_KEY_VALUE, AWS_KEY, GITHUB_TOKEN, PRIVATE_KEY_BODY } from './secret-samples.test-helpers';
import { entropy, findSecrets, scanSecretsInChunks } from './secrets';

describe('findSecrets', () => {
	it('finds an AWS access key id on its line, but not AWS\'s documented example key', () => {
		const text = `region: us-east-1\naccess_key_id: ${AWS_KEY}\nexample: AKIAIOSFODNN7EXAMPLE\n`;
		expect(findSecrets('config/settings.yml', text)).toEqual([{ kind: 'aws_access_key', line: 2 }]);
	});

	it('finds GitHub, Slack and Stripe tokens', () => {
		const text = [
			`GITHUB_TOKEN=${GITHUB_TOKEN}`,
			'pat = "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz"',
			'slack: xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
			'hook: https://hooks.slack.com/services/T0123ABCD/B0123ABCD/abcdefghijklmnopqrstuvwx',
			'stripe: sk_live_51HxYzAbCdEfGhIjKlMnOpQr'
		].join('\n');
		expect(findSecrets('deploy.sh', text).map((finding) => finding.kind)).toEqual(['github_token', 'github_token', 'slack_token', 'slack_webhook', 'stripe_key']);
	});

	it('takes a token of repeated characters for the placeholder it is', () => {
		// Not a leak: in a README it is said, as an example (issue 28), and nowhere as a secret.
		expect(findSecrets('README.md', 'export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).toEqual([{ kind: 'github_token', line: 1, example: true }]);
		expect(findSecrets('deploy.sh', 'export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).toEqual([]);
		expect(findSecrets('README.md', 'aws_access_key_id = AKIAXXXXXXXXXXXXXXXX')).toEqual([]);
	});

	it('finds a private key block with a body, not a README quoting the header', () => {
		const key = `notes\n-----BEGIN OPENSSH PRIVATE KEY-----\n${PRIVATE_KEY_BODY}\n-----END OPENSSH PRIVATE KEY-----\n`;
		expect(findSecrets('keys/deploy', key)).toEqual([{ kind: 'private_key', line: 2 }]);
		expect(findSecrets('README.md', 'Paste the key that starts with `-----BEGIN RSA PRIVATE KEY-----` here.')).toEqual([]);
	});

	it('finds a generic api_key only when its value looks random', () => {
		expect(findSecrets('app.py', `API_KEY = "${API_KEY_VALUE}"`)).toEqual([{ kind: 'api_key', line: 1 }]);
		expect(findSecrets('app.py', 'API_KEY = "your-api-key-goes-here"')).toEqual([]);
		expect(findSecrets('app.py', 'password = "correcthorsebatterystaple"')).toEqual([]);
		expect(findSecrets('app.js', 'const token = "${process.env.TOKEN_VALUE}"')).toEqual([]);
		expect(findSecrets('app.js', 'const token = process.env.GITHUB_TOKEN;')).toEqual([]);
	});

	it('finds a literal npm token in .npmrc, not a variable', () => {
		expect(findSecrets('.npmrc', '//registry.npmjs.org/:_authToken=a1b2c3d4-e5f6-7890-abcd-ef1234567890')).toEqual([{ kind: 'npm_token', line: 1 }]);
		expect(findSecrets('.npmrc', '//registry.npmjs.org/:_authToken=${NPM_TOKEN}')).toEqual([]);
	});

	it('says where and what, never the secret', () => {
		const findings = findSecrets('x.env.js', `a = "${GITHUB_TOKEN}"\nb: ${AWS_KEY}`);
		expect(findings).toHaveLength(2);
		expect(JSON.stringify(findings)).not.toContain(GITHUB_TOKEN.slice(4));
		expect(JSON.stringify(findings)).not.toContain(AWS_KEY);
	});

	it('measures random keys above 3.5 bits a character and words below', () => {
		expect(entropy(API_KEY_VALUE)).toBeGreaterThan(3.5);
		expect(entropy('aaaaaaaabbbbbbbb')).toBe(1);
		expect(entropy('passwordpassword')).toBeLessThan(3.5);
	});
});

describe('secrets that look like examples (issue 28)', () => {
	const DJANGO_KEY = 'django-insecure-8f$2kq!x7@w#m3z9^c(v1b)n6y0t4r&p5s';

	it.each<[string, string]>([
		['docs/tutorial.md', `SECRET_KEY = "${API_KEY_VALUE}"`],
		['docs/settings.py', `SECRET_KEY = "${API_KEY_VALUE}"`],
		['examples/client/main.py', `client = Client(api_key="${API_KEY_VALUE}")`],
		['tests/test_auth.py', `TOKEN = "${GITHUB_TOKEN}"`],
		['README.md', `export GITHUB_TOKEN=${GITHUB_TOKEN}`],
		['.env.example', `AWS_ACCESS_KEY_ID=${AWS_KEY}`],
		['config/settings.py.example', `password = "${API_KEY_VALUE}"`]
	])('says a secret in %s looks like an example', (path, line) => {
		expect(findSecrets(path, line)).toEqual([expect.objectContaining({ line: 1, example: true })]);
	});

	it('says a documented placeholder in documentation, tests and templates, as an example', () => {
		const readme = [
			'OPENAI_API_KEY=sk-secret-1234567890abcdefghijklmnop',
			'export API_KEY=your-api-key-here',
			'token: <token>',
			'password: changeme',
			'STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx',
			'auth_token = "xxxx"'
		].join('\n');
		expect(findSecrets('docs/setup.md', readme)).toEqual([
			{ kind: 'api_key', line: 1, example: true },
			{ kind: 'api_key', line: 2, example: true },
			{ kind: 'api_key', line: 3, example: true },
			{ kind: 'api_key', line: 4, example: true },
			{ kind: 'stripe_key', line: 5, example: true },
			{ kind: 'api_key', line: 6, example: true }
		]);
		// A variable names where the secret is kept, and a type names its kind: neither is one.
		expect(findSecrets('README.md', 'API_KEY=${API_KEY}\ntoken: process.env.TOKEN\npassword: string\n')).toEqual([]);
	});

	it('takes a value that says it is a sample for one anywhere, and a random one outside examples for a leak', () => {
		expect(findSecrets('app/settings.py', `SECRET_KEY = "${DJANGO_KEY}"`)).toEqual([{ kind: 'api_key', line: 1, example: true }]);
		expect(findSecrets('app/client.py', 'OPENAI_API_KEY = "sk-secret-1234567890abcdefghij"')).toEqual([{ kind: 'api_key', line: 1, example: true }]);
		expect(findSecrets('app/settings.py', `SECRET_KEY = "${API_KEY_VALUE}"`)).toEqual([{ kind: 'api_key', line: 1 }]);
		expect(findSecrets('src/deploy.ts', `const t = "${GITHUB_TOKEN}";`)).toEqual([{ kind: 'github_token', line: 1 }]);
		// Outside examples a placeholder is no finding at all, as before.
		expect(findSecrets('app.py', 'API_KEY = "your-api-key-goes-here"')).toEqual([]);
	});
});

describe('a streamed pass over a large file', () => {
	const text = [
		'# a large dump',
		`aws: ${AWS_KEY}`,
		'-----BEGIN RSA PRIVATE KEY-----',
		PRIVATE_KEY_BODY,
		'-----END RSA PRIVATE KEY-----',
		...Array.from({ length: 40 }, (_, i) => `row ${i}`),
		`api_key = "${API_KEY_VALUE}"`
	].join('\r\n');

	it('finds what findSecrets finds in the whole text, whatever the chunks, on the same lines', async () => {
		const whole = findSecrets('data/dump.sql', text);
		expect(whole.map((finding) => finding.kind)).toEqual(['aws_access_key', 'private_key', 'api_key']);
		for (const size of [1, 7, 33, 1000]) {
			const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
			expect(await scanSecretsInChunks('data/dump.sql', chunks), `chunks of ${size}`).toEqual(whole);
		}
	});

	it('scans a line too long to hold in overlapping windows, a token straddling a cut included, on its own line number', async () => {
		// The token starts 10 characters before the first window's end.
		const filler = `${'x'.repeat(64 * 1024 - 18)} `;
		const long = `header\n${filler}${GITHUB_TOKEN} ${'y'.repeat(200_000)} ${AWS_KEY}\nlast`;
		async function* stream() {
			for (let at = 0; at < long.length; at += 50_000) yield long.slice(at, at + 50_000);
		}
		expect(await scanSecretsInChunks('logs/big.log', stream())).toEqual([
			{ kind: 'github_token', line: 2 },
			{ kind: 'aws_access_key', line: 2 }
		]);
	});

	it('never keeps the secret in what it answers', async () => {
		const findings = await scanSecretsInChunks('data/dump.sql', [text]);
		expect(JSON.stringify(findings)).not.toContain(AWS_KEY);
		expect(JSON.stringify(findings)).not.toContain(API_KEY_VALUE);
	});
});
