import { SERIF, esc, month, page } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'br-admissao-demissao',
	kind: 'html',
	description: 'Older Brazilian resume: company name in caps, then "Admissão: 01 de março de 2004 / Demissão: 15 de julho de 2009 (or "Atual") / Função: …", serif, centred header.',
	languages: ['pt'],
	paper: 'A4',
	html(person) {
		const css = `body { font-family: ${SERIF}; font-size: 10.5pt; padding: 16mm 20mm; }
.hd { text-align: center; } .hd .n { font-size: 16pt; font-weight: bold; text-transform: uppercase; } h2 { font-size: 11pt; text-decoration: underline; margin: 16px 0 6px; }
.co { font-weight: bold; text-transform: uppercase; margin-top: 8px; }`;
		const jobs = person.roles
			.map((r) => {
				let dates = '';
				if (r.start && r.yearOnly) dates = `<div>Período: ${esc(r.start.slice(0, 4))} a ${esc(r.end === 'present' ? 'atual' : (r.end ?? '').slice(0, 4))}</div>`;
				else if (r.start) dates = `<div>Admissão: ${esc(month(r.start, 'pt', 'DD de month de YYYY', r.title))}</div><div>Demissão: ${esc(r.end === 'present' ? 'Atual (em exercício)' : month(/** @type {string} */ (r.end), 'pt', 'DD de month de YYYY', r.company))}</div>`;
				return `<div class="co">${esc(r.company)}</div>${r.location ? `<div>${esc(r.location)}</div>` : ''}${dates}<div>Função: ${esc(r.title)}</div>${r.bullets.length ? `<div>Principais atividades: ${r.bullets.map(esc).join(' ')}</div>` : ''}`;
			})
			.join('');
		const body = `<div class="hd"><div class="n">${esc(person.name)}</div><div>${esc(person.location)} · Fone: ${esc(person.phone)}</div><div>E-mail: ${esc(person.email)}</div>${person.links.map((l) => `<div>${esc(l)}</div>`).join('')}</div>
<h2>OBJETIVO</h2><div>${esc(person.headline)}</div>
<h2>PERFIL</h2><div>${esc(person.summary)}</div>
<h2>ESCOLARIDADE</h2>${person.education.map((e) => `<div>${esc(e.degree)} – ${esc(e.institution)} – concluído em ${esc(e.end)}</div>`).join('')}
<h2>EXPERIÊNCIA PROFISSIONAL</h2>${jobs}
<h2>QUALIFICAÇÕES</h2><div>${esc(person.skills.map((s) => s.surface).join('; '))}.</div>
${person.certifications.length ? `<h2>CURSOS</h2>${person.certifications.map((c) => `<div>- ${esc(c)}</div>`).join('')}` : ''}
<h2>IDIOMAS</h2>${person.languages.map((l) => `<div>${esc(l.name)}: ${esc(l.level)}</div>`).join('')}`;
		return page({ person, css, body });
	}
};
