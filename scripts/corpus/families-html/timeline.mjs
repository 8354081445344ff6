import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'timeline',
	kind: 'html',
	description: 'Timeline layout: a narrow date column on the left ("2019 – 2021" stacked), a vertical rule with dots, title and company to the right.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; padding: 14mm 14mm; }
h1 { font-size: 22pt; margin: 0; color: #bf360c; } h2 { font-size: 11pt; margin: 14px 0 6px; text-transform: uppercase; color: #bf360c; }
.tl { display: flex; } .when { width: 30mm; flex: none; text-align: right; padding-right: 5mm; color: #666; font-size: 8.5pt; padding-top: 1px; }
.what { flex: 1; border-left: 2px solid #ffab91; padding: 0 0 8px 5mm; position: relative; }
.what::before { content: ''; position: absolute; left: -5px; top: 3px; width: 8px; height: 8px; border-radius: 4px; background: #bf360c; }
.tt { font-weight: bold; } .co { font-style: italic; }`;
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'Mon YYYY', sep: ' –<br>', present: t(person, 'Present', 'Atual') });
				return `<div class="tl"><div class="when">${dates.split(' –<br>').map(esc).join(' –<br>')}</div><div class="what"><div class="tt">${esc(r.title)}</div><div class="co">${esc(r.company)}${r.location ? `, ${esc(r.location)}` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div></div>`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div><div>${[person.email, person.phone, person.location, ...person.links].map(esc).join(' — ')}</div>
<p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Experience', 'Trajetória'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div class="tl"><div class="when">${esc(e.end)}</div><div class="what"><div class="tt">${esc(e.degree)}</div><div class="co">${esc(e.institution)}</div></div></div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><div>${esc(person.skills.map((s) => s.surface).join(' / '))}</div>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><div>${esc(person.languages.map((l) => `${l.name} — ${l.level}`).join(' / '))}</div>`;
		return page({ person, css, body });
	}
};
