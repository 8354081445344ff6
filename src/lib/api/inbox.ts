import type { ImportCommitResult, ImportPreview, InboxItem, InboxItemCreate, InboxItemDetail, InboxItemUpdate, InboxList, InboxStatus, FitState, InboxFit, InboxEvent } from '$core/inbox/schema';

export type { CreatedInboxItem } from '$core/inbox/contract';
export type { ImportCommitResult, ImportPreview, InboxItem, InboxItemCreate, InboxItemDetail, InboxItemUpdate, InboxList, InboxStatus, FitState, InboxFit, InboxEvent };

/** How the preview reads a CSV: detected (`auto`) or chosen by the person. */
export type ImportDelimiterChoice = 'auto' | NonNullable<ImportPreview['delimiter']>;
export type ImportEncodingChoice = 'auto' | 'utf-8' | 'windows-1252';

export type InboxFilter = { status?: InboxStatus[]; origin?: string; q?: string; sort?: 'newest' | 'oldest' | 'fit'; limit?: number; cursor?: string };
export type InboxBulkAction = 'review' | 'archive' | 'ignore' | 'restore' | 'delete';
