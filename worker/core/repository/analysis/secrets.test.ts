import { describe, expect, it } from 'vitest';
import { API_KEY_VALUE, AWS_KEY, GITHUB_TOKEN, PRIVATE_KEY_BODY } from './fixtures.test-helpers';
import { entropy, findSecrets } from './secrets';

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
		expect(findSecrets('README.md', 'export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')).toEqual([]);
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
