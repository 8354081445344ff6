import { SERIF, esc, page } from './shared.mjs';
import { addCertifications, undate } from '../reshape.mjs';
import { coursesOf, eventsOf } from '../extras-pt.mjs';

/**
 * A Brazilian CV as teachers, nurses and public servants often write it: the jobs carry no dates
 * at all ("Professora de Educação Infantil – Escola Municipal …" and a paragraph of what the person
 * did), while "Cursos complementares" and "Participação em eventos" are lists of dated lines that
 * are not jobs. The courses are certifications (Rumo reads "Cursos" so); the events are neither.
 */

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'br-undated-roles-events',
	kind: 'html',
	description: 'Brazilian CV whose jobs have no dates ("Cargo – Empresa" and a paragraph), followed by dated lines that are NOT jobs: "Cursos complementares" ("2019 – Curso de … – Instituto …, 40 h") and "Participação em eventos".',
	languages: ['pt'],
	paper: 'A4',
	html(person) {
		const courses = coursesOf(person);
		const events = eventsOf(person);
		// The document writes no dates for the jobs; its courses are certifications.
		for (const role of person.roles) undate(role);
		const own = [...person.certifications];
		addCertifications(person, courses.map((c) => c.certification));

		const css = `body { font-family: ${SERIF}; font-size: 10.5pt; padding: 16mm 20mm; line-height: 1.35; }
h1 { text-align: center; font-size: 16pt; text-transform: uppercase; margin: 0 0 4px; letter-spacing: 1px; }
.ct { text-align: center; font-size: 9.5pt; }
h2 { font-size: 10.5pt; text-transform: uppercase; margin: 16px 0 6px; background: #e9e9e9; padding: 2px 6px; }
.job { margin: 0 0 9px; } .job p { margin: 2px 0 0; text-align: justify; }
.dl { margin: 2px 0; padding-left: 16px; text-indent: -16px; }`;
		const jobs = person.roles
			.map((r) => `<div class="job"><b>${esc(r.title)}</b> – ${esc(r.company)}${r.location ? ` (${esc(r.location.replace(', ', '/'))})` : ''}${r.bullets.length ? `<p>${esc(r.bullets.join(' '))}</p>` : ''}</div>`)
			.join('');
		const body = `<h1>${esc(person.name)}</h1>
<div class="ct">${esc(person.location)} · Telefone: ${esc(person.phone)} · E-mail: ${esc(person.email)}</div>
${person.links.length ? `<div class="ct">${person.links.map(esc).join(' · ')}</div>` : ''}
<h2>Objetivo</h2><div>${esc(person.headline)}</div>
<h2>Perfil profissional</h2><div>${esc(person.summary)}</div>
<h2>Formação</h2>${person.education.map((e) => `<div class="dl">• ${esc(e.degree)} – ${esc(e.institution)} – concluído em ${esc(e.end)}</div>`).join('')}
<h2>Experiência profissional</h2>${jobs}
<h2>Cursos complementares</h2>${courses.map((c) => `<div class="dl">• ${c.year} – ${esc(c.name)} – ${esc(c.school)} (${c.hours} h)</div>`).join('')}${own.map((c) => `<div class="dl">• ${esc(c)}</div>`).join('')}
<h2>Participação em eventos</h2>${events.map((e) => `<div class="dl">• ${e.year} – ${esc(e.name)} – ${esc(e.place)}</div>`).join('')}
<h2>Conhecimentos</h2><div>${esc(person.skills.map((s) => s.surface).join('; '))}.</div>
<h2>Idiomas</h2>${person.languages.map((l) => `<div>${esc(l.name)}: ${esc(l.level)}</div>`).join('')}`;
		return page({ person, css, body });
	}
};
