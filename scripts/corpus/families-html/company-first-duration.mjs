import { SANS, duration, esc, groupRole, groups, monthsOf, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'company-first-duration',
	kind: 'html',
	description: 'Company-first blocks: company in caps with its total time ("COMPANY · 5 yrs 3 mos"), then each title with its own dates; consecutive roles at one company share a block.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; padding: 14mm 14mm; }
h1 { font-size: 20pt; margin: 0 0 2px; } .hl { font-size: 11pt; color: #444; } .ct { font-size: 9pt; margin: 4px 0 8px; }
h2 { font-size: 11pt; background: #f0f0f0; padding: 2px 6px; margin: 12px 0 6px; }
.co { text-transform: uppercase; font-weight: bold; margin-top: 9px; letter-spacing: 0.5px; } .tot { font-weight: normal; color: #666; text-transform: none; }
.role { margin-left: 10px; margin-top: 3px; } .tt { font-weight: bold; } .dt { color: #555; }`;
		const exp = groups(person.roles)
			.map((g) => {
				const months = g.start && !g.yearOnly ? monthsOf({ start: g.start, end: g.end }) : null;
				const total = months ? ` <span class="tot">· ${esc(duration(months, lang, lang === 'en'))}</span>` : g.start ? ` <span class="tot">· ${esc(range(groupRole(g), lang))}</span>` : '';
				return `<div class="co">${esc(g.company)}${total}</div>${g.location ? `<div class="role">${esc(g.location)}</div>` : ''}${g.roles
					.map((r) => `<div class="role"><span class="tt">${esc(r.title)}</span>${r.start ? ` <span class="dt">(${esc(range(r, lang, { style: 'Mon YYYY', sep: ' – ' }))})</span>` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`)
					.join('')}`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div>
<div class="ct">${[person.email, person.phone, person.location, ...person.links].map(esc).join(' • ')}</div>
<h2>${esc(t(person, 'Professional Summary', 'Resumo Profissional'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Employment History', 'Histórico Profissional'))}</h2>${exp}
<h2>${esc(t(person, 'Key Skills', 'Principais Habilidades'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(' • '))}</p>
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div>${esc(e.end)} — ${esc(e.degree)}, ${esc(e.institution)}</div>`).join('')}
${person.certifications.length ? `<h2>${esc(t(person, 'Licenses & Certifications', 'Registros e Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name}: ${l.level}`).join(' • '))}</p>`;
		return page({ person, css, body });
	}
};
