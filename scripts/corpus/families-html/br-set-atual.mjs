import { SANS, esc, page, range } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'br-set-atual',
	kind: 'html',
	description: 'Modern Brazilian one-column: "Set/2021 – atual" right-aligned next to the title, company in colour below, skills as a dot-separated line near the top.',
	languages: ['pt'],
	paper: 'A4',
	html(person) {
		const css = `body { font-family: ${SANS}; font-size: 9.8pt; padding: 14mm 16mm; color: #263238; }
h1 { font-size: 22pt; margin: 0; font-weight: 600; } .hl { color: #00897b; font-size: 12pt; } .ct { color: #546e7a; margin: 4px 0; }
h2 { font-size: 10.5pt; letter-spacing: 2px; text-transform: uppercase; color: #00897b; margin: 14px 0 4px; }
.r { display: flex; justify-content: space-between; font-weight: bold; margin-top: 7px; } .co { color: #00897b; }`;
		const jobs = person.roles
			.map((r) => `<div class="r"><span>${esc(r.title)}</span><span>${esc(range(r, 'pt', { style: 'Mon/YYYY', sep: ' – ', present: 'atual' }))}</span></div><div class="co">${esc(r.company)}${r.location ? ` — ${esc(r.location)}` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`)
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div>
<div class="ct">${[person.phone, person.email, person.location, ...person.links].map(esc).join('  |  ')}</div>
<h2>Sobre</h2><div>${esc(person.summary)}</div>
<h2>Competências</h2><div>${esc(person.skills.map((s) => s.surface).join(' · '))}</div>
<h2>Experiência</h2>${jobs}
<h2>Formação</h2>${person.education.map((e) => `<div class="r"><span>${esc(e.degree)}</span><span>${esc(e.end)}</span></div><div class="co">${esc(e.institution)}</div>`).join('')}
${person.certifications.length ? `<h2>Certificações</h2><ul>${person.certifications.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>` : ''}
<h2>Idiomas</h2><div>${esc(person.languages.map((l) => `${l.name} – ${l.level}`).join(' · '))}</div>`;
		return page({ person, css, body });
	}
};
