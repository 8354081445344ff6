import { domainOf } from '../../engine/skills/categories';
import { phraseKey, surfacesByKey } from '../../engine/skills/taxonomy';

/** The package registry a dependency comes from: names mean different things in each. */
export type Ecosystem = 'npm' | 'pypi' | 'go' | 'cargo' | 'maven' | 'rubygems' | 'composer' | 'nuget' | 'pub' | 'hex';

type Table = Readonly<Record<string, readonly string[]>>;

/**
 * Package names whose skill the taxonomy cannot find by the name alone: a different word ("next"
 * is Next.js, "torch" PyTorch), a case-sensitive or contextual alias ("express", "flask",
 * "rails"), a scope ("@sveltejs/kit"), or a driver that shows its database ("pg"). Every skill
 * here must be a canonical taxonomy name; dependency-skills.test.ts fails otherwise. Names the
 * taxonomy already knows ("vitest", "pandas", "scikit-learn") need no entry.
 */
const NPM: Table = {
	react: ['React'],
	'react-dom': ['React'],
	next: ['Next.js'],
	'@sveltejs/kit': ['SvelteKit'],
	vue: ['Vue.js'],
	nuxt: ['Nuxt'],
	'@angular/core': ['Angular'],
	express: ['Express', 'Node.js'],
	fastify: ['Fastify', 'Node.js'],
	koa: ['Koa', 'Node.js'],
	'@nestjs/core': ['NestJS', 'Node.js'],
	mocha: ['Mocha'],
	prettier: ['Prettier'],
	storybook: ['Storybook'],
	astro: ['Astro'],
	gatsby: ['Gatsby'],
	lit: ['Web components'],
	nx: ['Monorepos'],
	turbo: ['Monorepos'],
	i18next: ['Internationalization'],
	sqlite3: ['SQLite'],
	'better-sqlite3': ['SQLite'],
	'drizzle-orm': ['ORM'],
	'@playwright/test': ['Playwright'],
	playwright: ['Playwright'],
	cypress: ['Cypress'],
	'react-native': ['React Native'],
	electron: ['Electron'],
	tailwindcss: ['Tailwind CSS'],
	'@reduxjs/toolkit': ['Redux'],
	'@tanstack/react-query': ['TanStack Query'],
	'@tanstack/svelte-query': ['TanStack Query'],
	'@apollo/client': ['Apollo GraphQL'],
	'@apollo/server': ['Apollo GraphQL'],
	'@prisma/client': ['Prisma'],
	'@trpc/server': ['tRPC'],
	'@mui/material': ['Material UI'],
	'@chakra-ui/react': ['Chakra UI'],
	'@ngrx/store': ['NgRx'],
	'@babel/core': ['Babel'],
	'@supabase/supabase-js': ['Supabase'],
	'@tensorflow/tfjs': ['TensorFlow'],
	'solid-js': ['SolidJS'],
	'@remix-run/react': ['Remix'],
	'htmx.org': ['htmx'],
	alpinejs: ['Alpine.js'],
	d3: ['D3.js'],
	three: ['Three.js'],
	bootstrap: ['Bootstrap'],
	less: ['Less'],
	pg: ['PostgreSQL'],
	postgres: ['PostgreSQL'],
	mysql: ['MySQL'],
	mysql2: ['MySQL'],
	ioredis: ['Redis'],
	kafkajs: ['Kafka'],
	amqplib: ['RabbitMQ'],
	jsonwebtoken: ['JWT'],
	openai: ['OpenAI API'],
	'aws-sdk': ['AWS']
};

/** Scoped families: any package under the scope. */
const NPM_SCOPES: Table = {
	'@testing-library/': ['Testing Library'],
	'@storybook/': ['Storybook'],
	'@aws-sdk/': ['AWS'],
	'@sentry/': ['Sentry'],
	'@azure/': ['Azure'],
	'@google-cloud/': ['Google Cloud']
};

const PYPI: Table = {
	flask: ['Flask'],
	djangorestframework: ['Django REST Framework'],
	torch: ['PyTorch'],
	torchvision: ['PyTorch'],
	celery: ['Celery'],
	alembic: ['Database migration'],
	selenium: ['Selenium'],
	pillow: ['Image processing'],
	beautifulsoup4: ['Beautiful Soup'],
	psycopg: ['PostgreSQL'],
	psycopg2: ['PostgreSQL'],
	'psycopg2-binary': ['PostgreSQL'],
	asyncpg: ['PostgreSQL'],
	pymongo: ['MongoDB'],
	boto3: ['AWS'],
	'apache-airflow': ['Apache Airflow'],
	transformers: ['Hugging Face'],
	openai: ['OpenAI API'],
	'opencv-python': ['OpenCV'],
	'opencv-python-headless': ['OpenCV'],
	jupyter: ['Jupyter'],
	jupyterlab: ['Jupyter'],
	notebook: ['Jupyter'],
	'dbt-core': ['dbt'],
	'kafka-python': ['Kafka'],
	'confluent-kafka': ['Kafka'],
	pika: ['RabbitMQ'],
	playwright: ['Playwright'],
	'pytest-django': ['pytest'],
	'pytest-cov': ['pytest']
};

/** Go modules by path prefix (a module's path names its repository, so a prefix covers its major versions). */
const GO: Table = {
	'github.com/gin-gonic/gin': ['Gin'],
	'google.golang.org/grpc': ['gRPC'],
	'google.golang.org/protobuf': ['Protocol Buffers'],
	'github.com/golang/protobuf': ['Protocol Buffers'],
	'github.com/prometheus/client_golang': ['Prometheus'],
	'github.com/jackc/pgx': ['PostgreSQL'],
	'github.com/lib/pq': ['PostgreSQL'],
	'github.com/go-sql-driver/mysql': ['MySQL'],
	'github.com/redis/go-redis': ['Redis'],
	'github.com/go-redis/redis': ['Redis'],
	'go.mongodb.org/mongo-driver': ['MongoDB'],
	'gorm.io/gorm': ['ORM'],
	'github.com/aws/aws-sdk-go': ['AWS'],
	'k8s.io/client-go': ['Kubernetes'],
	'sigs.k8s.io/controller-runtime': ['Kubernetes'],
	'github.com/segmentio/kafka-go': ['Kafka'],
	'github.com/IBM/sarama': ['Kafka'],
	'github.com/Shopify/sarama': ['Kafka'],
	'github.com/gorilla/websocket': ['WebSockets'],
	'github.com/99designs/gqlgen': ['GraphQL'],
	'github.com/nats-io/nats.go': ['NATS'],
	'github.com/rabbitmq/amqp091-go': ['RabbitMQ'],
	'go.opentelemetry.io/otel': ['OpenTelemetry'],
	'github.com/stretchr/testify': ['Unit testing'],
	'github.com/testcontainers/testcontainers-go': ['Testcontainers'],
	'github.com/golang-jwt/jwt': ['JWT'],
	'cloud.google.com/go': ['Google Cloud'],
	'github.com/Azure/azure-sdk-for-go': ['Azure']
};

const CARGO: Table = {
	tokio: ['Asynchronous programming'],
	'actix-web': ['Backend development'],
	axum: ['Backend development'],
	rocket: ['Backend development'],
	diesel: ['ORM'],
	'sea-orm': ['ORM'],
	sqlx: ['SQL'],
	tonic: ['gRPC'],
	prost: ['Protocol Buffers'],
	'wasm-bindgen': ['WebAssembly'],
	rdkafka: ['Kafka'],
	'tokio-postgres': ['PostgreSQL'],
	postgres: ['PostgreSQL'],
	bevy: ['Game development'],
	tauri: ['Desktop applications'],
	'aws-config': ['AWS']
};

/** Maven and Gradle coordinates "group:artifact" (and Gradle plugin ids) by prefix; the first that fits wins. */
const MAVEN: Table = {
	'org.springframework.boot': ['Spring Boot'],
	'org.springframework.kafka': ['Kafka'],
	'org.springframework': ['Spring Framework'],
	'junit:junit': ['JUnit'],
	'org.junit': ['JUnit'],
	'org.mockito': ['Mockito'],
	'org.hibernate': ['Hibernate'],
	'io.quarkus': ['Quarkus'],
	'io.micronaut': ['Micronaut'],
	'org.postgresql': ['PostgreSQL'],
	'com.mysql': ['MySQL'],
	'mysql:mysql-connector-java': ['MySQL'],
	'org.apache.kafka': ['Kafka'],
	'org.testcontainers': ['Testcontainers'],
	'org.flywaydb': ['Flyway'],
	'org.liquibase': ['Liquibase'],
	'io.rest-assured': ['REST Assured'],
	'org.seleniumhq.selenium': ['Selenium'],
	'io.cucumber': ['Cucumber'],
	'org.testng': ['TestNG'],
	'com.graphql-java': ['GraphQL'],
	'io.grpc': ['gRPC'],
	'software.amazon.awssdk': ['AWS'],
	'com.amazonaws': ['AWS'],
	'org.apache.spark': ['Apache Spark'],
	'io.ktor': ['Ktor'],
	'com.typesafe.akka': ['Akka'],
	'com.android.application': ['Android development'],
	'com.android.library': ['Android development']
};

const RUBYGEMS: Table = {
	rails: ['Ruby on Rails'],
	'rspec-rails': ['RSpec'],
	pg: ['PostgreSQL'],
	mysql2: ['MySQL']
};

const COMPOSER: Table = {
	'laravel/framework': ['Laravel'],
	'symfony/': ['Symfony'],
	'phpunit/phpunit': ['PHPUnit'],
	'doctrine/orm': ['ORM']
};

/** NuGet packages by prefix; SignalR before the rest of ASP.NET Core. */
const NUGET: Table = {
	'Microsoft.AspNetCore.SignalR': ['SignalR'],
	'Microsoft.AspNetCore': ['ASP.NET'],
	'Microsoft.EntityFrameworkCore': ['Entity Framework'],
	xunit: ['xUnit'],
	NUnit: ['NUnit'],
	Npgsql: ['PostgreSQL'],
	'StackExchange.Redis': ['Redis'],
	'Swashbuckle.AspNetCore': ['OpenAPI'],
	'AWSSDK.': ['AWS'],
	'Azure.': ['Azure'],
	'Grpc.': ['gRPC']
};

const PUB: Table = { flutter: ['Flutter'], firebase_core: ['Firebase'] };

const HEX: Table = { phoenix: ['Phoenix Framework'], ecto: ['ORM'] };

/** Every alias table, for the test that holds them to the taxonomy. */
export const DEPENDENCY_ALIASES: Readonly<Record<Ecosystem, Table>> = {
	npm: { ...NPM, ...NPM_SCOPES },
	pypi: PYPI,
	go: GO,
	cargo: CARGO,
	maven: MAVEN,
	rubygems: RUBYGEMS,
	composer: COMPOSER,
	nuget: NUGET,
	pub: PUB,
	hex: HEX
};

// Ecosystems whose tables hold prefixes (module paths, coordinates, namespaces) rather than names.
const BY_PREFIX = new Set<Ecosystem>(['go', 'maven', 'nuget', 'composer']);

// Format and parsing libraries are in every project: they show no skill a person would list.
const NOT_EVIDENCE = new Set(['JSON', 'YAML', 'XML', 'Regular expressions']);

/** PyPI treats "-", "_" and "." alike and ignores case (PEP 503). */
const pypiName = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

/** Whether `name` starts with `prefix` at a boundary ("org.junit" fits "org.junit.jupiter:x", not "org.junitx"). */
function startsAt(name: string, prefix: string): boolean {
	if (!name.toLowerCase().startsWith(prefix.toLowerCase())) return false;
	if (/[./:]$/.test(prefix) || name.length === prefix.length) return true;
	return '/.:-'.includes(name[prefix.length]);
}

/**
 * The taxonomy skill a package is named after, when its name is a plain name or alias of a
 * technical skill: "vitest", "pandas", "scikit-learn", "mongoose". Case-sensitive and contextual
 * surfaces are left out on purpose: "express" or "go" alone is a word, not a skill.
 */
function namedSkill(name: string): string | undefined {
	const forms = surfacesByKey().get(phraseKey(name));
	const form = forms?.find(
		(candidate) =>
			!candidate.caseSensitive && !candidate.contextual && domainOf(candidate.skill.category) === 'technology' && !NOT_EVIDENCE.has(candidate.skill.name)
	);
	return form?.skill.name;
}

/** The canonical skills a dependency shows, or [] when it shows none the taxonomy knows. */
export function skillsOfDependency(ecosystem: Ecosystem, name: string): readonly string[] {
	const table = DEPENDENCY_ALIASES[ecosystem];
	const key = ecosystem === 'pypi' ? pypiName(name) : ecosystem === 'npm' || ecosystem === 'cargo' || ecosystem === 'rubygems' ? name.toLowerCase() : name;
	if (Object.hasOwn(table, key)) return table[key];
	if (ecosystem === 'npm' && key.startsWith('@')) {
		const scope = key.slice(0, key.indexOf('/') + 1);
		return Object.hasOwn(NPM_SCOPES, scope) ? NPM_SCOPES[scope] : [];
	}
	if (BY_PREFIX.has(ecosystem)) {
		const prefix = Object.keys(table).find((candidate) => startsAt(key, candidate));
		if (prefix) return table[prefix];
		// Coordinates and module paths are no words: only a plain name may be one.
		if (ecosystem !== 'nuget') return [];
	}
	const named = namedSkill(key);
	return named ? [named] : [];
}
