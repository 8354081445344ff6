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
		expect(summary(found)).toEqual(['tokio@1', 'axum@0.7', 'serde@-', 'dev proptest@1.4']);
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

		const kotlin = 'dependencies {\n    implementation("io.ktor:ktor-server-core:2.3.11")\n    testImplementation(kotlin("test"))\n}\n';
		expect(summary(readDependencies('build.gradle.kts', kotlin))).toEqual(['io.ktor:ktor-server-core@2.3.11']);
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
