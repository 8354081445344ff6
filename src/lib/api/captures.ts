import type { Capture, CaptureList, CaptureStatus } from '$core/captures/schema';
import { queryString, type Caller } from './client';

export type { Capture, CaptureList, CaptureStatus };

export function capturesApi(call: Caller) {
	return {
		list: (filter: { status?: CaptureStatus; limit?: number } = {}) => call<CaptureList>('GET', `/captures${queryString(filter)}`),
		setStatus: (id: string, status: Exclude<CaptureStatus, 'new'>) => call<Capture>('PATCH', `/captures/${encodeURIComponent(id)}`, { status }),
		companion: () => call<{ endpoint: string; token: string }>('GET', '/captures/companion')
	};
}
