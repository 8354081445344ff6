import { problem } from '../http/problem';
import { del, noContent } from '../http/router';
import { tasks } from './service';

export const taskRoutes = [
	// Cancels a long request (the client named it in the x-rumo-task header); that request answers `cancelled`.
	del('/tasks/:id', {}, ({ params }) => {
		if (!tasks.cancel(params.id)) throw problem('not_found', `No task "${params.id}" is running: it has finished or was never started.`);
		return noContent();
	})
];
