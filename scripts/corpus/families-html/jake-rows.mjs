import { SERIF, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'jake-rows',
	kind: 'html',
	description: 'Jake-style one-pager: company bold left / place right, then title italic left / dates right; small-caps section rules; contact in one line with pipes.',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SERIF}; font-size: 10pt; padding: 0.5in 0.55in; }
h1 { text-align: center; font-size: 24pt; margin: 0; font-weight: bold; }
.contact { text-align: center; font-size: 9pt; margin: 2px 0 6px; }
h2 { font-variant: small-caps; font-size: 13pt; font-weight: normal; border-bottom: 1px solid #000; margin: 10px 0 4px; }
.r { display: flex; justify-content: space-between; } .r1 { margin-top: 5px; font-weight: bold; } .r2 { font-style: italic; font-size: 9.5pt; }
ul { font-size: 9.5pt; }`;
		const rows = (/** @type {string} */ a, /** @type {string} */ b, /** @type {string} */ c, /** @type {string} */ d) =>
			`<div class="r r1"><span>${esc(a)}</span><span>${esc(b)}</span></div><div class="r r2"><span>${esc(c)}</span><span>${esc(d)}</span></div>`;
		const roles = person.roles
			.map((r) => rows(r.company, r.location ?? '', r.title, range(r, lang, { style: 'Mon. YYYY', sep: ' -- ', present: t(person, 'Present', 'Atual') })) + (r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''))
			.join('');
		const edu = person.education.map((e) => rows(e.institution, '', e.degree, e.end)).join('');
		const body = `<h1>${esc(person.name)}</h1>
<div class="contact">${[person.phone, person.email, ...person.links, person.location].map(esc).join(' | ')}</div>
<div style="text-align:center;font-style:italic">${esc(person.headline)}</div>
<h2>${esc(t(person, 'Summary', 'Resumo'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${edu}
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}
<h2>${esc(t(person, 'Technical Skills', 'Habilidades'))}</h2><p><b>${esc(t(person, 'Skills', 'Competências'))}:</b> ${esc(person.skills.map((s) => s.surface).join(', '))}</p>
${person.certifications.length ? `<p><b>${esc(t(person, 'Certifications', 'Certificações'))}:</b> ${esc(person.certifications.join('; '))}</p>` : ''}
<p><b>${esc(t(person, 'Languages', 'Idiomas'))}:</b> ${esc(person.languages.map((l) => `${l.name} (${l.level})`).join(', '))}</p>`;
		return page({ person, css, body, paper: 'Letter' });
	}
};
