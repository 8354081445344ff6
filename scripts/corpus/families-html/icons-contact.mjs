import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'icons-contact',
	kind: 'html',
	description: 'Unicode symbols before each contact item (✉ ☎ ⌂ 🔗-like ➚) and before section headings (★ ✎); roles "Title · Company" with dates on the right.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; padding: 14mm 15mm; } h1 { font-size: 22pt; margin: 0; } .ct span { margin-right: 14px; white-space: nowrap; }
h2 { font-size: 11.5pt; margin: 14px 0 4px; color: #283593; } .r { display: flex; justify-content: space-between; margin-top: 7px; } .r b { font-weight: bold; }`;
		const roles = person.roles
			.map((r) => `<div class="r"><span><b>${esc(r.title)}</b> · ${esc(r.company)}</span><span>${esc(range(r, lang, { style: 'mon/YYYY', sep: ' → ', present: t(person, 'present', 'atual') }))}</span></div>${r.location ? `<div>⌖ ${esc(r.location)}</div>` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`)
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div>
<div class="ct"><span>✉ ${esc(person.email)}</span><span>☎ ${esc(person.phone)}</span><span>⌂ ${esc(person.location)}</span>${person.links.map((l) => `<span>➚ ${esc(l)}</span>`).join('')}</div>
<h2>✎ ${esc(t(person, 'Summary', 'Resumo'))}</h2><p>${esc(person.summary)}</p>
<h2>★ ${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}
<h2>✦ ${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div class="r"><span><b>${esc(e.degree)}</b> · ${esc(e.institution)}</span><span>${esc(e.end)}</span></div>`).join('')}
<h2>⚙ ${esc(t(person, 'Skills', 'Competências'))}</h2><p>${person.skills.map((s) => `▸ ${esc(s.surface)}`).join('  ')}</p>
${person.certifications.length ? `<h2>✔ ${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>✔ ${esc(c)}</div>`).join('')}` : ''}
<h2>☷ ${esc(t(person, 'Languages', 'Idiomas'))}</h2>${person.languages.map((l) => `<div>◆ ${esc(l.name)} — ${esc(l.level)}</div>`).join('')}`;
		return page({ person, css, body });
	}
};
