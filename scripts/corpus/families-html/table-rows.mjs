import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'table-rows',
	kind: 'html',
	description: 'Experience as a bordered table "Title | Company | Dates" (one row per role, bullets in a full-width row below); contact in a two-column table.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9pt; padding: 12mm; }
h1 { font-size: 18pt; margin: 0; } h2 { font-size: 11pt; margin: 12px 0 4px; color: #1a237e; }
table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #9fa8da; padding: 3px 5px; vertical-align: top; text-align: left; }
th { background: #e8eaf6; } .info td { border: none; padding: 1px 4px; }`;
		const rows = person.roles
			.map((r) => `<tr><td><b>${esc(r.title)}</b></td><td>${esc(r.company)}${r.location ? `<br>${esc(r.location)}` : ''}</td><td>${esc(range(r, lang, { style: 'MM/YYYY', sep: ' - ', present: t(person, 'current', 'atual') }))}</td></tr>${r.bullets.length ? `<tr><td colspan="3"><ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul></td></tr>` : ''}`)
			.join('');
		const info = [
			[t(person, 'Email', 'E-mail'), person.email],
			[t(person, 'Phone', 'Telefone'), person.phone],
			[t(person, 'Location', 'Cidade'), person.location],
			...person.links.map((l) => ['Link', l])
		];
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div>
<table class="info">${info.map(([k, v]) => `<tr><td><b>${esc(k)}:</b></td><td>${esc(v)}</td></tr>`).join('')}</table>
<h2>${esc(t(person, 'Objective', 'Objetivo'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Professional Experience', 'Experiência Profissional'))}</h2>
<table><tr><th>${esc(t(person, 'Position', 'Cargo'))}</th><th>${esc(t(person, 'Company', 'Empresa'))}</th><th>${esc(t(person, 'Period', 'Período'))}</th></tr>${rows}</table>
<h2>${esc(t(person, 'Education', 'Escolaridade'))}</h2>
<table><tr><th>${esc(t(person, 'Degree', 'Curso'))}</th><th>${esc(t(person, 'Institution', 'Instituição'))}</th><th>${esc(t(person, 'Year', 'Conclusão'))}</th></tr>${person.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.institution)}</td><td>${esc(e.end)}</td></tr>`).join('')}</table>
<h2>${esc(t(person, 'Skills', 'Conhecimentos'))}</h2><p>${esc(person.skills.map((s) => s.surface).join('; '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Cursos e Certificações'))}</h2><ul>${person.certifications.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><table>${person.languages.map((l) => `<tr><td>${esc(l.name)}</td><td>${esc(l.level)}</td></tr>`).join('')}</table>`;
		return page({ person, css, body });
	}
};
