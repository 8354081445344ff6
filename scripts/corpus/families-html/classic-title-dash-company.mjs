import { SERIF, bullets, esc, list, page, range, section, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'classic-title-dash-company',
	kind: 'html',
	description: 'Single-column classic: "Title — Company" left and the dates right-aligned on the same line (flex space-between), serif.',
	languages: ['en', 'pt'],
	paper: 'Letter',
	html(person) {
		const css = `body { font-family: ${SERIF}; font-size: 10.5pt; color: #111; padding: 0.6in 0.7in; }
h1 { font-size: 22pt; margin: 0; text-align: center; font-weight: normal; }
.headline { text-align: center; font-style: italic; margin: 2px 0; }
.contact { text-align: center; font-size: 9.5pt; margin-bottom: 8px; }
h2 { font-size: 11.5pt; text-transform: uppercase; border-bottom: 1px solid #333; margin: 12px 0 4px; letter-spacing: 0.5px; }
.row { display: flex; justify-content: space-between; margin-top: 6px; }
.row .left { font-weight: bold; } .place { font-style: italic; font-size: 9.5pt; }`;
		const roles = person.roles
			.map((r) => `<div class="row"><span class="left">${esc(r.title)} — ${esc(r.company)}</span><span>${esc(range(r, person.language, { style: 'Mon YYYY' }))}</span></div>${r.location ? `<div class="place">${esc(r.location)}</div>` : ''}${bullets(r)}`)
			.join('');
		const edu = person.education.map((e) => `<div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.end)}</span></div>`).join('');
		const body = `<h1>${esc(person.name)}</h1><div class="headline">${esc(person.headline)}</div>
<div class="contact">${[person.location, person.phone, person.email, ...person.links].map(esc).join(' · ')}</div>
${section(t(person, 'Summary', 'Resumo'), `<p>${esc(person.summary)}</p>`)}
${section(t(person, 'Experience', 'Experiência'), roles)}
${section(t(person, 'Education', 'Formação'), edu)}
${section(t(person, 'Skills', 'Competências'), `<p>${esc(person.skills.map((s) => s.surface).join(', '))}</p>`)}
${section(t(person, 'Certifications', 'Certificações'), list(person.certifications))}
${section(t(person, 'Languages', 'Idiomas'), `<p>${person.languages.map((l) => esc(`${l.name} (${l.level})`)).join(', ')}</p>`)}`;
		return page({ person, css, body, paper: 'Letter' });
	}
};
