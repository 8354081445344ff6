import { esc, page, range, t } from './shared.mjs';
import { choose } from '../reshape.mjs';

/**
 * A designed header band: an initials monogram in a circle ("MS", set as text), the first name and
 * the surname on two lines in different weights and sizes ("MARIA" heavy / "SOUZA" light, upper-
 * cased for some people), the headline under them, and the contact as a row of chips, each an
 * icon glyph and its text. Body in one column: title in capitals, "Company · Place" in the accent
 * colour, dates on the right.
 */

const PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
const LATO = "'Lato', 'DejaVu Sans', 'Liberation Sans', sans-serif";

/** The name as two lines: ["Maria", "da Silva"], ["Ana Beatriz", "Costa"] or ["Ana", "Beatriz Costa"]. @param {string} name @param {boolean} firstWordOnly */
export function nameLines(name, firstWordOnly) {
	const words = name.split(' ');
	let cut = firstWordOnly ? 1 : words.length - 1;
	while (cut > 1 && PARTICLES.has(words[cut - 1])) cut--;
	if (cut >= words.length) cut = words.length - 1;
	return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
}

/** "MS": the first letters of the first and the last word that is not a particle. @param {string} name */
export function initials(name) {
	const words = name.split(' ').filter((w) => !PARTICLES.has(w) && /^\p{L}/u.test(w));
	return `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
}

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'name-two-weights',
	kind: 'html',
	description: 'Header band with an initials monogram ("MS") drawn as text, first name and surname on two lines in different weights and sizes ("MARIA" heavy / "SOUZA" light), headline under, contact as a row of icon + text chips.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const accent = ['#0f5c63', '#6b2d5c', '#2f4b8a', '#8a4b16'][choose(person, 1, 4)];
		const upper = choose(person, 2, 3) !== 0;
		const [first, last] = nameLines(person.name, choose(person, 3, 2) === 0);
		// Each line stays one line: long names get a smaller size (about 380pt of band beside the monogram).
		const fit = (/** @type {number} */ size, /** @type {string} */ text, /** @type {number} */ perChar) => Math.min(size, Math.floor(380 / (text.length * perChar)));
		const size1 = fit(30, first, upper ? 0.8 : 0.62);
		const size2 = fit(25, last, upper ? 0.76 : 0.56);
		const css = `body { font-family: ${LATO}; font-size: 10pt; color: #222; }
.band { background: ${accent}; color: #fff; padding: 11mm 14mm 8mm; display: flex; align-items: center; gap: 9mm; }
.mono { width: 25mm; height: 25mm; border-radius: 50%; border: 2px solid #fff; display: flex; align-items: center; justify-content: center; font-size: 22pt; letter-spacing: 2px; flex: none; }
.n1 { font-size: ${size1}pt; font-weight: 900; line-height: 1; white-space: nowrap; ${upper ? 'text-transform: uppercase; letter-spacing: 3px;' : ''} }
.n2 { font-size: ${size2}pt; font-weight: 300; line-height: 1.1; white-space: nowrap; ${upper ? 'text-transform: uppercase; letter-spacing: 5px;' : ''} }
.hl { margin-top: 3mm; font-size: 11pt; letter-spacing: 1px; opacity: 0.9; }
.chips { display: flex; flex-wrap: wrap; gap: 2mm; padding: 4mm 14mm; background: #f1f3f4; }
.chip { border: 1px solid #c9cfd2; border-radius: 10px; padding: 1px 8px 1px 3px; font-size: 8.5pt; background: #fff; }
.ic { display: inline-block; width: 15px; height: 15px; border-radius: 50%; background: ${accent}; color: #fff; text-align: center; font-size: 8pt; line-height: 15px; margin-right: 4px; font-family: 'DejaVu Sans', sans-serif; }
main { padding: 4mm 14mm 12mm; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 2px; color: ${accent}; margin: 12px 0 5px; display: flex; align-items: center; gap: 8px; }
h2::after { content: ''; flex: 1; border-top: 1px solid #c9cfd2; }
.job { margin: 7px 0; } .top { display: flex; justify-content: space-between; } .tt { font-weight: 700; text-transform: uppercase; font-size: 9.5pt; letter-spacing: 0.5px; }
.dt { color: #777; font-size: 9pt; white-space: nowrap; } .co { color: ${accent}; }`;
		const chip = (/** @type {string} */ icon, /** @type {string} */ text) => `<span class="chip"><span class="ic">${icon}</span>${esc(text)}</span>`;
		const jobs = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: lang === 'pt' ? 'mon/YYYY' : 'Mon YYYY', sep: ' — ', present: t(person, 'Now', 'Atual') });
				return `<div class="job"><div class="top"><span class="tt">${esc(r.title)}</span>${dates ? `<span class="dt">${esc(dates)}</span>` : ''}</div><div class="co">${esc(r.company)}${r.location ? ` · ${esc(r.location)}` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`;
			})
			.join('');
		const body = `<div class="band"><div class="mono">${esc(initials(person.name))}</div><div><div class="n1">${esc(first)}</div><div class="n2">${esc(last)}</div><div class="hl">${esc(person.headline)}</div></div></div>
<div class="chips">${chip('✉', person.email)}${chip('✆', person.phone)}${chip('⚲', person.location)}${person.links.map((l) => chip('↗', l)).join('')}</div>
<main>
<h2>${esc(t(person, 'Profile', 'Perfil'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${jobs}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div><b>${esc(e.degree)}</b> · ${esc(e.institution)} · ${esc(e.end)}</div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><p>${esc(person.skills.map((s) => s.surface).join('  /  '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name} · ${l.level}`).join('   |   '))}</p>
</main>`;
		return page({ person, css, body, paper: lang === 'en' ? 'Letter' : 'A4' });
	}
};
