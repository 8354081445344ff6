import { SANS, dayOf, esc, page, month, t } from './shared.mjs';

const STREETS = {
	en: ['Birch Street', 'Oak Avenue', 'Market Street', 'Lakeview Road', 'Pine Lane'],
	pt: ['Rua das Acácias', 'Avenida Central', 'Rua do Comércio', 'Travessa das Palmeiras', 'Rua Sete de Setembro']
};

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'europass',
	kind: 'html',
	description: 'Europass look-alike: left gutter with labels and dates "08/02/2013–Present", right: title / company, street address / bullets; mother tongue and other languages table.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9pt; color: #3f3a39; padding: 12mm 12mm; }
.row { display: flex; margin: 3px 0; } .gut { width: 52mm; text-align: right; padding-right: 6mm; color: #1593cb; font-size: 8.5pt; text-transform: none; }
.cnt { flex: 1; } .head .gut { text-transform: uppercase; font-weight: bold; } .head .cnt { border-bottom: 1px solid #1593cb; }
.name { font-size: 15pt; } .tt { font-size: 11pt; color: #1593cb; } .lvl td { padding: 1px 8px 1px 0; }`;
		const present = t(person, 'Present', 'presente');
		const date = (/** @type {string} */ ym, /** @type {string} */ key) => month(ym, lang, 'DD/MM/YYYY', key);
		const roleDates = (/** @type {import('../person.mjs').CorpusRole} */ r) => {
			if (!r.start) return '';
			if (r.yearOnly) return `${r.start.slice(0, 4)}–${r.end === 'present' ? present : (r.end ?? '').slice(0, 4)}`;
			return `${date(r.start, r.title)}–${r.end === 'present' ? present : date(/** @type {string} */ (r.end), r.company)}`;
		};
		const row = (/** @type {string} */ gut, /** @type {string} */ cnt, cls = '') => `<div class="row ${cls}"><div class="gut">${gut}</div><div class="cnt">${cnt}</div></div>`;
		const streets = STREETS[lang];
		const roles = person.roles
			.map((r) => {
				const street = `${streets[dayOf(r.company) % streets.length]} ${10 + dayOf(r.title) * 7}`;
				const addr = r.location ? `, ${street}, ${r.location} (${t(person, 'USA', 'Brasil')})` : '';
				return row(esc(roleDates(r)), `<div class="tt">${esc(r.title)}</div><div>${esc(r.company)}${esc(addr)}</div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`);
			})
			.join('');
		const [mother, ...others] = person.languages;
		const body = `${row(esc(t(person, 'Personal information', 'Informação pessoal')), `<span class="name">${esc(person.name)}</span>`, 'head')}
${row('', `${esc(person.location)}<br>${esc(person.phone)}<br>${esc(person.email)}${person.links.map((l) => `<br>${esc(l)}`).join('')}`)}
${row(esc(t(person, 'Position', 'Cargo pretendido')), `<b>${esc(person.headline)}</b>`, 'head')}
${row('', esc(person.summary))}
${row(esc(t(person, 'Work experience', 'Experiência profissional')), '', 'head')}
${roles}
${row(esc(t(person, 'Education and training', 'Educação e formação')), '', 'head')}
${person.education.map((e) => row(esc(e.end), `<div class="tt">${esc(e.degree)}</div><div>${esc(e.institution)}</div>`)).join('')}
${row(esc(t(person, 'Personal skills', 'Competências pessoais')), '', 'head')}
${row(esc(t(person, 'Mother tongue(s)', 'Língua materna')), esc(mother?.name ?? ''))}
${others.length ? row(esc(t(person, 'Other language(s)', 'Outras línguas')), `<table class="lvl">${others.map((l) => `<tr><td>${esc(l.name)}</td><td>${esc(l.level)}</td></tr>`).join('')}</table>`) : ''}
${row(esc(t(person, 'Job-related skills', 'Competências profissionais')), esc(person.skills.map((s) => s.surface).join(', ')))}
${person.certifications.length ? row(esc(t(person, 'Certificates', 'Certificados')), person.certifications.map(esc).join('<br>')) : ''}`;
		return page({ person, css, body });
	}
};
