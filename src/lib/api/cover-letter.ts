import type { CoverLetter, DraftAnswer, DraftSentence, LetterDraft, LetterLanguage, LetterOrigin, RemovedClaim, RemovedSentence } from '$core/cover-letter/schema';
import type { Paper } from '$core/documents/schema';

export type { CoverLetter, DraftAnswer, DraftSentence, LetterDraft, LetterLanguage, LetterOrigin, Paper, RemovedClaim, RemovedSentence };

export type LetterFormat = 'pdf' | 'docx' | 'md';
