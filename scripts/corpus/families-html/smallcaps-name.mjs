import { SERIF, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'smallcaps-name',
	kind: 'html',
	description: 'Name in letter-spaced small caps (CSS letter-spacing + font-variant: small-caps), moderncv-like: dates in a left column, "Title at Company" style rows.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SERIF}; font-size: 10pt; padding: 16mm 18mm; }
.name { font-variant: small-caps; letter-spacing: 4px; font-size: 26pt; color: #3c5a99; } .hl { font-style: italic; color: #666; font-size: 12pt; }
h2 { color: #3c5a99; font-weight: normal; font-size: 14pt; margin: 14px 0 6px; } .row { display: flex; margin: 4px 0; } .l { width: 38mm; flex: none; text-align: right; padding-right: 5mm; color: #555; font-size: 9pt; } .r { flex: 1; }`;
		const row = (/** @type {string} */ l, /** @type {string} */ r) => `<div class="row"><div class="l">${l}</div><div class="r">${r}</div></div>`;
		const roles = person.roles
			.map((r) => row(esc(range(r, lang, { style: 'Mon YYYY', sep: '–' })), `<b>${esc(r.title)}</b>, <i>${esc(r.company)}</i>${r.location ? `, ${esc(r.location)}` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`))
			.join('');
		const body = `<div class="name">${esc(person.name)}</div><div class="hl">${esc(person.headline)}</div>
<div style="text-align:right">${[person.location, person.phone, person.email, ...person.links].map(esc).join('<br>')}</div>
${row('', `<i>${esc(person.summary)}</i>`)}
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => row(esc(e.end), `<b>${esc(e.degree)}</b>, <i>${esc(e.institution)}</i>`)).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2>${row(esc(t(person, 'Main', 'Principais')), esc(person.skills.map((s) => s.surface).join(', ')))}
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => row('', esc(c))).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2>${person.languages.map((l) => row(esc(l.name), esc(l.level))).join('')}`;
		return page({ person, css, body });
	}
};
