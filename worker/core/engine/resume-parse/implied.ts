/**
 * Skills that using another one proves: writing queries for PostgreSQL is writing SQL; running
 * Jenkins jobs is CI/CD. Kept to umbrellas where the implication holds for everyone — the
 * taxonomy's `related` is looser ("close evidence": Python → Django) and is not used here.
 */
export const IMPLIED: Record<string, readonly string[]> = {
	SQL: [
		'PostgreSQL', 'MySQL', 'SQL Server', 'Oracle Database', 'SQLite', 'MariaDB', 'IBM Db2', 'Teradata', 'Firebird',
		'ClickHouse', 'Snowflake', 'BigQuery', 'Amazon Redshift', 'dbt', 'T-SQL', 'PL/SQL', 'Trino', 'Amazon Athena'
	],
	'CI/CD': ['Jenkins', 'GitHub Actions', 'GitLab CI', 'CircleCI', 'Travis CI', 'Azure DevOps', 'Bitbucket Pipelines', 'TeamCity'],
	// Running a managed Kubernetes is running Kubernetes; administering Linux servers is using Linux.
	Kubernetes: ['Amazon EKS', 'Google Kubernetes Engine', 'Azure Kubernetes Service', 'OpenShift'],
	Linux: ['Linux administration'],
	// Cutting footage in an editor is editing video.
	'Video editing': ['Adobe Premiere Pro', 'Final Cut Pro', 'DaVinci Resolve', 'CapCut']
};

const BY_SOURCE = new Map<string, string[]>();
for (const [umbrella, sources] of Object.entries(IMPLIED)) {
	for (const source of sources) BY_SOURCE.set(source, [...(BY_SOURCE.get(source) ?? []), umbrella]);
}

/** The umbrella skills a skill implies. */
export function impliedBy(skill: string): string[] {
	return BY_SOURCE.get(skill) ?? [];
}
