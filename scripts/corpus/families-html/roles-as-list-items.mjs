import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'roles-as-list-items',
	kind: 'html',
	description: 'Roles written as list items "Title, Company (2019–2021)" with the bullets nested below; short resume with an inline contact line.',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 10pt; padding: 0.7in; } h1 { font-size: 17pt; margin: 0; } h2 { font-size: 11pt; margin: 14px 0 4px; }
ol.jobs > li { margin: 6px 0; } ol.jobs ul { list-style: circle; }`;
		const jobs = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'MM/YYYY', sep: '–', present: t(person, 'present', 'atual') });
				return `<li>${esc(r.title)}, ${esc(r.company)}${r.location ? `, ${esc(r.location)}` : ''}${dates ? ` (${esc(dates)})` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</li>`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)} · ${esc(person.location)} · ${esc(person.phone)} · ${esc(person.email)}${person.links.map((l) => ` · ${esc(l)}`).join('')}</div>
<p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Jobs', 'Empregos'))}</h2><ol class="jobs">${jobs}</ol>
<h2>${esc(t(person, 'Schooling', 'Estudos'))}</h2><ul>${person.education.map((e) => `<li>${esc(e.degree)}, ${esc(e.institution)} (${esc(e.end)})</li>`).join('')}</ul>
<h2>${esc(t(person, 'Skills', 'Habilidades'))}</h2><ul>${person.skills.map((s) => `<li>${esc(s.surface)}</li>`).join('')}</ul>
${person.certifications.length ? `<h2>${esc(t(person, 'Certificates', 'Certificados'))}</h2><ul>${person.certifications.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><ul>${person.languages.map((l) => `<li>${esc(l.name)} — ${esc(l.level)}</li>`).join('')}</ul>`;
		return page({ person, css, body, paper: 'Letter' });
	}
};
