import { esc, monthsOf, page, range, t } from './shared.mjs';
import { choose } from '../reshape.mjs';

/**
 * A job-board profile exported to PDF (Indeed-like): name, then the place, e-mail and phone on
 * lines of their own; "Work Experience" entries as "Title" / "Company - City, ST" / "March 2019 to
 * Present" / one description paragraph; "Education" with a span of years; "Skills" as "• Skill (N
 * years)"; certifications, languages and links as short lists. Plain sans, thin grey rules.
 */

const SANS = "'Liberation Sans', Arial, 'DejaVu Sans', sans-serif";

/**
 * Years the person has used a skill, as the board asks for it: the dated roles that list it, at
 * least 1; a skill no dated role lists gets a small number from the seed.
 * @param {import('../person.mjs').CorpusPerson} person @param {string} skill @param {number} i
 */
function yearsOf(person, skill, i) {
	const months = person.roles.filter((r) => r.skills.includes(skill)).reduce((sum, r) => sum + (monthsOf(r) ?? 0), 0);
	return months ? Math.max(1, Math.round(months / 12)) : 1 + choose(person, 10 + i, 5);
}

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'indeed-like-export',
	kind: 'html',
	description: 'Job-board profile export (Indeed-like): name, place, e-mail and phone on separate lines; "Work Experience" as "Title" / "Company - City, ST" / "March 2019 to Present" / a description paragraph; skills as "• Skill (N years)".',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		const pt = lang === 'pt';
		const css = `body { font-family: ${SANS}; font-size: 10pt; padding: 0.55in 0.65in; color: #2d2d2d; line-height: 1.35; }
h1 { font-size: 21pt; margin: 0 0 4px; font-weight: bold; } .hl { font-size: 11pt; margin-bottom: 4px; } .ln { margin: 0; }
h2 { font-size: 13pt; margin: 16px 0 6px; padding-bottom: 3px; border-bottom: 1px solid #bdbdbd; font-weight: bold; }
.job { margin: 0 0 11px; } .tt { font-weight: bold; font-size: 10.5pt; } .sub { margin: 0; } .dt { color: #595959; margin: 0 0 3px; }
.plain { list-style: none; padding-left: 0; margin: 0; } .plain li::before { content: '• '; }`;
		const dateOpts = pt ? /** @type {const} */ ({ style: 'Month YYYY', sep: ' até ', present: 'o momento' }) : /** @type {const} */ ({ style: 'Month YYYY', sep: ' to ', present: 'Present' });
		const jobs = person.roles
			.map((r) => {
				const dates = range(r, lang, dateOpts);
				return `<div class="job"><div class="tt">${esc(r.title)}</div><div class="sub">${esc(r.company)}${r.location ? ` - ${esc(r.location)}` : ''}</div>${dates ? `<div class="dt">${esc(dates)}</div>` : ''}${r.bullets.length ? `<div>${esc(r.bullets.join(' '))}</div>` : ''}</div>`;
			})
			.join('');
		const spans = choose(person, 1, 2) === 0;
		const edu = person.education
			.map((e) => {
				const long = /Bachelor|Juris|Bacharelado|Graduação|Licenciatura/.test(e.degree) ? 4 : 2;
				const when = spans ? `${Number(e.end) - long} ${t(person, 'to', 'até')} ${e.end}` : e.end;
				return `<div class="job"><div class="tt">${esc(e.degree)}</div><div class="sub">${esc(e.institution)}</div><div class="dt">${esc(when)}</div></div>`;
			})
			.join('');
		const unit = (/** @type {number} */ n) => (pt ? (n === 1 ? 'ano' : 'anos') : n === 1 ? 'year' : 'years');
		const skills = person.skills.map((s, i) => {
			const n = yearsOf(person, s.name, i);
			return `<li>${esc(s.surface)} (${n} ${unit(n)})</li>`;
		});
		const body = `<h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div>
<p class="ln">${esc(person.location)}</p><p class="ln">${esc(person.email)}</p><p class="ln">${esc(person.phone)}</p>
${pt ? '' : '<p class="ln" style="margin-top:6px">Authorized to work in the US for any employer</p>'}
<h2>${esc(t(person, 'Summary', 'Resumo'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Work Experience', 'Experiência profissional'))}</h2>${jobs}
<h2>${esc(t(person, 'Education', 'Formação acadêmica'))}</h2>${edu}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><ul class="plain">${skills.join('')}</ul>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications and Licenses', 'Certificações e licenças'))}</h2>${person.certifications.map((c) => `<div class="job"><div class="tt">${esc(c)}</div></div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><ul class="plain">${person.languages.map((l) => `<li>${esc(l.name)} - ${esc(l.level)}</li>`).join('')}</ul>
${person.links.length ? `<h2>Links</h2><ul class="plain">${person.links.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>` : ''}`;
		return page({ person, css, body, paper: pt ? 'A4' : 'Letter' });
	}
};
