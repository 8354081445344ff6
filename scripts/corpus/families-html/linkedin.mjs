import { SANS, duration, esc, groups, month, monthsOf, page, t } from './shared.mjs';

/** @typedef {import('../person.mjs').CorpusPerson} CorpusPerson */
/** @typedef {import('../person.mjs').CorpusRole} CorpusRole */

/**
 * "January 2020 - Present (3 years 2 months)" as LinkedIn's "Save to PDF" writes a role; years
 * only for a year-only role, nothing for an undated one.
 * @param {CorpusRole} r @param {CorpusPerson} person
 */
function dates(r, person) {
	const lang = person.language;
	if (!r.start) return '';
	if (r.yearOnly) {
		const end = r.end === 'present' ? t(person, 'Present', 'o momento') : (r.end ?? '').slice(0, 4);
		return `${r.start.slice(0, 4)} - ${end}`;
	}
	const end = r.end === 'present' ? t(person, 'Present', 'o momento') : month(/** @type {string} */ (r.end), lang, 'Month YYYY');
	return `${month(r.start, lang, 'Month YYYY')} - ${end} (${duration(/** @type {number} */ (monthsOf(r)), lang)})`;
}

/** @param {CorpusPerson} person */
function render(person) {
	const lang = person.language;
	const css = `body { font-family: ${SANS}; font-size: 10pt; color: #000; }
.wrap { display: flex; min-height: 279mm; }
.side { width: 62mm; background: #e8e8e8; padding: 12mm 6mm; font-size: 9.5pt; }
.side h3 { font-size: 12pt; margin: 14px 0 6px; } .side div { margin: 3px 0; overflow-wrap: anywhere; }
.main { flex: 1; padding: 12mm 10mm; }
h1 { font-size: 24pt; margin: 0; font-weight: normal; } .hl { font-size: 11pt; margin: 4px 0; } .loc { color: #666; }
h2 { font-size: 15pt; font-weight: normal; margin: 16px 0 6px; }
.co { font-size: 11.5pt; margin-top: 10px; } .tot { color: #555; } .tt { font-size: 11pt; font-weight: bold; margin-top: 4px; } .dt, .pl { color: #555; }
.b { margin: 2px 0; }`;
	const exp = groups(person.roles)
		.map((g) => {
			const total = g.start && !g.yearOnly && g.roles.length > 1 ? `<div class="tot">${esc(duration(/** @type {number} */ (monthsOf({ start: g.start, end: g.end })), lang))}</div>` : '';
			return `<div class="co">${esc(g.company)}</div>${total}${g.roles
				.map((r) => {
					const d = dates(r, person);
					return `<div class="tt">${esc(r.title)}</div>${d ? `<div class="dt">${esc(d)}</div>` : ''}${r.location ? `<div class="pl">${esc(r.location)}</div>` : ''}${r.bullets.map((b) => `<div class="b">${esc(b)}</div>`).join('')}`;
				})
				.join('')}`;
		})
		.join('');
	const body = `<div class="wrap"><aside class="side">
<h3>${esc(t(person, 'Contact', 'Contato'))}</h3><div>${esc(person.phone)}</div><div>${esc(person.email)}</div>${person.links.map((l) => `<div>${esc(l)}</div>`).join('')}
<h3>${esc(t(person, 'Top Skills', 'Principais competências'))}</h3>${person.skills.map((s) => `<div>${esc(s.surface)}</div>`).join('')}
<h3>${esc(t(person, 'Languages', 'Idiomas'))}</h3>${person.languages.map((l) => `<div>${esc(l.name)} (${esc(l.level)})</div>`).join('')}
${person.certifications.length ? `<h3>${esc(t(person, 'Certifications', 'Certificações'))}</h3>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
</aside><main class="main"><h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div><div class="loc">${esc(person.location)}</div>
<h2>${esc(t(person, 'Summary', 'Resumo'))}</h2><div>${esc(person.summary)}</div>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${exp}
<h2>${esc(t(person, 'Education', 'Formação acadêmica'))}</h2>${person.education.map((e) => `<div class="co">${esc(e.institution)}</div><div class="dt">${esc(e.degree)} · (${esc(e.end)})</div>`).join('')}
</main></div>`;
	return page({ person, css, body, paper: 'Letter' });
}

/** @type {import('../person.mjs').HtmlFamily} */
export const linkedinEn = {
	id: 'linkedin-export-en',
	kind: 'html',
	description: 'LinkedIn "Save to PDF" look-alike: grey left column (Contact, Top Skills, Languages, Certifications); company first with total duration, roles grouped under it, "January 2020 - Present (3 years 2 months)".',
	languages: ['en'],
	paper: 'Letter',
	html: render
};

/** @type {import('../person.mjs').HtmlFamily} */
export const linkedinPt = {
	id: 'linkedin-export-pt',
	kind: 'html',
	description: 'LinkedIn PDF look-alike in Portuguese: "Principais competências", "Experiência", "janeiro de 2020 - o momento (3 anos e 2 meses)", roles grouped under the company.',
	languages: ['pt'],
	paper: 'Letter',
	html: render
};
