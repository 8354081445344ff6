import { SERIF, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'one-line-roles',
	kind: 'html',
	description: 'Dense one-liners: "Title, Company, Place — Jan 2020–Present" per role with bullets as a run-on paragraph; skills grouped in a two-column grid.',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SERIF}; font-size: 9.8pt; padding: 0.55in 0.65in; } h1 { font-size: 18pt; margin: 0; } h2 { font-size: 10.5pt; margin: 10px 0 3px; text-transform: uppercase; border-bottom: 0.5px solid #000; }
.l { margin-top: 5px; } .p { margin: 1px 0 0 12px; font-size: 9.3pt; } .grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 12px; }`;
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'Mon YYYY', sep: '–', present: t(person, 'Present', 'Atual') });
				return `<div class="l"><b>${esc(r.title)}</b>, ${esc(r.company)}${r.location ? `, ${esc(r.location)}` : ''}${dates ? ` — ${esc(dates)}` : ''}</div>${r.bullets.length ? `<div class="p">${r.bullets.map(esc).join(' ')}</div>` : ''}`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)} — ${[person.location, person.phone, person.email, ...person.links].map(esc).join(' — ')}</div>
<h2>${esc(t(person, 'Summary', 'Resumo'))}</h2><div>${esc(person.summary)}</div>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div class="l"><b>${esc(e.degree)}</b>, ${esc(e.institution)} — ${esc(e.end)}</div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><div class="grid">${person.skills.map((s) => `<div>${esc(s.surface)}</div>`).join('')}</div>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><div>${esc(person.languages.map((l) => `${l.name} (${l.level})`).join(', '))}</div>`;
		return page({ person, css, body, paper: 'Letter' });
	}
};
