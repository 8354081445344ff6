import { domainOf } from '../../engine/skills/categories';
import { canonicalSkill } from '../../engine/skills/taxonomy';
import type { FileEvidenceCode } from './codes-schema';
import { baseName, extensionOf } from '../../engine/repository-files/file-kinds';

/**
 * A file whose presence shows a skill: a Dockerfile shows Docker, a workflow GitHub Actions.
 * `code` names the proof for the screen's words, `detail` in English.
 */
export type FileRule = { test: (path: string, lower: string, name: string) => boolean; skills: readonly string[]; code: FileEvidenceCode; detail: string };

const named =
	(...names: string[]) =>
	(_path: string, _lower: string, name: string) =>
		names.includes(name);
const nameMatches = (pattern: RegExp) => (_path: string, _lower: string, name: string) => pattern.test(name);
const withExtension =
	(...extensions: string[]) =>
	(path: string) =>
		extensions.includes(extensionOf(path));

// Kubernetes manifests are YAML in a folder named for them; Helm and Kustomize have their own files.
const K8S_FOLDER = /(?:^|\/)(?:k8s|kubernetes|kube|manifests|deploy\/k8s)\/[^/]+\.ya?ml$/;

/**
 * Files that show a skill by being there, each rule checked against the taxonomy by
 * file-skills.test.ts. Config files of a tool whose package the manifest also names
 * (vitest.config.ts) add nothing the manifest does not show better, but they count when the
 * manifest was not read.
 */
export const FILE_RULES: readonly FileRule[] = [
	{ test: nameMatches(/^(?:docker|container)file(?:\.[\w.-]+)?$|\.dockerfile$/i), skills: ['Docker'], code: 'dockerfile', detail: 'a container image build' },
	{ test: nameMatches(/^(?:docker-)?compose(?:\.[\w-]+)?\.ya?ml$/), skills: ['Docker Compose'], code: 'compose_file', detail: 'a Docker Compose setup' },
	{ test: (path) => /^\.github\/workflows\/[^/]+\.ya?ml$/.test(path), skills: ['GitHub Actions', 'CI/CD'], code: 'github_actions_workflow', detail: 'a GitHub Actions workflow' },
	{ test: (path) => /^\.(?:gitea|forgejo)\/workflows\/[^/]+\.ya?ml$/.test(path), skills: ['CI/CD'], code: 'gitea_actions_workflow', detail: 'a Gitea Actions workflow' },
	{ test: (_path, lower) => lower === '.gitlab-ci.yml', skills: ['GitLab CI', 'CI/CD'], code: 'gitlab_ci_pipeline', detail: 'a GitLab CI pipeline' },
	{ test: (_path, lower) => lower === '.circleci/config.yml', skills: ['CircleCI', 'CI/CD'], code: 'circleci_pipeline', detail: 'a CircleCI pipeline' },
	{ test: named('Jenkinsfile'), skills: ['Jenkins', 'CI/CD'], code: 'jenkins_pipeline', detail: 'a Jenkins pipeline' },
	{ test: (_path, lower) => lower === '.travis.yml', skills: ['Travis CI', 'CI/CD'], code: 'travis_ci_pipeline', detail: 'a Travis CI pipeline' },
	{ test: (_path, lower) => lower === 'azure-pipelines.yml', skills: ['Azure DevOps', 'CI/CD'], code: 'azure_pipeline', detail: 'an Azure Pipelines pipeline' },
	{ test: (_path, lower) => lower === 'bitbucket-pipelines.yml', skills: ['Bitbucket Pipelines', 'CI/CD'], code: 'bitbucket_pipeline', detail: 'a Bitbucket pipeline' },
	{ test: withExtension('tf'), skills: ['Terraform', 'Infrastructure as Code'], code: 'terraform_config', detail: 'Terraform configuration' },
	{ test: named('Chart.yaml'), skills: ['Helm', 'Kubernetes'], code: 'helm_chart', detail: 'a Helm chart' },
	{ test: nameMatches(/^kustomization\.ya?ml$/), skills: ['Kubernetes'], code: 'kustomize_config', detail: 'a Kustomize configuration' },
	{ test: (path) => K8S_FOLDER.test(path), skills: ['Kubernetes'], code: 'kubernetes_manifest', detail: 'a Kubernetes manifest' },
	{ test: (path, _lower, name) => name === 'ansible.cfg' || /(?:^|\/)playbooks?\/[^/]+\.ya?ml$/.test(path), skills: ['Ansible'], code: 'ansible_config', detail: 'Ansible configuration' },
	{ test: nameMatches(/^serverless\.ya?ml$/), skills: ['Serverless'], code: 'serverless_service', detail: 'a Serverless Framework service' },
	{ test: named('Vagrantfile'), skills: ['Vagrant'], code: 'vagrant_environment', detail: 'a Vagrant environment' },
	{ test: named('Procfile'), skills: ['Heroku'], code: 'heroku_procfile', detail: 'a Heroku process file' },
	{ test: named('vercel.json'), skills: ['Vercel'], code: 'vercel_config', detail: 'Vercel deployment settings' },
	{ test: named('netlify.toml'), skills: ['Netlify'], code: 'netlify_config', detail: 'Netlify deployment settings' },
	{ test: named('firebase.json'), skills: ['Firebase'], code: 'firebase_config', detail: 'Firebase project settings' },
	{ test: named('pom.xml'), skills: ['Maven'], code: 'maven_build', detail: 'a Maven build' },
	{ test: nameMatches(/^build\.gradle(?:\.kts)?$/), skills: ['Gradle'], code: 'gradle_build', detail: 'a Gradle build' },
	{ test: nameMatches(/^(?:GNU)?[Mm]akefile$/), skills: ['GNU Make'], code: 'makefile', detail: 'build targets' },
	{ test: named('CMakeLists.txt'), skills: ['CMake'], code: 'cmake_build', detail: 'a CMake build' },
	{ test: nameMatches(/\.(?:csproj|fsproj|vbproj)$/), skills: ['.NET'], code: 'dotnet_project', detail: 'a .NET project' },
	{ test: named('tsconfig.json'), skills: ['TypeScript'], code: 'tsconfig', detail: 'TypeScript compiler settings' },
	{ test: nameMatches(/^(?:\.eslintrc(?:\.\w+)?|eslint\.config\.[cm]?[jt]s)$/), skills: ['ESLint'], code: 'eslint_config', detail: 'ESLint rules' },
	{ test: nameMatches(/^vitest\.config\.[cm]?[jt]s$/), skills: ['Vitest'], code: 'vitest_config', detail: 'Vitest settings' },
	{ test: nameMatches(/^jest\.config\.[cm]?[jt]s$/), skills: ['Jest'], code: 'jest_config', detail: 'Jest settings' },
	{ test: nameMatches(/^playwright\.config\.[cm]?[jt]s$/), skills: ['Playwright'], code: 'playwright_config', detail: 'Playwright settings' },
	{ test: nameMatches(/^cypress\.config\.[cm]?[jt]s$/), skills: ['Cypress'], code: 'cypress_config', detail: 'Cypress settings' },
	{ test: nameMatches(/^(?:pytest\.ini|conftest\.py)$/), skills: ['pytest'], code: 'pytest_config', detail: 'pytest configuration' },
	{ test: nameMatches(/^tailwind\.config\.[cm]?[jt]s$/), skills: ['Tailwind CSS'], code: 'tailwind_config', detail: 'Tailwind CSS settings' },
	{ test: nameMatches(/^svelte\.config\.[cm]?js$/), skills: ['Svelte'], code: 'svelte_config', detail: 'Svelte settings' },
	{ test: nameMatches(/^next\.config\.[cm]?[jt]s$/), skills: ['Next.js'], code: 'next_config', detail: 'Next.js settings' },
	{ test: named('angular.json'), skills: ['Angular'], code: 'angular_workspace', detail: 'an Angular workspace' },
	{ test: nameMatches(/^vite\.config\.[cm]?[jt]s$/), skills: ['Vite'], code: 'vite_config', detail: 'Vite settings' },
	{ test: nameMatches(/^webpack\.config\.[cm]?[jt]s$/), skills: ['Webpack'], code: 'webpack_config', detail: 'Webpack settings' },
	{ test: named('schema.prisma'), skills: ['Prisma'], code: 'prisma_schema', detail: 'a Prisma schema' },
	{ test: withExtension('proto'), skills: ['Protocol Buffers'], code: 'protobuf_definitions', detail: 'Protocol Buffers definitions' },
	{ test: withExtension('graphql', 'gql'), skills: ['GraphQL'], code: 'graphql_schema', detail: 'a GraphQL schema' },
	{ test: nameMatches(/^(?:openapi|swagger)\.(?:ya?ml|json)$/), skills: ['OpenAPI'], code: 'openapi_description', detail: 'an OpenAPI description' },
	{ test: named('AndroidManifest.xml'), skills: ['Android development'], code: 'android_manifest', detail: 'an Android app manifest' },
	{ test: (path) => path.endsWith('.xcodeproj/project.pbxproj'), skills: ['Xcode', 'iOS development'], code: 'xcode_project', detail: 'an Xcode project' },
	{ test: named('pubspec.yaml'), skills: ['Dart'], code: 'dart_package', detail: 'a Dart package' },
	{ test: named('dbt_project.yml'), skills: ['dbt'], code: 'dbt_project', detail: 'a dbt project' },
	{ test: withExtension('ipynb'), skills: ['Jupyter'], code: 'jupyter_notebook', detail: 'a Jupyter notebook' }
];

/** The rules a path fits. */
export function fileRulesFor(path: string): FileRule[] {
	const lower = path.toLowerCase();
	const name = baseName(path);
	return FILE_RULES.filter((rule) => rule.test(path, lower, name));
}

/**
 * Linguist's language names that are no skill name or alias in the taxonomy. Checked against the
 * taxonomy by file-skills.test.ts; null means the language shows no skill of its own.
 */
export const LANGUAGE_SKILLS: Readonly<Record<string, string | null>> = {
	Shell: 'Bash',
	SCSS: 'Sass',
	Vue: 'Vue.js',
	HCL: 'Terraform',
	Dockerfile: 'Docker',
	'Jupyter Notebook': 'Jupyter',
	Makefile: 'GNU Make',
	'Objective-C++': 'Objective-C',
	'Visual Basic .NET': 'VB.NET',
	SystemVerilog: 'Verilog',
	PLpgSQL: 'PostgreSQL',
	PLSQL: 'PL/SQL',
	TSQL: 'T-SQL',
	Batchfile: null,
	Procfile: null
};

/** The skill a language of the code shows, when the taxonomy has it as a technical skill. */
export function skillOfLanguage(language: string): string | null {
	if (Object.hasOwn(LANGUAGE_SKILLS, language)) return LANGUAGE_SKILLS[language];
	const skill = canonicalSkill(language);
	return skill && domainOf(skill.category) === 'technology' ? skill.name : null;
}
