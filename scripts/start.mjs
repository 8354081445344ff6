/**
 * `npm start`: builds the real app if its sources changed, then serves it with the relay in this
 * same process (one Ctrl+C stops everything). PORT, ROOT and RUMO_NO_RELAY work as for
 * relay/main.mjs.
 */
import { buildIfNeeded } from './build-if-needed.mjs';
import { main } from '../relay/main.mjs';

try {
	await buildIfNeeded({ demo: false });
} catch (error) {
	console.error(`Rumo cannot start: ${error instanceof Error ? error.message : error}`);
	process.exit(1);
}
await main(process.env);
