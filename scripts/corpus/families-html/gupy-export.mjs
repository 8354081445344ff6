import { SANS, esc, month, page } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'gupy-export',
	kind: 'html',
	description: 'Gupy-like candidate export: header card, "Experiências profissionais" cards with title, company and "mar. de 2019 - o momento", "Formação acadêmica" cards, skills as chips.',
	languages: ['pt'],
	paper: 'A4',
	html(person) {
		const css = `body { font-family: ${SANS}; font-size: 9.5pt; padding: 12mm; background: #fff; color: #333; }
.card { border: 1px solid #dde3ea; border-radius: 6px; padding: 8px 10px; margin: 6px 0; }
h1 { font-size: 18pt; margin: 0; color: #1e2a4a; } h2 { font-size: 12pt; margin: 14px 0 4px; color: #1e2a4a; }
.tt { font-weight: bold; font-size: 10.5pt; } .mu { color: #6b7785; } .chip { display: inline-block; background: #eef1ff; border-radius: 10px; padding: 2px 8px; margin: 2px; }`;
		const when = (/** @type {import('../person.mjs').CorpusRole} */ r) => {
			if (!r.start) return '';
			if (r.yearOnly) return `${r.start.slice(0, 4)} - ${r.end === 'present' ? 'o momento' : (r.end ?? '').slice(0, 4)}`;
			const m = (/** @type {string} */ ym) => month(ym, 'pt', 'Mon. YYYY').replace(/\. (\d{4})$/, '. de $1');
			return `${m(r.start)} - ${r.end === 'present' ? 'o momento' : m(/** @type {string} */ (r.end))}`;
		};
		const jobs = person.roles
			.map((r) => `<div class="card"><div class="tt">${esc(r.title)}</div><div>${esc(r.company)}</div>${when(r) ? `<div class="mu">${esc(when(r))}</div>` : ''}${r.location ? `<div class="mu">${esc(r.location)}</div>` : ''}${r.bullets.length ? `<div style="margin-top:4px">${r.bullets.map(esc).join('<br>')}</div>` : ''}</div>`)
			.join('');
		const body = `<div class="card"><h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div><div class="mu">${esc(person.email)} · ${esc(person.phone)} · ${esc(person.location)}</div>${person.links.map((l) => `<div class="mu">${esc(l)}</div>`).join('')}</div>
<h2>Sobre mim</h2><div class="card">${esc(person.summary)}</div>
<h2>Experiências profissionais</h2>${jobs}
<h2>Formação acadêmica</h2>${person.education.map((e) => `<div class="card"><div class="tt">${esc(e.institution)}</div><div>${esc(e.degree)}</div><div class="mu">Concluído em ${esc(e.end)}</div></div>`).join('')}
<h2>Habilidades</h2><div>${person.skills.map((s) => `<span class="chip">${esc(s.surface)}</span>`).join(' ')}</div>
${person.certifications.length ? `<h2>Certificados</h2>${person.certifications.map((c) => `<div class="card">${esc(c)}</div>`).join('')}` : ''}
<h2>Idiomas</h2>${person.languages.map((l) => `<div class="card">${esc(l.name)} · ${esc(l.level)}</div>`).join('')}`;
		return page({ person, css, body });
	}
};
