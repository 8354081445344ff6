import { SANS, esc, groups, page, range, t } from './shared.mjs';
import { choose, joinEmployer } from '../reshape.mjs';

/**
 * Roles grouped under their employer: a company heading with its city, then two or three titles
 * under it, each with its own dates and duties (the later titles name no company: they inherit
 * the heading's), beside companies that had one role. More people here were promoted than in the
 * generator at large: one run of consecutive roles (two for long careers) is put at one employer.
 */

/** Joins `wanted` runs of consecutive roles at one employer, where roles and their neighbours have distinct employers. @param {import('../person.mjs').CorpusPerson} person */
function promote(person) {
	const roles = person.roles;
	const n = roles.length;
	const wanted = n >= 6 ? 2 : n >= 3 ? 1 : 0;
	let done = 0;
	for (let k = 0; k < n && done < wanted; k++) {
		const at = (choose(person, 5 + done, n - 1) + k) % (n - 1);
		const size = n - at >= 3 && choose(person, 7 + done, 3) === 0 ? 3 : 2;
		const run = roles.slice(at, at + size);
		const alone = new Set(run.map((r) => r.company)).size === run.length && roles[at - 1]?.company !== run[0].company && roles[at + size]?.company !== run[run.length - 1].company;
		if (alone && joinEmployer(person, at, size)) done++;
	}
}

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'grouped-roles-by-company',
	kind: 'html',
	description: 'Roles grouped by employer: a company heading with its city, then two or three titles under it each with its own dates (later titles inherit the company), beside single-role companies.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		promote(person);
		const css = `body { font-family: ${SANS}; font-size: 9.8pt; padding: 15mm 16mm; }
h1 { font-size: 22pt; margin: 0; font-weight: 300; letter-spacing: 0.5px; } .hl { font-size: 11pt; font-weight: bold; color: #3a5a40; margin: 2px 0 4px; }
.ct { font-size: 8.8pt; color: #444; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 1.5px; color: #3a5a40; margin: 14px 0 4px; border-bottom: 1px solid #3a5a40; padding-bottom: 2px; }
.co { display: flex; justify-content: space-between; margin-top: 9px; font-weight: bold; font-size: 10.5pt; } .pl { font-weight: normal; color: #555; font-size: 9.5pt; }
.role { margin: 3px 0 0 14px; } .top { display: flex; justify-content: space-between; } .tt { font-style: italic; } .dt { color: #555; font-size: 9pt; white-space: nowrap; }`;
		const exp = groups(person.roles)
			.map(
				(g) =>
					`<div class="co"><span>${esc(g.company)}</span>${g.location ? `<span class="pl">${esc(g.location)}</span>` : ''}</div>${g.roles
						.map((r) => {
							const dates = range(r, lang, { style: lang === 'pt' ? 'mon/YYYY' : 'Mon YYYY', sep: ' – ', present: t(person, 'Present', 'atual') });
							return `<div class="role"><div class="top"><span class="tt">${esc(r.title)}</span><span class="dt">${esc(dates)}</span></div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`;
						})
						.join('')}`
			)
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div>
<div class="ct">${[person.phone, person.email, person.location, ...person.links].map(esc).join(' · ')}</div>
<h2>${esc(t(person, 'Profile', 'Perfil'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Work History', 'Trajetória Profissional'))}</h2>${exp}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div class="top"><span><b>${esc(e.institution)}</b> — ${esc(e.degree)}</span><span class="dt">${esc(e.end)}</span></div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(', '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name} — ${l.level}`).join('; '))}</p>`;
		return page({ person, css, body, paper: lang === 'en' ? 'Letter' : 'A4' });
	}
};
