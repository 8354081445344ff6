import { SERIF, dayOf, esc, page, range, t } from './shared.mjs';

const PUBS = {
	en: ['A two-year look at weekday routines in a mid-size city', 'Notes on handovers between morning and evening teams', 'What changes when a small team doubles: a field report', 'Reading records of one district, 2010 to 2020'],
	pt: ['Um olhar de dois anos sobre rotinas em uma cidade média', 'Notas sobre a passagem entre equipes da manhã e da tarde', 'O que muda quando uma equipe pequena dobra: relato de campo', 'Leitura dos registros de um distrito, 2010 a 2020']
};
const VENUES = { en: ['Journal of Applied Practice', 'Regional Review of Work Studies', 'Proceedings of the Open Practice Meeting'], pt: ['Revista de Prática Aplicada', 'Cadernos Regionais de Estudos do Trabalho', 'Anais do Encontro de Prática Aberta'] };
const GRANTS = { en: ['Travel grant, {W} Foundation', 'Small project grant, {W} Trust'], pt: ['Auxílio viagem, Fundo {W}', 'Auxílio a pequenos projetos, Instituto {W}'] };
const HONOURS = { en: ['Service award, {W} Society', 'Best poster, Annual Meeting'], pt: ['Prêmio de mérito, Sociedade {W}', 'Melhor pôster, Encontro Anual'] };
const W = ['Larkspur', 'Brightwater', 'Tamarind', 'Orla'];

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'academic-cv',
	kind: 'html',
	description: 'Academic CV: decorated experience heading with the career span ("APPOINTMENTS (1999–2025)"), year-left rows, then dated publications, grants and honours that are NOT jobs.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SERIF}; font-size: 10pt; padding: 18mm 20mm; }
h1 { font-size: 20pt; margin: 0; font-weight: normal; } h2 { font-size: 11pt; letter-spacing: 2px; margin: 16px 0 6px; }
.row { display: flex; margin: 3px 0; } .yr { width: 34mm; flex: none; } .v { flex: 1; }`;
		const dated = person.roles.filter((r) => r.start);
		const first = dated.length ? dated[dated.length - 1].start?.slice(0, 4) : '';
		const lastRole = dated[0];
		const last = lastRole ? (lastRole.end === 'present' ? t(person, 'present', 'atual') : lastRole.end?.slice(0, 4)) : '';
		const span = first ? ` (${first}–${last})` : '';
		const heading = pick(person.seed, [t(person, 'APPOINTMENTS', 'VÍNCULOS'), t(person, 'PROFESSIONAL EXPERIENCE', 'EXPERIÊNCIA PROFISSIONAL')]);
		const row = (/** @type {string} */ y, /** @type {string} */ v) => `<div class="row"><div class="yr">${y}</div><div class="v">${v}</div></div>`;
		const roles = person.roles
			.map((r) => row(esc(range(r, lang, { style: 'MM/YYYY', sep: '–', present: t(person, 'present', 'atual') })), `<b>${esc(r.title)}</b>, ${esc(r.company)}${r.location ? `, ${esc(r.location)}` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`))
			.join('');
		const base = Number(first || '2012');
		const seed = person.seed;
		const w = (/** @type {number} */ i) => W[(seed + i) % W.length];
		const pubs = [0, 1, 2].map((i) => row(String(Math.min(2026, base + 2 + i * 3)), `${esc(person.name.split(' ').slice(-1)[0])} ${esc(t(person, 'and co-authors', 'e coautores'))}. “${esc(PUBS[lang][(seed + i) % PUBS[lang].length])}.” <i>${esc(VENUES[lang][(seed + i) % VENUES[lang].length])}</i>, ${(dayOf(String(seed + i)) % 40) + 3}.`)).join('');
		const grants = GRANTS[lang].map((g, i) => row(`${Math.min(2025, base + 3 + i * 4)}–${Math.min(2026, base + 5 + i * 4)}`, esc(g.replace('{W}', w(i))))).join('');
		const honours = HONOURS[lang].map((h, i) => row(String(Math.min(2026, base + 4 + i * 5)), esc(h.replace('{W}', w(i + 2))))).join('');
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div><div>${esc(person.location)} · ${esc(person.email)} · ${esc(person.phone)}${person.links.map((l) => ` · ${esc(l)}`).join('')}</div>
<h2>${esc(t(person, 'RESEARCH STATEMENT', 'APRESENTAÇÃO'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'EDUCATION', 'FORMAÇÃO'))}</h2>${person.education.map((e) => row(esc(e.end), `${esc(e.degree)}, ${esc(e.institution)}`)).join('')}
<h2>${esc(heading + span)}</h2>${roles}
<h2>${esc(t(person, 'PUBLICATIONS', 'PUBLICAÇÕES'))}</h2>${pubs}
<h2>${esc(t(person, 'GRANTS', 'AUXÍLIOS'))}</h2>${grants}
<h2>${esc(t(person, 'HONOURS', 'PRÊMIOS'))}</h2>${honours}
${person.certifications.length ? `<h2>${esc(t(person, 'LICENCES', 'REGISTROS'))}</h2>${person.certifications.map((c) => row('', esc(c))).join('')}` : ''}
<h2>${esc(t(person, 'SKILLS', 'COMPETÊNCIAS'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(', '))}</p>
<h2>${esc(t(person, 'LANGUAGES', 'IDIOMAS'))}</h2><p>${esc(person.languages.map((l) => `${l.name} (${l.level})`).join('; '))}</p>`;
		return page({ person, css, body });
	}
};

/** @template T @param {number} seed @param {T[]} list @returns {T} */
function pick(seed, list) {
	return list[seed % list.length];
}
