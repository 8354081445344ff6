import { describe, expect, it } from 'vitest';
import { findSkills } from './matcher';

// A phrase maps to a skill only when it names that skill. A broader or neighbouring skill is at most
// "related" (taxonomy `related`), and an everyday word inside a technical phrase is no soft skill.
// Each row: a phrase as documents write it, and exactly the skills it names (none is an answer too).
// The first rows are the inflations an outside review found (issue 26); keep adding the ones you meet.
const PAIRS: [string, string[]][] = [
	// Found by the review.
	['Built HTTP APIs with Express', ['API development', 'Express']],
	['Middleware development in Java', ['Middleware', 'Java']],
	['A data-driven team that ships weekly', []],
	['Social Media: Facebook, Instagram', ['Social media', 'Instagram']],
	['Cuidados com ventilação mecânica em UTI', ['Mechanical ventilation', 'Intensive care']],
	['Communication between frontend and backend', ['Frontend development', 'Backend development']],
	['Mecânico alinhador de rodas', []],
	['Drogaria São Paulo', []],
	['Farmácia Popular do Brasil', []],
	['Pest Control technician', ['Pest control']],
	// The skills those phrases were inflated into are still read where a document names them.
	['Respiratory therapy and oxygen therapy', ['Respiratory therapy']],
	['TLS/SSL certificates and HTTPS', ['TLS/SSL']],
	['Tomada de decisão baseada em dados', ['Decision making']],
	['Marketing em redes sociais', ['Social media marketing']],
	['Alinhadores ortodônticos e ortodontia', ['Orthodontics']],
	['Enterprise service bus (ESB) integrations', ['Enterprise integration']],
	['Manejo integrado de pragas em lavouras de soja', ['Crop protection']],
	['Dispensação de medicamentos e atenção farmacêutica', ['Pharmacy']],
	['Excellent communication skills', ['Communication']],
	['Communication, teamwork and leadership', ['Communication', 'Teamwork', 'Leadership']],
	// Neighbours that must stay apart.
	['SQL queries on PostgreSQL', ['SQL', 'PostgreSQL']],
	['Atendimento ao cliente por telefone', ['Customer service']],
	['Controle de pragas urbanas e dedetização', ['Pest control']],
	// Found by the audit of every alias that shares no word with its skill (build/alias-review.mjs):
	// ambiguous acronyms of another field, employers, benefits, neighbours and broader words.
	['Benefícios: VR, VT e plano de saúde', []],
	['Plantões em CTI adulto', []],
	['Atuação em processos com base no CPC e CPP', []],
	['Auxiliar de serviços gerais (ASG)', []],
	['Projects under NDA', []],
	['Programação de eventos culturais', []],
	['Wi-Fi grátis e estacionamento', []],
	['Hospitality and guest relations', ['Guest services']],
	['Shell scripting on Linux', ['Linux']],
	['Sales rep at Stryker', ['Sales']],
	['Peritoneal dialysis', []],
	['Liquid templates', []],
	['Pagamento via DAS do Simples', []],
	['Prova do ENEM', []],
	['Verificação da integridade dos dados', []],
	['Fermentação de cervejas artesanais', []],
	['OLAP cubes', []],
	// A neighbour became a skill of its own, related to the one it was read as.
	['Periodontia e raspagem periodontal', ['Periodontics']],
	['Automação de incidentes com runbooks', ['Runbooks']]
];

const names = (text: string) => [...new Set(findSkills(text).map((hit) => hit.name))].sort();

describe('skill mapping without inflation', () => {
	it.each(PAIRS)('reads %j as exactly the skills it names', (phrase, expected) => {
		expect(names(phrase)).toEqual([...expected].sort());
	});
});
