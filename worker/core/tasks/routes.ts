import { problem } from '../http/problem';
import { implement } from '../http/implement';
import { noContent } from '../http/router';
import { tasksContract } from './contract';
import { tasks } from './service';

export const taskRoutes = implement(tasksContract, {
	// Cancels a long request (the client named it in the x-rumo-task header); that request answers `cancelled`.
	cancel: ({ params }) => {
		if (!tasks.cancel(params.id)) throw problem('not_found', `No task "${params.id}" is running: it has finished or was never started.`);
		return noContent();
	}
});
