import type { evidenceEn } from './evidence.en';
import type { documentsEn } from './documents.en';
import type { polishEn } from './polish.en';
import type { fidelityEn } from './fidelity.en';
import type { demoEn } from './demo.en';
import type { layoutsEn } from './layouts.en';
import type { ocrEn } from './ocr.en';
import type { companionEn } from './companion.en';
import type { inboxEn } from './inbox.en';
import type { sourcesEn } from './sources.en';
import type { dataEn } from './data.en';
import type { intelligenceEn } from './intelligence.en';
import type { historyEn } from './history.en';

/** Each area's keys: its pt-BR file must define every one. */
export type EvidenceKey = keyof typeof evidenceEn;
export type DocumentsKey = keyof typeof documentsEn;
export type PolishKey = keyof typeof polishEn;
export type FidelityKey = keyof typeof fidelityEn;
export type DemoKey = keyof typeof demoEn;
export type LayoutsKey = keyof typeof layoutsEn;
export type OcrKey = keyof typeof ocrEn;
export type CompanionKey = keyof typeof companionEn;
export type InboxKey = keyof typeof inboxEn;
export type SourcesKey = keyof typeof sourcesEn;
export type DataKey = keyof typeof dataEn;
export type HistoryKey = keyof typeof historyEn;
export type IntelligenceKey = keyof typeof intelligenceEn;
