import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'sidebar-right',
	kind: 'html',
	description: 'Two columns with the sidebar RIGHT (contact, skills as tags, languages, education); main column first in the page with roles as "Company" heading then "Title, dates".',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; color: #222; }
.wrap { display: flex; padding: 12mm 10mm; gap: 8mm; }
.main { flex: 1; } .side { width: 60mm; border-left: 2px solid #0a7; padding-left: 6mm; }
h1 { font-size: 24pt; margin: 0; color: #064; } .hl { font-size: 11pt; margin: 2px 0 10px; }
h2 { color: #064; font-size: 11pt; margin: 12px 0 4px; }
.tag { display: inline-block; border: 1px solid #0a7; border-radius: 8px; padding: 1px 6px; margin: 2px 2px; font-size: 8.5pt; }
.co { font-weight: bold; font-size: 10.5pt; margin-top: 8px; } .tt { font-style: italic; }`;
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'Month YYYY', sep: ' to ', present: t(person, 'present', 'o momento') });
				return `<div class="co">${esc(r.company)}</div><div class="tt">${esc(r.title)}${dates ? `, ${esc(dates)}` : ''}</div>${r.location ? `<div>${esc(r.location)}</div>` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`;
			})
			.join('');
		const body = `<div class="wrap"><main class="main"><h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}</main>
<aside class="side"><h2>${esc(t(person, 'Contact', 'Contato'))}</h2>${[person.phone, person.email, person.location, ...person.links].map((c) => `<div>${esc(c)}</div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Habilidades'))}</h2>${person.skills.map((s) => `<span class="tag">${esc(s.surface)}</span>`).join(' ')}
<h2>${esc(t(person, 'Education', 'Educação'))}</h2>${person.education.map((e) => `<div><b>${esc(e.degree)}</b><br>${esc(e.institution)}<br>${esc(e.end)}</div>`).join('<br>')}
${person.certifications.length ? `<h2>${esc(t(person, 'Certificates', 'Certificados'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2>${person.languages.map((l) => `<div>${esc(l.name)}: ${esc(l.level)}</div>`).join('')}</aside></div>`;
		return page({ person, css, body, paper: 'Letter' });
	}
};
