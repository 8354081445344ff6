import type { TrackerJob } from '$core/tracker/schema';
import { DEMO_ANALYSES } from './analyses';

/** The score and link "Save to Applications" writes for a demo analysis (analyses.ts). */
function analysed(id: string): TrackerJob['match'] {
	const analysis = DEMO_ANALYSES.find((a) => a.id === id);
	if (!analysis) throw new Error(`The demo has no analysis "${id}"`);
	return { score: analysis.score, analysisId: analysis.id };
}

/**
 * Fictitious applications: invented people's searches at invented employers (.example/.test domains).
 * A `jobId` names a posting of DEMO_POSTING_SKILLS, as if saved from the Job screen; the referral
 * (demo-3) has none, as a job added by hand. demo-1 and demo-4 were analysed (analyses.ts): their
 * score links to the analysis; the others carry a score with no analysis behind it in the demo.
 */
export const DEMO_JOBS: TrackerJob[] = [
	{
		id: 'demo-1',
		title: 'Enfermeira de UTI Adulto',
		company: 'Hospital Vale do Ipê',
		url: 'https://vagas.example/hospital-vale-do-ipe/enfermeira-uti',
		location: 'Belo Horizonte, MG',
		source: 'Gupy',
		status: 'interview',
		notes: 'Entrevista com a coordenação de enfermagem. Levar COREN e certificado de ACLS.',
		match: analysed('demo-analysis-1'),
		jobId: 'demo-posting-1',
		createdAt: '2026-10-01T13:00:00.000Z',
		updatedAt: '2026-10-16T15:00:00.000Z',
		appliedAt: '2026-10-02T12:00:00.000Z',
		history: [
			{ from: null, to: 'saved', at: '2026-10-01T13:00:00.000Z' },
			{ from: 'saved', to: 'applied', at: '2026-10-02T12:00:00.000Z' },
			{ from: 'applied', to: 'screening', at: '2026-10-09T12:00:00.000Z' },
			{ from: 'screening', to: 'interview', at: '2026-10-16T15:00:00.000Z' }
		],
		version: 4
	},
	{
		id: 'demo-2',
		title: 'Senior Accountant',
		company: 'Northwind Ledger Co.',
		url: 'https://careers.example/northwind/senior-accountant',
		location: 'Austin, TX',
		source: 'LinkedIn',
		status: 'applied',
		notes: 'Month-end close and reconciliations; asks for CPA (in progress).',
		match: { score: 68, analysisId: null },
		jobId: 'demo-posting-2',
		createdAt: '2026-10-20T14:00:00.000Z',
		updatedAt: '2026-10-21T14:00:00.000Z',
		appliedAt: '2026-10-21T14:00:00.000Z',
		history: [
			{ from: null, to: 'saved', at: '2026-10-20T14:00:00.000Z' },
			{ from: 'saved', to: 'applied', at: '2026-10-21T14:00:00.000Z' }
		],
		version: 2
	},
	{
		id: 'demo-3',
		title: 'Advogado(a) Trabalhista Pleno',
		company: 'Moura & Teixeira Advocacia',
		url: null,
		location: 'Recife, PE',
		source: 'Indicação',
		status: 'saved',
		notes: 'Indicação da Carla. Pedem OAB ativa e experiência com audiências.',
		match: null,
		jobId: null,
		createdAt: '2026-11-10T10:00:00.000Z',
		updatedAt: '2026-11-10T10:00:00.000Z',
		appliedAt: null,
		history: [{ from: null, to: 'saved', at: '2026-11-10T10:00:00.000Z' }],
		version: 1
	},
	{
		id: 'demo-4',
		title: 'Professora de Matemática — Ensino Médio',
		company: 'Colégio Horizonte Azul',
		url: 'https://escola.example/trabalhe-conosco',
		location: 'Curitiba, PR',
		source: 'Site da empresa',
		status: 'offer',
		notes: 'Proposta recebida: 30 aulas semanais. Responder até sexta.',
		match: analysed('demo-analysis-4'),
		jobId: 'demo-posting-4',
		createdAt: '2026-09-15T11:00:00.000Z',
		updatedAt: '2026-10-28T18:00:00.000Z',
		appliedAt: '2026-09-16T11:00:00.000Z',
		history: [
			{ from: null, to: 'saved', at: '2026-09-15T11:00:00.000Z' },
			{ from: 'saved', to: 'applied', at: '2026-09-16T11:00:00.000Z' },
			{ from: 'applied', to: 'interview', at: '2026-09-30T11:00:00.000Z' },
			{ from: 'interview', to: 'offer', at: '2026-10-28T18:00:00.000Z' }
		],
		version: 4
	},
	{
		id: 'demo-5',
		title: 'Backend Engineer (Node.js)',
		company: 'Tidewater Freight',
		url: 'https://jobs.example/tidewater/backend',
		location: 'Remote',
		source: 'LinkedIn',
		status: 'rejected',
		notes: 'Rejected after the take-home. Feedback: wanted more Kubernetes experience.',
		match: { score: 57, analysisId: null },
		jobId: 'demo-posting-5',
		createdAt: '2026-09-01T09:00:00.000Z',
		updatedAt: '2026-09-20T09:00:00.000Z',
		appliedAt: '2026-09-02T09:00:00.000Z',
		history: [
			{ from: null, to: 'saved', at: '2026-09-01T09:00:00.000Z' },
			{ from: 'saved', to: 'applied', at: '2026-09-02T09:00:00.000Z' },
			{ from: 'applied', to: 'screening', at: '2026-09-06T09:00:00.000Z' },
			{ from: 'screening', to: 'rejected', at: '2026-09-20T09:00:00.000Z' }
		],
		version: 4
	},
	{
		id: 'demo-6',
		title: 'Product Designer Sênior',
		company: 'Carambola Pagamentos',
		url: 'https://vagas.example/carambola/product-designer',
		location: 'São Paulo, SP (híbrido)',
		source: 'Gupy',
		status: 'screening',
		notes: 'Portfólio enviado. Triagem por telefone marcada.',
		match: { score: 74, analysisId: null },
		jobId: 'demo-posting-6',
		createdAt: '2026-10-25T16:00:00.000Z',
		updatedAt: '2026-11-05T16:00:00.000Z',
		appliedAt: '2026-10-26T16:00:00.000Z',
		history: [
			{ from: null, to: 'saved', at: '2026-10-25T16:00:00.000Z' },
			{ from: 'saved', to: 'applied', at: '2026-10-26T16:00:00.000Z' },
			{ from: 'applied', to: 'screening', at: '2026-11-05T16:00:00.000Z' }
		],
		version: 3
	},
	{
		id: 'demo-7',
		title: 'Civil Engineer — Site Supervision',
		company: 'Granite Arch Builders',
		url: null,
		location: 'Porto Alegre, RS',
		source: null,
		status: 'withdrawn',
		notes: 'Withdrew: the role required relocating.',
		match: null,
		jobId: 'demo-posting-7',
		createdAt: '2026-08-20T10:00:00.000Z',
		updatedAt: '2026-08-25T10:00:00.000Z',
		appliedAt: null,
		history: [
			{ from: null, to: 'saved', at: '2026-08-20T10:00:00.000Z' },
			{ from: 'saved', to: 'withdrawn', at: '2026-08-25T10:00:00.000Z' }
		],
		version: 2
	}
];
