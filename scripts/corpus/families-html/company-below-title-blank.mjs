import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'company-below-title-blank',
	kind: 'html',
	description: 'Title on its own line, a blank line, then the company and the dates on a line below ("Company | Mar 2019 - Jun 2021"), as word-processor resumes with spacing paragraphs look.',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 10pt; padding: 0.7in 0.8in; } h1 { font-size: 20pt; margin: 0; } h2 { font-size: 12pt; margin: 16px 0 4px; border-bottom: 1px solid #999; }
.tt { font-weight: bold; font-size: 10.5pt; margin-top: 10px; } .gap { height: 12pt; }`;
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'Mon YYYY', sep: ' - ' });
				return `<div class="tt">${esc(r.title)}</div><div class="gap"></div><div>${esc(r.company)}${r.location ? `, ${esc(r.location)}` : ''}${dates ? ` | ${esc(dates)}` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div><div>${esc(person.phone)} | ${esc(person.email)} | ${esc(person.location)}</div>${person.links.map((l) => `<div>${esc(l)}</div>`).join('')}
<h2>${esc(t(person, 'Summary', 'Resumo'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div class="tt">${esc(e.degree)}</div><div>${esc(e.institution)} | ${esc(e.end)}</div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(', '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name} (${l.level})`).join(', '))}</p>`;
		return page({ person, css, body, paper: 'Letter' });
	}
};
