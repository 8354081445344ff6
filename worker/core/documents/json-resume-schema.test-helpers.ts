import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';

/**
 * The official JSON Resume schema (tests/fixtures/json-resume/schema.json, draft-07) compiled with
 * ajv, for the tests that hold every export to it. `strict: false`: the schema writes
 * `additionalItems` beside an object `items`, which draft-07 allows and ajv's strict mode flags.
 * Its two formats are checked as the schema means them: a URI with a scheme, an email address.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('uri', (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value) && URL.canParse(value));
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);

const schema = JSON.parse(readFileSync(`${FIXTURES}/json-resume/schema.json`, 'utf8'));
const validate = ajv.compile(schema);

/** The schema's complaints about a document, as "path: message" lines; [] when it is valid. */
export function schemaErrors(document: unknown): string[] {
	return validate(document) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'}: ${error.message}`);
}
