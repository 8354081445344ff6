import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'three-column-header',
	kind: 'html',
	description: 'Header in three columns (contact left, name and headline centre, links and place right); body single-column with roles as "Title" bold + "Company, Place" + dates right.',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; padding: 0.5in 0.6in; }
.hd { display: grid; grid-template-columns: 1fr 1.4fr 1fr; align-items: center; border-bottom: 2px solid #444; padding-bottom: 6px; }
.hd .c { text-align: center; } .hd .c .n { font-size: 20pt; font-weight: bold; } .hd .r { text-align: right; } .hd div div { margin: 1px 0; overflow-wrap: anywhere; }
h2 { font-size: 11pt; margin: 12px 0 4px; text-transform: uppercase; letter-spacing: 1px; } .row { display: flex; justify-content: space-between; margin-top: 6px; }`;
		const roles = person.roles
			.map((r) => `<div class="row"><b>${esc(r.title)}</b><span>${esc(range(r, lang, { style: 'MM/YYYY', sep: ' – ' }))}</span></div><div>${esc(r.company)}${r.location ? `, ${esc(r.location)}` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`)
			.join('');
		const body = `<div class="hd"><div><div>${esc(person.phone)}</div><div>${esc(person.email)}</div></div><div class="c"><div class="n">${esc(person.name)}</div><div>${esc(person.headline)}</div></div><div class="r"><div>${esc(person.location)}</div>${person.links.map((l) => `<div>${esc(l)}</div>`).join('')}</div></div>
<h2>${esc(t(person, 'Summary', 'Resumo'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.end)}</span></div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(', '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name} (${l.level})`).join(', '))}</p>`;
		return page({ person, css, body, paper: 'Letter' });
	}
};
