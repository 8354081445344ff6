import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'canva-colour-sidebar',
	kind: 'html',
	description: 'Canva-like: dark coloured left sidebar (white text) with big letter-spaced headings, name split over two lines, dates in a small pill above each title.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const [first, ...rest] = person.name.split(' ');
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; }
.wrap { display: flex; min-height: 297mm; }
.side { width: 70mm; background: #2e4057; color: #fff; padding: 16mm 8mm; }
.main { flex: 1; padding: 16mm 10mm; }
.n1 { font-size: 30pt; font-weight: 300; letter-spacing: 3px; } .n2 { font-size: 30pt; font-weight: bold; letter-spacing: 3px; }
.hl { letter-spacing: 4px; text-transform: uppercase; font-size: 9pt; color: #c0392b; margin: 4px 0 14px; }
h2 { font-size: 13pt; letter-spacing: 5px; text-transform: uppercase; margin: 16px 0 6px; font-weight: bold; }
.side h2 { color: #f6d55c; font-size: 11pt; } .side div { margin: 3px 0; overflow-wrap: anywhere; }
.pill { display: inline-block; background: #f6d55c; color: #2e4057; border-radius: 9px; padding: 0 7px; font-size: 8pt; margin-top: 8px; }
.tt { font-weight: bold; font-size: 10.5pt; } .co { color: #555; }`;
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'Mon YYYY', sep: ' - ' });
				return `${dates ? `<div class="pill">${esc(dates)}</div>` : '<div style="height:8px"></div>'}<div class="tt">${esc(r.title)}</div><div class="co">${esc(r.company)}${r.location ? ` | ${esc(r.location)}` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`;
			})
			.join('');
		const body = `<div class="wrap"><aside class="side">
<h2>${esc(t(person, 'About me', 'Sobre mim'))}</h2><div>${esc(person.summary)}</div>
<h2>${esc(t(person, 'Contact', 'Contato'))}</h2>${[person.phone, person.email, person.location, ...person.links].map((c) => `<div>${esc(c)}</div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Habilidades'))}</h2>${person.skills.map((s) => `<div>• ${esc(s.surface)}</div>`).join('')}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2>${person.languages.map((l) => `<div>${esc(l.name)} — ${esc(l.level)}</div>`).join('')}
</aside><main class="main"><div class="n1">${esc(first)}</div><div class="n2">${esc(rest.join(' '))}</div><div class="hl">${esc(person.headline)}</div>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div class="pill">${esc(e.end)}</div><div class="tt">${esc(e.degree)}</div><div class="co">${esc(e.institution)}</div>`).join('')}
${person.certifications.length ? `<h2>${esc(t(person, 'Certificates', 'Cursos'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
</main></div>`;
		return page({ person, css, body });
	}
};
