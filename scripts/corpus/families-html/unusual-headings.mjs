import { SANS, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'unusual-headings',
	kind: 'html',
	description: 'Section headings with unusual names ("Where I\'ve worked", "Career", "What I bring" / "Histórico profissional", "Atuação Profissional", "O que sei fazer"); title and company on one line with "@".',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const exp = person.seed % 2 ? t(person, "Where I've worked", 'Histórico profissional') : t(person, 'Career', 'Atuação Profissional');
		const css = `body { font-family: ${SANS}; font-size: 9.8pt; padding: 15mm 16mm; } h1 { font-size: 21pt; margin: 0; font-weight: 300; } h2 { font-size: 12pt; margin: 16px 0 4px; font-style: italic; color: #6a1b9a; }
.tt { margin-top: 8px; } .dt { color: #777; font-size: 9pt; }`;
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: 'Month YYYY', sep: ' — ', present: t(person, 'today', 'hoje') });
				return `<div class="tt"><b>${esc(r.title)}</b> @ ${esc(r.company)}</div>${dates || r.location ? `<div class="dt">${esc([dates, r.location].filter(Boolean).join(' · '))}</div>` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div><div>${[person.location, person.email, person.phone, ...person.links].map(esc).join(' ~ ')}</div>
<h2>${esc(t(person, 'Hello!', 'Olá!'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(exp)}</h2>${roles}
<h2>${esc(t(person, 'What I bring', 'O que sei fazer'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(', '))}</p>
<h2>${esc(t(person, 'Where I studied', 'Onde estudei'))}</h2>${person.education.map((e) => `<div>${esc(e.degree)} @ ${esc(e.institution)}, ${esc(e.end)}</div>`).join('')}
${person.certifications.length ? `<h2>${esc(t(person, 'Papers I hold', 'Registros e cursos'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'How I talk', 'Línguas que falo'))}</h2><p>${esc(person.languages.map((l) => `${l.name}, ${l.level}`).join('; '))}</p>`;
		return page({ person, css, body });
	}
};
