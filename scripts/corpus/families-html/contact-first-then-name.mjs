import { SERIF, SANS, esc, page, range, t } from './shared.mjs';
import { choose } from '../reshape.mjs';

/**
 * The contact line printed ABOVE the name (e-mail | phone | city, small, at the very top of the
 * page), the name centred below it in large type, a tagline (the headline) under the name, then
 * a rule. Body in one column: "Title" bold with the dates right, "Company, Place" in italics below.
 */

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'contact-first-then-name',
	kind: 'html',
	description: 'Contact line (e-mail | phone | city) printed ABOVE the name; the name centred below in large type, a tagline under it; roles as bold title with dates right, company in italics below.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const serifName = choose(person, 1, 2) === 0;
		const left = choose(person, 2, 3) === 0;
		const css = `body { font-family: ${SANS}; font-size: 9.8pt; padding: 9mm 17mm 14mm; }
.ct { font-size: 8.5pt; color: #444; text-align: ${left ? 'left' : 'center'}; padding-bottom: 5mm; }
h1 { font-family: ${serifName ? SERIF : SANS}; font-size: 31pt; font-weight: ${serifName ? 'normal' : 'bold'}; text-align: center; margin: 0; letter-spacing: ${serifName ? '1px' : '0'}; }
.tag { text-align: center; font-size: 11pt; color: #555; margin: 3px 0 6mm; letter-spacing: 2px; text-transform: uppercase; }
hr { border: 0; border-top: 2px solid #222; margin: 0 0 4mm; }
h2 { font-size: 10.5pt; text-transform: uppercase; margin: 12px 0 5px; letter-spacing: 1px; }
.job { margin: 6px 0 7px; } .top { display: flex; justify-content: space-between; } .tt { font-weight: bold; } .dt { white-space: nowrap; } .co { font-style: italic; }`;
		const jobs = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: lang === 'pt' ? 'MM/YYYY' : 'Month YYYY', sep: ' – ', present: t(person, 'Present', 'Atual') });
				return `<div class="job"><div class="top"><span class="tt">${esc(r.title)}</span><span class="dt">${esc(dates)}</span></div><div class="co">${esc(r.company)}${r.location ? `, ${esc(r.location)}` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`;
			})
			.join('');
		const body = `<div class="ct">${[person.email, person.phone, person.location, ...person.links].map(esc).join(' &nbsp;|&nbsp; ')}</div>
<h1>${esc(person.name)}</h1>
<div class="tag">${esc(person.headline)}</div><hr>
<p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Professional Experience', 'Experiência Profissional'))}</h2>${jobs}
<h2>${esc(t(person, 'Education', 'Formação Acadêmica'))}</h2>${person.education.map((e) => `<div class="top"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.end)}</span></div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Habilidades'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(' · '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2><ul>${person.certifications.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name} (${l.level})`).join(', '))}</p>`;
		return page({ person, css, body, paper: lang === 'en' ? 'Letter' : 'A4' });
	}
};
