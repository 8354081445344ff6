import type { Capture, CaptureJobPosting, CaptureList, CaptureStatus, CompanionSetup } from '$core/captures/schema';

export type { Capture, CaptureJobPosting, CaptureList, CaptureStatus, CompanionSetup };
