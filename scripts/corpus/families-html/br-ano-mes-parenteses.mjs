import { SANS, esc, page, range } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'br-ano-mes-parenteses',
	kind: 'html',
	description: 'Brazilian resume with dates as "2017 (julho) – 2018 (julho)" on their own line before "Cargo – Empresa"; numbered sections ("1. Formação").',
	languages: ['pt'],
	paper: 'A4',
	html(person) {
		const css = `body { font-family: ${SANS}; font-size: 10pt; padding: 15mm 16mm; }
h1 { font-size: 18pt; margin: 0; color: #7b1fa2; } h2 { font-size: 11.5pt; margin: 14px 0 4px; color: #7b1fa2; }
.dt { font-weight: bold; margin-top: 8px; } .ct div { margin: 1px 0; }`;
		const jobs = person.roles
			.map((r) => {
				const dates = range(r, 'pt', { style: 'YYYY (month)', sep: ' – ', present: 'atual' });
				return `${dates ? `<div class="dt">${esc(dates)}</div>` : '<div style="height:8px"></div>'}<div>${esc(r.title)} – ${esc(r.company)}${r.location ? ` (${esc(r.location)})` : ''}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div>
<div class="ct"><div>${esc(person.location)}</div><div>Celular/WhatsApp: ${esc(person.phone)}</div><div>${esc(person.email)}</div>${person.links.map((l) => `<div>${esc(l)}</div>`).join('')}</div>
<h2>1. Apresentação</h2><div>${esc(person.summary)}</div>
<h2>2. Formação</h2>${person.education.map((e) => `<div>${esc(e.degree)}, ${esc(e.institution)} (${esc(e.end)})</div>`).join('')}
<h2>3. Experiência</h2>${jobs}
<h2>4. Habilidades</h2><div>${esc(person.skills.map((s) => s.surface).join(', '))}</div>
${person.certifications.length ? `<h2>5. Certificados</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${person.certifications.length ? 6 : 5}. Idiomas</h2><div>${esc(person.languages.map((l) => `${l.name} (${l.level})`).join(', '))}</div>`;
		return page({ person, css, body });
	}
};
