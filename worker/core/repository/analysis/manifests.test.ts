import { describe, expect, it } from 'vitest';
import { readDependencies, type Dependency } from './manifests';

/** Each dependency's line, as the manifest has it: the evidence points there. */
function expectOnTheirLines(text: string, dependencies: Dependency[], written: (dependency: Dependency) => string = (dependency) => dependency.name) {
	const lines = text.split('\n');
	for (const dependency of dependencies) expect(lines[dependency.line - 1], dependency.name).toContain(written(dependency));
}

const summary = (dependencies: Dependency[]) => dependencies.map((dependency) => `${dependency.dev ? 'dev ' : ''}${dependency.name}@${dependency.version ?? '-'}`);

describe('readDependencies', () => {
	it('reads package.json sections, each name on its own line, not the same word in scripts', () => {
		const text = `{
  "name": "app",
  "scripts": { "react": "node scripts/react.js" },
  "dependencies": {
    "react": "^18.2.0",
    "express": "4.19.2"
  },
  "devDependencies": {
    "vitest": "^2.0.0"
  }
}`;
		const found = readDependencies('package.json', text);
		expect(summary(found)).toEqual(['react@^18.2.0', 'express@4.19.2', 'dev vitest@^2.0.0']);
		expect(found[0].line).toBe(5);
		expectOnTheirLines(text, found);
	});

	it('returns nothing for a package.json that is not JSON', () => {
		expect(readDependencies('package.json', '{ "dependencies": { "react": ')).toEqual([]);
	});

	it('reads requirements files, skipping options, comments and URLs', () => {
		const text = '# base\n-r common.txt\nDjango>=4.2,<5  # web\nnumpy==1.26.4\npandas[performance]==2.2.0 ; python_version >= "3.10"\n-e git+https://github.com/x/y.git#egg=y\nhttps://example.org/pkg.whl\n';
		const found = readDependencies('requirements.txt', text);
		expect(summary(found)).toEqual(['Django@>=4.2,<5', 'numpy@==1.26.4', 'pandas@==2.2.0']);
		expectOnTheirLines(text, found);
		expect(readDependencies('requirements-dev.txt', 'pytest==8.0.0\n')[0].dev).toBe(true);
	});

	it('reads pyproject.toml in PEP 621 and Poetry form', () => {
		const pep621 = `[project]
name = "churn"
dependencies = [
  "pandas>=2",
  "scikit-learn~=1.4",
]

[project.optional-dependencies]
test = ["pytest>=8"]
`;
		const found = readDependencies('pyproject.toml', pep621);
		expect(summary(found)).toEqual(['pandas@>=2', 'scikit-learn@~=1.4', 'dev pytest@>=8']);
		expectOnTheirLines(pep621, found);

		const poetry = `[tool.poetry.dependencies]
python = "^3.11"
fastapi = "^0.110"
sqlalchemy = { version = "^2.0", extras = ["asyncio"] }

[tool.poetry.group.dev.dependencies]
pytest = "^8.0"
`;
		const fromPoetry = readDependencies('pyproject.toml', poetry);
		expect(summary(fromPoetry)).toEqual(['fastapi@^0.110', 'sqlalchemy@^2.0', 'dev pytest@^8.0']);
		expectOnTheirLines(poetry, fromPoetry);
	});

	it('reads Pipfile, setup.py and setup.cfg', () => {
		const pipfile = '[packages]\nflask = "*"\n\n[dev-packages]\npytest = "==8.0"\n';
		expect(summary(readDependencies('Pipfile', pipfile))).toEqual(['flask@-', 'dev pytest@==8.0']);

		const setupPy = "from setuptools import setup\nsetup(\n    name='x',\n    install_requires=[\n        'requests>=2',\n        'click',\n    ],\n    extras_require={'test': ['pytest']},\n)\n";
		const fromSetup = readDependencies('setup.py', setupPy);
		expect(summary(fromSetup)).toEqual(['requests@>=2', 'click@-', 'dev pytest@-']);
		expectOnTheirLines(setupPy, fromSetup);

		const setupCfg = '[metadata]\nname = x\n\n[options]\ninstall_requires =\n    numpy>=1.26\n    scipy\n\n[options.extras_require]\ntest = pytest\n';
		expect(summary(readDependencies('setup.cfg', setupCfg))).toEqual(['numpy@>=1.26', 'scipy@-', 'dev pytest@-']);
	});

	it('reads go.mod requirements and leaves indirect ones out', () => {
		const text = 'module example.com/x\n\ngo 1.22\n\nrequire github.com/spf13/cobra v1.8.0\n\nrequire (\n\tgithub.com/gin-gonic/gin v1.10.0\n\tgolang.org/x/sys v0.20.0 // indirect\n)\n';
		const found = readDependencies('go.mod', text);
		expect(summary(found)).toEqual(['github.com/spf13/cobra@v1.8.0', 'github.com/gin-gonic/gin@v1.10.0']);
		expectOnTheirLines(text, found);
	});

	it('reads Cargo.toml tables, inline and as [dependencies.name]', () => {
		const text = '[package]\nname = "x"\nversion = "0.1.0"\n\n[dependencies]\ntokio = { version = "1", features = ["full"] }\naxum = "0.7"\n\n[dependencies.serde]\nversion = "1"\n\n[dev-dependencies]\nproptest = "1.4"\n';
		const found = readDependencies('Cargo.toml', text);
		// [dependencies.serde] names its version on the next line, and that version is serde's.
		expect(summary(found)).toEqual(['tokio@1', 'axum@0.7', 'serde@1', 'dev proptest@1.4']);
		expectOnTheirLines(text, found);
	});

	it('reads pom.xml coordinates on the line of their artifactId', () => {
		const text = `<project>
  <parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>3.3.0</version>
  </parent>
  <dependencies>
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-test</artifactId>
      <version>\${spring.version}</version>
      <scope>test</scope>
    </dependency>
  </dependencies>
</project>`;
		const found = readDependencies('pom.xml', text);
		expect(summary(found)).toEqual(['org.springframework.boot:spring-boot-starter-parent@3.3.0', 'dev org.springframework.boot:spring-boot-starter-test@-']);
		expectOnTheirLines(text, found, (dependency) => dependency.name.split(':')[1]);
	});

	it('reads Gradle builds in Groovy and Kotlin, plugins included', () => {
		const groovy = "plugins {\n    id 'org.springframework.boot' version '3.3.0'\n}\ndependencies {\n    implementation 'org.springframework.boot:spring-boot-starter-web'\n    testImplementation group: 'org.mockito', name: 'mockito-core', version: '5.11.0'\n}\n";
		const found = readDependencies('build.gradle', groovy);
		expect(summary(found)).toEqual(['org.springframework.boot@3.3.0', 'org.springframework.boot:spring-boot-starter-web@-', 'dev org.mockito:mockito-core@5.11.0']);
		expectOnTheirLines(groovy, found, (dependency) => dependency.name.split(':').pop()!);

		// kotlin("test") is the Kotlin plugin's shorthand for org.jetbrains.kotlin:kotlin-test.
		const kotlin = 'dependencies {\n    implementation("io.ktor:ktor-server-core:2.3.11")\n    testImplementation(kotlin("test"))\n}\n';
		expect(summary(readDependencies('build.gradle.kts', kotlin))).toEqual(['io.ktor:ktor-server-core@2.3.11', 'dev org.jetbrains.kotlin:kotlin-test@-']);
	});

	it('reads Gemfile groups, composer.json, csproj, pubspec and mix.exs', () => {
		const gemfile = "source 'https://rubygems.org'\ngem 'rails', '~> 7.1'\ngroup :development, :test do\n  gem 'rspec-rails'\nend\ngem 'pg'\n";
		expect(summary(readDependencies('Gemfile', gemfile))).toEqual(['rails@~> 7.1', 'dev rspec-rails@-', 'pg@-']);

		const composer = '{\n  "require": {\n    "php": "^8.2",\n    "laravel/framework": "^11.0"\n  },\n  "require-dev": {\n    "phpunit/phpunit": "^11"\n  }\n}';
		expect(summary(readDependencies('composer.json', composer))).toEqual(['laravel/framework@^11.0', 'dev phpunit/phpunit@^11']);

		const csproj = '<Project Sdk="Microsoft.NET.Sdk.Web">\n  <ItemGroup>\n    <PackageReference Include="Microsoft.EntityFrameworkCore" Version="8.0.4" />\n  </ItemGroup>\n</Project>';
		const fromProject = readDependencies('src/Api/Api.csproj', csproj);
		expect(summary(fromProject)).toEqual(['Microsoft.EntityFrameworkCore@8.0.4']);
		expectOnTheirLines(csproj, fromProject);

		const pubspec = 'name: app\ndependencies:\n  flutter:\n    sdk: flutter\n  http: ^1.2.0\ndev_dependencies:\n  flutter_test:\n    sdk: flutter\n';
		expect(summary(readDependencies('pubspec.yaml', pubspec))).toEqual(['flutter@-', 'http@^1.2.0', 'dev flutter_test@-']);

		const mix = 'defp deps do\n  [\n    {:phoenix, "~> 1.7"},\n    {:credo, "~> 1.7", only: [:dev, :test]}\n  ]\nend\n';
		expect(summary(readDependencies('mix.exs', mix))).toEqual(['phoenix@~> 1.7', 'dev credo@~> 1.7']);
	});

	it('reads nothing from files that are no manifest', () => {
		expect(readDependencies('src/index.ts', 'import react from "react";')).toEqual([]);
		expect(readDependencies('package-lock.json', '{"dependencies":{"react":{"version":"18.2.0"}}}')).toEqual([]);
	});
});

describe('readDependencies, in the forms real projects write (issue 28)', () => {
	it('reads every requirement of a pyproject list, extras and markers included, not stopping at "]"', () => {
		const text = `[build-system]
requires = ["hatchling>=1.20"]

[project]
name = "api"
dependencies = [
    "sqlalchemy[asyncio]==2.0.36",
    "fastapi>=0.115",  # the web framework
    "uvicorn[standard] >=0.30",
    "pydantic-settings (>=2.0,<3.0)",
    "tomli (>=2.0.1) ; python_version < '3.11'",
    "poetry-core @ git+https://github.com/python-poetry/poetry-core.git",
    'alembic',
    "httpx>=0.27", "structlog",
    "asyncpg>=0.29; sys_platform != \\"win32\\"",
]
`;
		const found = readDependencies('pyproject.toml', text);
		expect(summary(found)).toEqual([
			'sqlalchemy@==2.0.36',
			'fastapi@>=0.115',
			'uvicorn@>=0.30',
			'pydantic-settings@>=2.0,<3.0',
			'tomli@>=2.0.1',
			'poetry-core@-',
			'alembic@-',
			'httpx@>=0.27',
			'structlog@-',
			'asyncpg@>=0.29'
		]);
		expectOnTheirLines(text, found);
	});

	it('takes optional extras for users as runtime, groups named for development as dev, and skips include-group tables', () => {
		const text = `[project.optional-dependencies]
standard = ["uvicorn[standard]>=0.12"]
test = ["pytest>=8"]

[dependency-groups]
dev = [{ include-group = "lint" }, "ipython"]
lint = ["ruff>=0.5"]
`;
		expect(summary(readDependencies('pyproject.toml', text))).toEqual(['uvicorn@>=0.12', 'dev pytest@>=8', 'dev ipython@-', 'dev ruff@>=0.5']);
	});

	it('reads Poetry tables in every form: inline, several constraints, dotted keys, one table a dependency, groups', () => {
		const text = `[tool.poetry.dependencies]
python = "^3.11"
django = "^5.0"
numpy = [
    { version = "^1.26", python = "<3.13" },
    { version = "^2.0", python = ">=3.13" },
]
celery.version = "^5.4"
celery.extras = ["redis"]

[tool.poetry.dependencies.requests]
version = "^2.32"
optional = true

[tool.poetry.group.main.dependencies]
gunicorn = "^22"

[tool.poetry.group.docs.dependencies]
mkdocs = { version = "^1.6", optional = true }

[tool.poetry.dev-dependencies]
black = "*"
`;
		const found = readDependencies('pyproject.toml', text);
		expect(summary(found)).toEqual(['django@^5.0', 'numpy@-', 'celery@^5.4', 'requests@^2.32', 'gunicorn@^22', 'dev mkdocs@^1.6', 'dev black@-']);
		expectOnTheirLines(text, found);
	});

	it('reads PDM and uv development groups, and leaves editable paths out', () => {
		const text = `[tool.pdm.dev-dependencies]
test = ["pytest>=8", "-e file:///\${PROJECT_ROOT}/libs/core#egg=core"]
lint = ["ruff"]

[tool.uv]
dev-dependencies = ["mypy>=1.10"]
`;
		expect(summary(readDependencies('pyproject.toml', text))).toEqual(['dev pytest@>=8', 'dev ruff@-', 'dev mypy@>=1.10']);
	});

	it('follows "-r" includes inside the repository, each file once, and skips options, markers and comments', () => {
		const files: Record<string, string> = {
			'requirements/base.txt': 'Django==5.0.6 \\\n    --hash=sha256:abc\npsycopg[binary]==3.1.19 ; python_version >= "3.10"\n',
			'requirements/dev.txt': '-r base.txt\n--requirement=../requirements/dev.txt\n-r ../../outside.txt\n-r https://example.org/reqs.txt\n-c constraints.txt\npytest==8.2.0  # tests\n',
			'outside.txt': 'evil==1.0\n'
		};
		const read = (path: string) => files[path] ?? null;
		const found = readDependencies('requirements/dev.txt', files['requirements/dev.txt'], read);
		expect(found.map((dependency) => `${dependency.path ?? 'requirements/dev.txt'}:${dependency.line} ${dependency.name}@${dependency.version}`)).toEqual([
			'requirements/base.txt:1 Django@==5.0.6',
			'requirements/base.txt:3 psycopg@==3.1.19',
			'requirements/dev.txt:6 pytest@==8.2.0'
		]);
		expect(found.every((dependency) => dependency.dev)).toBe(true);
		// Two files that include each other end.
		const loop: Record<string, string> = { 'a/requirements.txt': '-r ../b/requirements.txt\nflask\n', 'b/requirements.txt': '-r ../a/requirements.txt\nclick\n' };
		expect(readDependencies('a/requirements.txt', loop['a/requirements.txt'], (path) => loop[path] ?? null).map((dependency) => dependency.name)).toEqual(['click', 'flask']);
		// Options that are whole lines name nothing, with or without an include reader.
		expect(readDependencies('requirements.txt', '--index-url https://pypi.example/simple\n--extra-index-url https://x\n--pre\n-f ./wheels\nrequests>=2\n').map((dependency) => dependency.name)).toEqual(['requests']);
	});

	it('reads Cargo dependency tables but not [[bin]], [[test]] or [[bench]] targets', () => {
		const text = `[package]
name = "rg"

[[bin]]
name = "rg"
path = "crates/core/main.rs"

[[test]]
name = "integration"
path = "tests/tests.rs"

[[bench]]
name = "search"
harness = false

[workspace.dependencies]
serde = { version = "1.0.200", features = ["derive"] }

[dependencies]
anyhow = "1.0.75"
serde.workspace = true
tokio02 = { package = "tokio", version = "0.2" }

[target.'cfg(all(target_env = "musl", target_pointer_width = "64"))'.dependencies.tikv-jemallocator]
version = "0.6.0"

[target."cfg(windows)".dependencies]
winapi-util = "0.1.9"

[build-dependencies]
cc = "1.0"
`;
		const found = readDependencies('Cargo.toml', text);
		expect(summary(found)).toEqual(['serde@1.0.200', 'anyhow@1.0.75', 'serde@-', 'tokio@0.2', 'tikv-jemallocator@0.6.0', 'winapi-util@0.1.9', 'dev cc@1.0']);
		expect(found.map((dependency) => dependency.name)).not.toContain('rg');
		expect(found.map((dependency) => dependency.name)).not.toContain('integration');
	});

	it('reads a pom by where each coordinate sits: plugins as build tools, managed versions as versions only', () => {
		const text = `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <properties><jackson.version>2.17.1</jackson.version></properties>
  <dependencyManagement>
    <dependencies>
      <dependency>
        <groupId>org.postgresql</groupId>
        <artifactId>postgresql</artifactId>
        <version>42.7.3</version>
      </dependency>
      <dependency>
        <groupId>io.netty</groupId>
        <artifactId>netty-bom</artifactId>
        <version>4.1.110.Final</version>
        <type>pom</type>
        <scope>import</scope>
      </dependency>
    </dependencies>
  </dependencyManagement>
  <dependencies>
    <!--
    <dependency>
      <groupId>com.h2database</groupId>
      <artifactId>h2</artifactId>
    </dependency>
    -->
    <dependency>
      <groupId>org.postgresql</groupId>
      <artifactId>postgresql</artifactId>
    </dependency>
    <dependency>
      <groupId>com.fasterxml.jackson.core</groupId>
      <artifactId>jackson-databind</artifactId>
      <version>\${jackson.version}</version>
      <exclusions>
        <exclusion><groupId>x</groupId><artifactId>excluded</artifactId></exclusion>
      </exclusions>
    </dependency>
  </dependencies>
  <build>
    <pluginManagement>
      <plugins>
        <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
      </plugins>
    </pluginManagement>
    <plugins>
      <plugin>
        <artifactId>maven-checkstyle-plugin</artifactId>
        <configuration>
          <dependency><artifactId>not-a-dependency</artifactId></dependency>
        </configuration>
        <dependencies>
          <dependency>
            <groupId>com.puppycrawl.tools</groupId>
            <artifactId>checkstyle</artifactId>
            <version>10.17.0</version>
          </dependency>
        </dependencies>
      </plugin>
      <plugin>
        <artifactId>maven-surefire-plugin</artifactId>
      </plugin>
    </plugins>
  </build>
  <profiles>
    <profile>
      <dependencies>
        <dependency><groupId>com.mysql</groupId><artifactId>mysql-connector-j</artifactId></dependency>
      </dependencies>
    </profile>
  </profiles>
</project>`;
		const found = readDependencies('pom.xml', text);
		expect(summary(found)).toEqual([
			'org.postgresql:postgresql@42.7.3',
			'com.fasterxml.jackson.core:jackson-databind@-',
			'dev com.puppycrawl.tools:checkstyle@10.17.0',
			'dev org.apache.maven.plugins:maven-checkstyle-plugin@-',
			'dev org.apache.maven.plugins:maven-surefire-plugin@3.2.5',
			'com.mysql:mysql-connector-j@-'
		]);
		expectOnTheirLines(text, found, (dependency) => dependency.name.split(':')[1]);
	});

	it('reads Gradle Kotlin DSL with a version catalog: libraries, bundles, plugins and test source sets', () => {
		const catalog = `[versions]
kotlin = "2.0.0"
okio = { strictly = "3.9.0" }

[libraries]
square-okio = { module = "com.squareup.okio:okio", version.ref = "okio" }
square-okio-fakefilesystem = { group = "com.squareup.okio", name = "okio-fakefilesystem", version.ref = "okio" }
kotlin-test = { module = "org.jetbrains.kotlin:kotlin-test", version.ref = "kotlin" }
assertk = "com.willowtreeapps.assertk:assertk:0.28.1"
junit-bom = { module = "org.junit:junit-bom", version = "5.10.2" }

[bundles]
testing = ["kotlin-test", "assertk"]

[plugins]
kotlin-jvm = { id = "org.jetbrains.kotlin.jvm", version.ref = "kotlin" }
`;
		const build = `plugins {
  alias(libs.plugins.kotlin.jvm)
  kotlin("plugin.serialization") version "2.0.0"
  \`java-library\`
}

/* implementation("com.example:commented-out:1.0") */
dependencies {
  api(libs.square.okio)
  implementation(platform(libs.junit.bom))
  implementation(projects.core)
  implementation(project(":util"))
  implementation("com.google.guava:guava:$guavaVersion")
  testImplementation(libs.square.okio.fakefilesystem)
  testImplementation(libs.bundles.testing)
}

kotlin {
  sourceSets {
    val jvmTest by getting {
      dependencies {
        implementation("org.junit.jupiter:junit-jupiter:5.10.2")
      }
    }
  }
}
`;
		const files: Record<string, string> = { 'gradle/libs.versions.toml': catalog };
		const found = readDependencies('lib/build.gradle.kts', build, (path) => files[path] ?? null);
		expect(summary(found)).toEqual([
			'org.jetbrains.kotlin.jvm@2.0.0',
			'org.jetbrains.kotlin.plugin.serialization@2.0.0',
			'com.squareup.okio:okio@3.9.0',
			'org.junit:junit-bom@5.10.2',
			'com.google.guava:guava@-',
			'dev com.squareup.okio:okio-fakefilesystem@3.9.0',
			'dev org.jetbrains.kotlin:kotlin-test@2.0.0',
			'dev com.willowtreeapps.assertk:assertk@0.28.1',
			'dev org.junit.jupiter:junit-jupiter@5.10.2'
		]);
		// Without the catalog a reference names nothing Rumo could show: it is left out, not guessed.
		expect(summary(readDependencies('lib/build.gradle.kts', build))).not.toContain('com.squareup.okio:okio@3.9.0');
	});

	it('reads go.mod require blocks, leaving out indirect requirements and the other blocks', () => {
		const text = `module example.com/x

go 1.23

require (
	github.com/prometheus/client_golang v1.20.0
	"github.com/quoted/module" v0.3.0
	golang.org/x/sys v0.25.0 // indirect
	golang.org/x/text v0.18.0 // indirect; used by x/net
	github.com/google/uuid v1.6.0 // pinned for https://example.org/issue
)

replace (
	github.com/old/mod v1.0.0 => github.com/new/mod v1.1.0
)

exclude github.com/bad/mod v0.1.0

tool (
	golang.org/x/tools/cmd/stringer
)
`;
		const found = readDependencies('go.mod', text);
		expect(summary(found)).toEqual(['github.com/prometheus/client_golang@v1.20.0', 'github.com/quoted/module@v0.3.0', 'github.com/google/uuid@v1.6.0']);
		expectOnTheirLines(text, found);
	});
});
