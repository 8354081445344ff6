import type { Profile } from '$core/profile/schema';

/** A fictitious nurse's profile for the demo: invented person, invented employers, .example links. */
export const DEMO_PROFILE: Profile = {
	basics: {
		name: 'Helena Duarte',
		headline: 'Enfermeira de UTI Adulto',
		email: 'helena.duarte@example.com',
		phone: '+55 31 90000-0100',
		location: 'Belo Horizonte, MG, Brasil',
		summary: 'Enfermeira com 8 anos em terapia intensiva adulto, foco em segurança do paciente e protocolos de sepse.',
		links: ['https://helena-duarte.example']
	},
	items: [
		{
			id: 'demo-item-1',
			type: 'skill',
			title: 'Intensive care',
			detail: 'health',
			organization: null,
			start: null,
			end: null,
			skills: [],
			evidence: [{ text: 'Assistência a pacientes críticos em UTI adulto com 20 leitos', source: 'resume: Experiência', public: false, url: null }],
			origin: 'extracted',
			createdAt: '2026-10-01T12:00:00.000Z',
			updatedAt: '2026-10-01T12:00:00.000Z',
			version: 1
		},
		{
			id: 'demo-item-2',
			type: 'experience',
			title: 'Enfermeira Assistencial',
			detail: 'Assistência a pacientes críticos em UTI adulto com 20 leitos\nImplantação do protocolo de sepse da unidade',
			organization: 'Hospital Municipal Lagoa Serena',
			start: '2019-03',
			end: null,
			skills: ['Intensive care', 'Sepsis management'],
			evidence: [{ text: 'Enfermeira Assistencial — Hospital Municipal Lagoa Serena | 03/2019 – atual', source: 'resume', public: false, url: null }],
			origin: 'extracted',
			createdAt: '2026-10-01T12:00:00.000Z',
			updatedAt: '2026-10-01T12:00:00.000Z',
			version: 1
		},
		{
			id: 'demo-item-3',
			type: 'certification',
			title: 'ACLS',
			detail: '',
			organization: 'American Heart Association',
			start: null,
			end: '2024',
			skills: [],
			evidence: [{ text: 'Certificado ACLS — válido até 2026', source: 'certificate', public: true, url: 'https://certificados.example/acls/helena' }],
			origin: 'imported',
			createdAt: '2026-10-02T12:00:00.000Z',
			updatedAt: '2026-10-02T12:00:00.000Z',
			version: 1
		}
	],
	updatedAt: '2026-10-02T12:00:00.000Z'
};
