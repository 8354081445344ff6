import { MONO, dayOf, esc, page, range, t } from './shared.mjs';

const UNITS = { en: ['North Unit', 'Unit 2', 'Main Office', 'East Site', 'Central Branch'], pt: ['Unidade Norte', 'Unidade 2', 'Sede', 'Filial Leste', 'Unidade Centro'] };

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'company-dept-title',
	kind: 'html',
	description: 'Plain monospace export: "Company - Unit - Title" on one line with the dates pushed right by spaces, bullets as hyphen lines; headings underlined with "=".',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${MONO}; font-size: 8.6pt; padding: 0.6in; white-space: pre-wrap; } h2 { font-size: 9pt; margin: 12px 0 0; } .u { margin: 0 0 4px; }`;
		const heading = (/** @type {string} */ s) => `<h2>${esc(s.toUpperCase())}</h2><div class="u">${'='.repeat(s.length)}</div>`;
		const width = 88;
		const roles = person.roles
			.map((r) => {
				const left = `${r.company} - ${UNITS[lang][dayOf(r.company + r.title) % UNITS[lang].length]} - ${r.title}`;
				const dates = range(r, lang, { style: 'MM/YYYY', sep: ' - ', present: t(person, 'Present', 'Atual') });
				const pad = Math.max(3, width - left.length - dates.length);
				return `<div>${esc(left)}${' '.repeat(pad)}${esc(dates)}</div>${r.location ? `<div>${esc(r.location)}</div>` : ''}${r.bullets.map((b) => `<div>  - ${esc(b)}</div>`).join('')}<div> </div>`;
			})
			.join('');
		const body = `<div><b>${esc(person.name)}</b></div><div>${esc(person.headline)}</div><div>${esc(person.email)} | ${esc(person.phone)} | ${esc(person.location)}</div>${person.links.map((l) => `<div>${esc(l)}</div>`).join('')}
${heading(t(person, 'Summary', 'Resumo'))}<div>${esc(person.summary)}</div>
${heading(t(person, 'Experience', 'Experiência'))}${roles}
${heading(t(person, 'Education', 'Formação'))}${person.education.map((e) => `<div>${esc(e.degree)} - ${esc(e.institution)} - ${esc(e.end)}</div>`).join('')}
${heading(t(person, 'Skills', 'Competências'))}<div>${esc(person.skills.map((s) => s.surface).join(', '))}</div>
${person.certifications.length ? `${heading(t(person, 'Certifications', 'Certificações'))}${person.certifications.map((c) => `<div>  - ${esc(c)}</div>`).join('')}` : ''}
${heading(t(person, 'Languages', 'Idiomas'))}${person.languages.map((l) => `<div>${esc(l.name)}: ${esc(l.level)}</div>`).join('')}`;
		return page({ person, css, body, paper: 'Letter' });
	}
};
