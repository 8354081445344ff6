import type { Capture, CaptureJobPosting, CaptureList, CaptureStatus, CompanionSetup } from '$core/captures/schema';
import { queryString, type Caller } from './client';

export type { Capture, CaptureJobPosting, CaptureList, CaptureStatus, CompanionSetup };

export function capturesApi(call: Caller) {
	return {
		list: (filter: { status?: CaptureStatus; limit?: number } = {}) => call<CaptureList>('GET', `/captures${queryString(filter)}`),
		setStatus: (id: string, status: Exclude<CaptureStatus, 'new'>) => call<Capture>('PATCH', `/captures/${encodeURIComponent(id)}`, { status }),
		companion: () => call<CompanionSetup>('GET', '/captures/companion'),
		/** A new companion token; the old one stops working at once (the bookmarklet and extension need the new one). */
		rotateCompanionToken: () => call<CompanionSetup>('POST', '/captures/companion/token')
	};
}
