import type { SourceDirectory, SourceEntry, SourceKind } from '$core/sources/schema';

export type { SourceDirectory, SourceEntry, SourceKind };
