import type { HandleClientError } from '@sveltejs/kit';

/**
 * An address the app does not know is not a fault: the 404 page (src/routes/+error.svelte) says so
 * in the person's language, so it is not logged as an error on every mistyped link. Real failures
 * still are.
 */
export const handleError: HandleClientError = ({ error, status, message }) => {
	if (status !== 404) console.error(error);
	return { message };
};
