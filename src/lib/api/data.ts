import type { BackupStatus, RestoreMode, RestoreResult } from '$core/data/schema';

export type { BackupStatus, RestoreMode, RestoreResult };
