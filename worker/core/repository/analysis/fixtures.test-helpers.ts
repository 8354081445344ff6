import { API_KEY_VALUE, AWS_KEY, GITHUB_TOKEN, PRIVATE_KEY_BODY } from '../../engine/repository-files/secret-samples.test-helpers';
import type { RepoInput, RepoMeta } from './types';

/** "Today" for every fixture, so "stale" and push recency do not drift with the calendar. */
export const NOW = '2026-05-01T00:00:00Z';

/**
 * A repository as an adapter would hand it in. `files` maps each path to its text (fetched) or
 * to a size in bytes (in the tree, not fetched).
 */
export function repo(options: {
	files: Record<string, string | number>;
	meta?: Partial<RepoMeta>;
	languages?: Record<string, number>;
	public?: boolean;
	truncated?: boolean;
}): RepoInput {
	const contents: Record<string, string> = {};
	const tree = Object.entries(options.files).map(([path, value]) => {
		if (typeof value === 'string') contents[path] = value;
		return { path, size: typeof value === 'string' ? value.length : value, kind: 'file' as const };
	});
	return {
		meta: {
			host: 'github.com',
			owner: 'ana',
			name: 'project',
			url: 'https://github.com/ana/project',
			description: null,
			stars: 0,
			license: null,
			pushedAt: '2026-04-20T10:00:00Z',
			archived: false,
			defaultBranch: 'main',
			...options.meta
		},
		languages: options.languages ?? {},
		tree,
		truncated: options.truncated ?? false,
		contents,
		public: options.public ?? true,
		now: NOW
	};
}

const LONG_README_TAIL = Array.from({ length: 30 }, (_, i) => `- Step ${i + 1}: a sentence that explains one more part of how the project is put together.`).join('\n');

/** A well-kept SvelteKit app: tests, CI that runs them, a lockfile, community files. */
export const svelteApp = (): RepoInput =>
	repo({
		meta: { name: 'budget-app', description: 'A local-first budget planner', stars: 240, license: 'MIT' },
		languages: { TypeScript: 61000, Svelte: 28000, JavaScript: 4000, CSS: 2500, HTML: 900 },
		files: {
			'README.md': `# Budget app

[![CI](https://github.com/ana/budget-app/actions/workflows/ci.yml/badge.svg)](https://github.com/ana/budget-app/actions)

A budget planner built with SvelteKit and TypeScript that keeps data in IndexedDB.

## Installation

\`\`\`sh
npm install
\`\`\`

## Usage

Run \`npm run dev\` and open the app. Deploy it with Docker or any static host.

${LONG_README_TAIL}
`,
			LICENSE: 'MIT License\n\nCopyright (c) 2024 Ana',
			'package.json': `{
  "name": "budget-app",
  "version": "1.4.0",
  "private": true,
  "scripts": {
    "dev": "vite dev",
    "test": "vitest run"
  },
  "dependencies": {
    "d3-scale": "^4.0.2",
    "zod": "^3.23.8"
  },
  "devDependencies": {
    "@playwright/test": "^1.45.0",
    "@sveltejs/kit": "^2.5.0",
    "svelte": "^5.0.0",
    "tailwindcss": "^3.4.4",
    "typescript": "^5.5.0",
    "vite": "^5.3.0",
    "vitest": "^2.0.0"
  }
}
`,
			'package-lock.json': 20000,
			'tsconfig.json': '{ "extends": "./.svelte-kit/tsconfig.json" }',
			'.github/workflows/ci.yml': 'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm test\n',
			'.github/dependabot.yml': 'version: 2\n',
			'CONTRIBUTING.md': '# Contributing\n\nOpen an issue first.',
			'CODE_OF_CONDUCT.md': '# Code of conduct',
			'SECURITY.md': '# Security\n\nReport to security@example.org',
			'CHANGELOG.md': '# Changelog\n\n## 1.4.0',
			'docs/architecture.md': 1200,
			'src/lib/budget.ts': 4000,
			'src/lib/budget.test.ts': 3000,
			'src/lib/store.ts': 2500,
			'src/lib/store.test.ts': 2000,
			'src/routes/+page.svelte': 3000,
			'src/routes/+layout.svelte': 1000,
			'tests/e2e/home.spec.ts': 1500,
			'svelte.config.js': 300,
			'vite.config.ts': 300,
			'static/favicon.png': 4000
		}
	});

/** A data project: pinned requirements, pytest, notebooks. */
export const pythonData = (): RepoInput =>
	repo({
		meta: { name: 'churn-model', description: 'Customer churn prediction', stars: 12, license: 'Apache-2.0' },
		languages: { Python: 42000, 'Jupyter Notebook': 18000, Shell: 400 },
		files: {
			'README.md': '# Churn model\n\nPredicts churn with scikit-learn gradient boosting on pandas data frames.\n\n## Setup\n\npip install -r requirements.txt\n',
			LICENSE: 'Apache License 2.0',
			'requirements.txt': '# runtime\npandas==2.2.0\nnumpy==1.26.4\nscikit-learn==1.4.0  # models\nmatplotlib==3.8.2\nflask==3.0.0 ; python_version >= "3.10"\n',
			'requirements-dev.txt': '-r requirements.txt\npytest==8.0.0\n',
			'src/churn/features.py': 9000,
			'src/churn/train.py': 7000,
			'src/churn/api.py': 3000,
			'tests/test_features.py': 3000,
			'tests/conftest.py': 500,
			'notebooks/eda.ipynb': 18000,
			'scripts/fetch.sh': 400
		}
	});

/** A Go service with go.mod, a Dockerfile, Kubernetes manifests and GitLab CI. */
export const goService = (): RepoInput =>
	repo({
		meta: { host: 'gitlab.com', name: 'orders', description: 'Orders API', stars: 3, license: 'MIT' },
		languages: { Go: 52000, Dockerfile: 600, Makefile: 400 },
		files: {
			'README.md': '# Orders\n\nAn orders API in Go backed by PostgreSQL, deployed on Kubernetes.\n',
			LICENSE: 'MIT',
			'go.mod': `module gitlab.com/ana/orders

go 1.22

require (
	github.com/gin-gonic/gin v1.10.0
	github.com/jackc/pgx/v5 v5.6.0
	github.com/prometheus/client_golang v1.19.1
	github.com/stretchr/testify v1.9.0
	golang.org/x/sync v0.7.0 // indirect
)
`,
			'go.sum': 12000,
			Dockerfile: 'FROM golang:1.22 AS build\nWORKDIR /src\nCOPY . .\nRUN go build -o /orders ./cmd/orders\n',
			'.gitlab-ci.yml': 'test:\n  image: golang:1.22\n  script:\n    - go test ./...\n',
			'cmd/orders/main.go': 3000,
			'internal/orders/handler.go': 9000,
			'internal/orders/handler_test.go': 6000,
			'k8s/deployment.yaml': 900,
			Makefile: 400
		}
	});

/** A Spring Boot project built with Maven. */
export const springProject = (): RepoInput =>
	repo({
		meta: { name: 'library', description: 'Library loans service', stars: 0, license: null, pushedAt: '2025-11-02T00:00:00Z' },
		languages: { Java: 80000 },
		files: {
			'README.md': '# Library\n\nLoans service.\n',
			'pom.xml': `<?xml version="1.0" encoding="UTF-8"?>
<project>
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>3.3.0</version>
  </parent>
  <groupId>dev.ana</groupId>
  <artifactId>library</artifactId>
  <dependencies>
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-web</artifactId>
    </dependency>
    <dependency>
      <groupId>org.postgresql</groupId>
      <artifactId>postgresql</artifactId>
      <scope>runtime</scope>
    </dependency>
    <dependency>
      <groupId>org.junit.jupiter</groupId>
      <artifactId>junit-jupiter</artifactId>
      <scope>test</scope>
    </dependency>
  </dependencies>
</project>
`,
			'src/main/java/dev/ana/library/LibraryApplication.java': 1200,
			'src/main/java/dev/ana/library/LoanService.java': 6000,
			'src/test/java/dev/ana/library/LoanServiceTest.java': 4000
		}
	});

// Secrets in these fixtures are made up but shaped like real ones (shared with the secret scan's
// tests in the engine); the tests check none leaks.
export { API_KEY_VALUE, AWS_KEY, GITHUB_TOKEN, PRIVATE_KEY_BODY };

/** A repository that leaks: an env file, an AWS key in config, a private key, a token, a key file. */
export const leakyRepo = (): RepoInput =>
	repo({
		meta: { name: 'shop', description: 'Shop backend', stars: 1, license: 'MIT' },
		languages: { JavaScript: 30000 },
		files: {
			'README.md': '# Shop\n\nExpress backend for the shop.\n',
			LICENSE: 'MIT',
			'package.json': '{\n  "dependencies": {\n    "express": "^4.19.2"\n  }\n}\n',
			'.env': 400,
			'.env.example': 'DATABASE_URL=\nSTRIPE_KEY=\n',
			'config/settings.yml': `aws:\n  region: us-east-1\n  access_key_id: ${AWS_KEY}\n  example_key: AKIAIOSFODNN7EXAMPLE\n`,
			'deploy/server.pem': `-----BEGIN RSA PRIVATE KEY-----\n${PRIVATE_KEY_BODY}\n${PRIVATE_KEY_BODY}\n-----END RSA PRIVATE KEY-----\n`,
			'scripts/publish.js': `const token = "${GITHUB_TOKEN}";\nconst config = { api_key: "${API_KEY_VALUE}" };\n`,
			'.ssh/id_rsa': 1700,
			'src/server.js': 8000,
			'src/server.test.js': 2000
		}
	});

/** A repository with only a short README. */
export const readmeOnly = (): RepoInput =>
	repo({ meta: { name: 'notes', stars: 0 }, languages: {}, files: { 'README.md': '# notes\n\nSome notes.\n' } });

/** Archived, last pushed in 2021, no license, no tests, no README. */
export const archivedStale = (): RepoInput =>
	repo({
		meta: { name: 'old-bot', description: null, stars: 0, archived: true, pushedAt: '2021-03-10T00:00:00Z' },
		languages: { Python: 5000 },
		files: { 'bot.py': 5000, 'utils.py': 1000 }
	});
