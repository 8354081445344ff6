import type { DemoPostingKey } from './postings';

/**
 * After applying (issue 30): the interview Helena has next week, the two stories she drafted from
 * her own resume lines for it, the follow-up she drafted for a quiet application and the deadline
 * of the offer she holds (her own note: "Responder até 18/11"). All made through the API, the day
 * before the demo's today.
 */
export const DEMO_FOLLOW_THROUGH_AT = '2026-11-13T22:00:00.000Z';

export const DEMO_INTERVIEW = {
	posting: 'icu' as DemoPostingKey,
	body: {
		startsAt: '2026-11-19T14:00',
		timeZone: 'America/Sao_Paulo',
		durationMinutes: 60,
		stage: 'technical',
		format: 'in_person',
		place: 'Hospital Vale do Ipê — Belo Horizonte/MG',
		who: 'Coordenação de enfermagem da UTI',
		notes: 'Levar COREN e certificado de ACLS.'
	}
};

/** The requirements of the ICU posting she drafted a story for, with the title she gave each. */
export const DEMO_STORIES = [
	{ requirement: 'Protocolos de segurança do paciente', title: 'Eventos adversos com o núcleo de qualidade', competencies: ['patient-safety'] },
	{ requirement: 'Protocolo de sepse', title: 'Protocolo de sepse da UTI', competencies: ['protocols'] }
];

export const DEMO_FOLLOW_UP = { posting: 'educator' as DemoPostingKey, body: { kind: 'follow_up', lang: 'en' } };

export const DEMO_OFFER_DEADLINE = {
	posting: 'homeCare' as DemoPostingKey,
	body: { kind: 'offer_deadline', title: 'Responder à proposta da Cuidar Bem', dueAt: '2026-11-18T18:00', timeZone: 'America/Sao_Paulo' }
};
