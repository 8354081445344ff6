import { endpoint, returns } from '../http/contract';
import { CaptureUpdate, CapturesQuery, type Capture, type CaptureList, type CompanionSetup } from './schema';

/** The captures' endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const capturesContract = {
	list: endpoint('GET', '/captures', { summary: '(`?status=&limit=`) the captured postings', query: CapturesQuery, response: returns<CaptureList>() }),
	setStatus: endpoint('PATCH', '/captures/:id', {
		summary: '`{ status: reviewed|archived|ignored }`',
		body: CaptureUpdate,
		response: returns<Capture>(),
		topics: ['captures']
	}),
	companion: endpoint('GET', '/captures/companion', { summary: 'the companion’s endpoint and token', response: returns<CompanionSetup>() }),
	rotateCompanionToken: endpoint('POST', '/captures/companion/token', {
		summary: '(rotate) a new companion token; the old one stops working at once',
		response: returns<CompanionSetup>()
	})
};
