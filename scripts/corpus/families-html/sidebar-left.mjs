import { SANS, bullets, esc, list, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'sidebar-left',
	kind: 'html',
	description: 'Two columns: grey sidebar LEFT with contact, skills, languages and certifications; name, summary, experience and education right (dates under the title).',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; }
.wrap { display: flex; min-height: 297mm; }
.side { width: 66mm; background: #eceff1; padding: 14mm 7mm; }
.main { flex: 1; padding: 14mm 10mm; }
h1 { font-size: 21pt; margin: 0; } .hl { color: #455a64; font-size: 12pt; margin-bottom: 8px; }
h2 { font-size: 10.5pt; text-transform: uppercase; color: #37474f; margin: 12px 0 4px; letter-spacing: 1px; }
.side div { margin: 2px 0; overflow-wrap: anywhere; } .role { margin-top: 7px; } .role .tt { font-weight: bold; } .role .co { color: #37474f; } .dt { color: #607d8b; font-size: 8.5pt; }`;
		const side = `<h2>${esc(t(person, 'Contact', 'Contato'))}</h2>${[person.email, person.phone, person.location, ...person.links].map((c) => `<div>${esc(c)}</div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2>${person.skills.map((s) => `<div>${esc(s.surface)}</div>`).join('')}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2>${person.languages.map((l) => `<div>${esc(`${l.name} – ${l.level}`)}</div>`).join('')}
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}`;
		const roles = person.roles
			.map((r) => `<div class="role"><div class="tt">${esc(r.title)}</div><div class="co">${esc(r.company)}${r.location ? ` · ${esc(r.location)}` : ''}</div>${r.start ? `<div class="dt">${esc(range(r, lang, { style: 'MM/YYYY', sep: ' - ' }))}</div>` : ''}${bullets(r)}</div>`)
			.join('');
		const body = `<div class="wrap"><aside class="side">${side}</aside><main class="main"><h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div>
<h2>${esc(t(person, 'Profile', 'Perfil'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Work Experience', 'Experiência Profissional'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação Acadêmica'))}</h2>${person.education.map((e) => `<div class="role"><div class="tt">${esc(e.degree)}</div><div class="co">${esc(e.institution)}</div><div class="dt">${esc(e.end)}</div></div>`).join('')}
</main></div>`;
		return page({ person, css, body });
	}
};
