import { SERIF, esc, page, range, t } from './shared.mjs';
import { choose, detachSkills, toYears, undate } from '../reshape.mjs';

/**
 * A functional (skills-based) resume: qualifications, competencies and achievements first, the
 * achievements written apart from any job; then a short "Employment History" of one-liners with no
 * bullets ("Company, City, ST — Title (2019–2021)" / "Empresa — Cidade/UF · Cargo · 2019 a
 * 2021"). Most people write years only; the oldest jobs of a long career go undated.
 */

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'functional-resume',
	kind: 'html',
	description: 'Functional resume: summary, competencies and achievements first (not tied to any job), then "Employment History" one-liners without bullets ("Company, City, ST — Title (2019–2021)"), years only for most people, the oldest jobs undated.',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		// What the document shows, so what the truth says: no job owns the achievements; years only
		// for most people; the oldest jobs of a long career without dates.
		detachSkills(person);
		if (choose(person, 1, 10) < 7) for (const role of person.roles) toYears(role);
		const n = person.roles.length;
		const undated = n >= 4 ? Math.min(2, 1 + choose(person, 2, 2)) : 0;
		for (const role of person.roles.slice(n - undated)) undate(role);

		const pt = lang === 'pt';
		const css = `body { font-family: ${SERIF}; font-size: 10.5pt; padding: 0.6in 0.7in; line-height: 1.3; }
h1 { font-size: 22pt; margin: 0; letter-spacing: 1px; text-align: center; } .hl { text-align: center; font-style: italic; margin: 2px 0; }
.ct { text-align: center; font-size: 9.5pt; margin-bottom: 10px; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1.5px; margin: 14px 0 5px; padding-bottom: 2px; border-bottom: 1.5px solid #333; }
.grid { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 2px 14px; padding-left: 0; list-style: none; margin: 0; }
.grid li::before { content: '▪ '; }
.job { margin: 2px 0; } .ach li { margin: 2px 0; }`;
		const line = (/** @type {import('../person.mjs').CorpusRole} */ r) => {
			const dates = range(r, lang, pt ? { style: 'MM/YYYY', sep: ' a ', present: 'atual' } : { style: 'MM/YYYY', sep: '–', present: 'Present' });
			if (pt) {
				const where = r.location ? r.location.replace(', ', '/') : '';
				return [`<b>${esc(r.company)}</b>`, esc(where), esc(r.title), esc(dates)].filter(Boolean).join(' · ').replace(' · ', ' — ');
			}
			return `<b>${esc(r.company)}</b>${r.location ? `, ${esc(r.location)}` : ''} — ${esc(r.title)}${dates ? ` (${esc(dates)})` : ''}`;
		};
		const achievements = person.roles.flatMap((r) => r.bullets);
		const body = `<h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div>
<div class="ct">${[person.location, person.phone, person.email, ...person.links].map(esc).join(' &nbsp;◆&nbsp; ')}</div>
<h2>${esc(t(person, 'Summary of Qualifications', 'Resumo de Qualificações'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Core Competencies', 'Competências'))}</h2><ul class="grid">${person.skills.map((s) => `<li>${esc(s.surface)}</li>`).join('')}</ul>
${achievements.length ? `<h2>${esc(t(person, 'Selected Accomplishments', 'Principais Realizações'))}</h2><ul class="ach">${achievements.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}
<h2>${esc(t(person, 'Employment History', 'Histórico Profissional'))}</h2>${person.roles.map((r) => `<div class="job">${line(r)}</div>`).join('')}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div>${esc(e.degree)}, ${esc(e.institution)}, ${esc(e.end)}</div>`).join('')}
${person.certifications.length ? `<h2>${esc(t(person, 'Licenses and Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name} (${l.level})`).join(', '))}</p>`;
		return page({ person, css, body, paper: pt ? 'A4' : 'Letter' });
	}
};
