import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'company-above-title',
	kind: 'html',
	description: 'Company in bold caps on its own line ABOVE the title, the dates on a third line in grey ("03.2019 – 06.2021"), place after the company.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; padding: 14mm 16mm; } h1 { font-size: 19pt; margin: 0; letter-spacing: 1px; } h2 { font-size: 10.5pt; margin: 14px 0 4px; color: #5d4037; text-transform: uppercase; }
.co { font-weight: bold; text-transform: uppercase; margin-top: 9px; } .dt { color: #777; }`;
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'MM.YYYY', sep: ' – ', present: t(person, 'today', 'hoje') });
				return `<div class="co">${esc(r.company)}${r.location ? ` — ${esc(r.location)}` : ''}</div><div>${esc(r.title)}</div>${dates ? `<div class="dt">${esc(dates)}</div>` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div><div>${[person.email, person.phone, person.location, ...person.links].map(esc).join(' · ')}</div>
<h2>${esc(t(person, 'About', 'Sobre'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Professional experience', 'Experiência profissional'))}</h2>${roles}
<h2>${esc(t(person, 'Education', 'Formação acadêmica'))}</h2>${person.education.map((e) => `<div class="co">${esc(e.institution)}</div><div>${esc(e.degree)}</div><div class="dt">${esc(e.end)}</div>`).join('')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(' · '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name} · ${l.level}`).join('; '))}</p>`;
		return page({ person, css, body });
	}
};
