import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'huge-uppercase-name',
	kind: 'html',
	description: 'Poster header: the name upper-cased (text-transform) in a huge font, wrapped over two lines; contact under a thick rule; dates after the company in brackets.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; padding: 12mm 14mm; }
.name { text-transform: uppercase; font-size: 44pt; line-height: 1; font-weight: 800; width: 120mm; letter-spacing: -1px; } .hl { font-size: 13pt; margin: 6px 0; }
.rule { border-top: 5px solid #111; margin: 6px 0; } h2 { font-size: 12pt; text-transform: uppercase; margin: 14px 0 4px; }
.tt { font-weight: bold; margin-top: 7px; }`;
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'MM/YYYY', sep: ' - ', present: t(person, 'now', 'hoje') });
				return `<div class="tt">${esc(r.title)}</div><div>${esc(r.company)}${dates ? ` [${esc(dates)}]` : ''}${r.location ? ` · ${esc(r.location)}` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`;
			})
			.join('');
		const body = `<div class="name">${esc(person.name)}</div><div class="hl">${esc(person.headline)}</div><div class="rule"></div>
<div>${[person.phone, person.email, person.location, ...person.links].map(esc).join('   /   ')}</div>
<h2>${esc(t(person, 'Profile', 'Perfil'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div>${esc(e.degree)} — ${esc(e.institution)} [${esc(e.end)}]</div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(', '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name}: ${l.level}`).join(', '))}</p>`;
		return page({ person, css, body });
	}
};
