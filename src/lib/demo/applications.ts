import type { TrackerStatus } from '$core/tracker/schema';
import type { DemoPostingKey } from './postings';

/**
 * One of Helena's applications, as she lived it: the posting she read (or what she typed for a job
 * she heard of), whether she analysed it before saving it, and each move on the board with its date.
 */
export interface DemoApplication {
	/** A posting of DEMO_POSTINGS, read on the Job screen at `readAt`; without one, a job added by hand. */
	posting?: { key: DemoPostingKey; readAt: string; analysed: boolean; tailoredAt?: string };
	/** What she typed for a job added by hand (a posting gives these itself). */
	typed?: { title: string; company: string; location: string | null; source: string | null };
	url: string | null;
	notes: string;
	/** Saved to Applications at `at`, then each later stage in order. */
	saved: string;
	moves: { to: TrackerStatus; at: string }[];
}

/** Invented employers and people; links on reserved example domains. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
	{
		typed: { title: 'Enfermeira de Pronto Atendimento', company: 'Policlínica Jardim das Acácias', location: 'Betim, MG', source: null },
		url: null,
		notes: 'Desisti: escala só noturna e uma hora e meia de deslocamento.',
		saved: '2026-08-20T10:00:00.000Z',
		moves: [{ to: 'withdrawn', at: '2026-08-25T10:00:00.000Z' }]
	},
	{
		posting: { key: 'coordinator', readAt: '2026-09-01T08:40:00.000Z', analysed: true },
		url: 'https://vagas.example/hospital-pedra-azul/coordenacao-uti',
		notes: 'Retorno do RH: buscam quem já coordenou equipe. Pedir um plano de desenvolvimento em liderança.',
		saved: '2026-09-01T09:00:00.000Z',
		moves: [
			{ to: 'applied', at: '2026-09-02T09:00:00.000Z' },
			{ to: 'screening', at: '2026-09-08T14:00:00.000Z' },
			{ to: 'rejected', at: '2026-09-22T17:00:00.000Z' }
		]
	},
	{
		posting: { key: 'homeCare', readAt: '2026-09-15T10:50:00.000Z', analysed: true },
		url: 'https://vagas.example/cuidar-bem/enfermeira-home-care',
		notes: 'Proposta: 12x36 diurno, R$ 7.200. Responder até 18/11.',
		saved: '2026-09-15T11:00:00.000Z',
		moves: [
			{ to: 'applied', at: '2026-09-16T11:00:00.000Z' },
			{ to: 'interview', at: '2026-09-30T11:00:00.000Z' },
			{ to: 'offer', at: '2026-10-28T18:00:00.000Z' }
		]
	},
	{
		posting: { key: 'icu', readAt: '2026-10-01T12:55:00.000Z', analysed: true, tailoredAt: '2026-10-01T13:10:00.000Z' },
		url: 'https://vagas.example/hospital-vale-do-ipe/enfermeira-uti',
		notes: 'Entrevista com a coordenação de enfermagem. Levar COREN e certificado de ACLS.',
		saved: '2026-10-01T13:00:00.000Z',
		moves: [
			{ to: 'applied', at: '2026-10-02T12:00:00.000Z' },
			{ to: 'screening', at: '2026-10-09T12:00:00.000Z' },
			{ to: 'interview', at: '2026-10-16T15:00:00.000Z' }
		]
	},
	{
		posting: { key: 'educator', readAt: '2026-10-20T13:30:00.000Z', analysed: true },
		url: 'https://careers.example/meridian/clinical-nurse-educator',
		notes: 'Remote, with travel. Practise answering in English before the screening call.',
		saved: '2026-10-20T14:00:00.000Z',
		moves: [{ to: 'applied', at: '2026-10-21T14:00:00.000Z' }]
	},
	{
		posting: { key: 'infection', readAt: '2026-11-10T09:45:00.000Z', analysed: true },
		url: 'https://vagas.example/hospital-ribeirao-das-garcas/scih',
		notes: 'Pedem especialização em controle de infecção: ver o curso de extensão do COREN.',
		saved: '2026-11-10T10:00:00.000Z',
		moves: []
	},
	{
		typed: { title: 'Enfermeira Intensivista — Plantão Noturno', company: 'Hospital Santa Clara do Vale', location: 'Belo Horizonte, MG', source: 'Indicação' },
		url: null,
		notes: 'Indicação da Luíza, colega da residência. Mandar o currículo até sexta.',
		saved: '2026-11-12T19:00:00.000Z',
		moves: []
	}
];
