import { SANS, esc, page, range } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'br-empresa-periodo-cargo',
	kind: 'html',
	description: 'Brazilian form-style resume: "Dados pessoais" block, then each job as labelled lines "Empresa: … / Período: 03/2019 a 05/2021 / Cargo: … / Atividades: …".',
	languages: ['pt'],
	paper: 'A4',
	html(person) {
		const css = `body { font-family: ${SANS}; font-size: 10pt; padding: 15mm 18mm; }
h1 { text-align: center; font-size: 17pt; margin: 0 0 6px; } h2 { font-size: 11pt; text-transform: uppercase; margin: 14px 0 4px; border-bottom: 2px solid #444; }
.job { margin: 6px 0 8px; } .l { font-weight: bold; }`;
		const line = (/** @type {string} */ label, /** @type {string} */ value) => (value ? `<div><span class="l">${esc(label)}:</span> ${esc(value)}</div>` : '');
		const jobs = person.roles
			.map((r) => `<div class="job">${line('Empresa', r.company)}${line('Período', range(r, 'pt', { style: 'MM/YYYY', sep: ' a ', present: 'o momento' }))}${line('Cargo', r.title)}${line('Local', r.location ?? '')}${r.bullets.length ? `<div><span class="l">Atividades:</span></div><ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`)
			.join('');
		const body = `<h1>${esc(person.name)}</h1>
<h2>Dados pessoais</h2>${line('Cidade', person.location)}${line('Telefone', person.phone)}${line('E-mail', person.email)}${person.links.map((l) => line('Link', l)).join('')}
<h2>Objetivo</h2><div>${esc(person.headline)}</div>
<h2>Resumo de qualificações</h2><div>${esc(person.summary)}</div>
<h2>Formação</h2>${person.education.map((e) => `<div>${line('Curso', e.degree)}${line('Instituição', e.institution)}${line('Conclusão', e.end)}</div>`).join('<br>')}
<h2>Experiência profissional</h2>${jobs}
<h2>Conhecimentos</h2><ul>${person.skills.map((s) => `<li>${esc(s.surface)}</li>`).join('')}</ul>
${person.certifications.length ? `<h2>Cursos complementares</h2><ul>${person.certifications.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>` : ''}
<h2>Idiomas</h2>${person.languages.map((l) => `<div>${esc(l.name)} – ${esc(l.level)}</div>`).join('')}`;
		return page({ person, css, body });
	}
};
