import { SANS, duration, esc, monthsOf, page, range } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'catho-export',
	kind: 'html',
	description: 'Catho-like export: "Objetivo", "Experiência profissional" as "De 03/2019 a 05/2021 (2 anos e 2 meses)" then "Cargo: … | Empresa: …" and "Atividades", grey section bars.',
	languages: ['pt'],
	paper: 'A4',
	html(person) {
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; padding: 12mm 14mm; }
h1 { font-size: 16pt; margin: 0; } h2 { background: #d9d9d9; font-size: 10.5pt; padding: 3px 6px; margin: 12px 0 6px; }
.job { margin: 6px 0 10px; } .b { font-weight: bold; }`;
		const jobs = person.roles
			.map((r) => {
				let when = '';
				if (r.start && r.yearOnly) when = `De ${range(r, 'pt', { sep: ' a ', present: 'atual' })}`;
				else if (r.start) when = `De ${range(r, 'pt', { style: 'MM/YYYY', sep: ' a ', present: 'o momento' })} (${duration(/** @type {number} */ (monthsOf(r)), 'pt')})`;
				return `<div class="job">${when ? `<div class="b">${esc(when)}</div>` : ''}<div>Cargo: <b>${esc(r.title)}</b> | Empresa: <b>${esc(r.company)}</b></div>${r.location ? `<div>Local: ${esc(r.location)}</div>` : ''}${r.bullets.length ? `<div>Atividades: ${r.bullets.map(esc).join(' ')}</div>` : ''}</div>`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.location)}</div><div>Telefone: ${esc(person.phone)}</div><div>E-mail: ${esc(person.email)}</div>${person.links.map((l) => `<div>${esc(l)}</div>`).join('')}
<h2>Objetivo</h2><div>${esc(person.headline)}</div>
<h2>Resumo</h2><div>${esc(person.summary)}</div>
<h2>Experiência profissional</h2>${jobs}
<h2>Formação</h2>${person.education.map((e) => `<div>${esc(e.degree)} — ${esc(e.institution)} — Conclusão: ${esc(e.end)}</div>`).join('')}
<h2>Competências</h2><div>${esc(person.skills.map((s) => s.surface).join(', '))}</div>
${person.certifications.length ? `<h2>Cursos e certificações</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>Idiomas</h2>${person.languages.map((l) => `<div>${esc(l.name)}: ${esc(l.level)}</div>`).join('')}`;
		return page({ person, css, body });
	}
};
