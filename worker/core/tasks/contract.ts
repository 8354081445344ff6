import { endpoint, returns } from '../http/contract';

/** Long requests' cancel (issue 29: declared once; README row and the UI's client come from here). */
export const tasksContract = {
	cancel: endpoint('DELETE', '/tasks/:id', {
		summary:
			'→ `204`, cancels a long request named by its `x-rumo-task` header (a scan’s OCR, an import’s preview or commit), which then answers `409 cancelled`; '
			+ 'a task not running → `404 not_found`; its progress (`{ task, progress }`, 0–1) is posted on the origin’s `BroadcastChannel(\'rumo-progress\')`',
		response: returns<void>()
	})
};
