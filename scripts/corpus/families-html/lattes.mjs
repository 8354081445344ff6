import { SERIF, esc, page, startOf, endOf } from './shared.mjs';
import { fold } from '../people.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'lattes',
	kind: 'html',
	description: 'Lattes CV look-alike: "Identificação", "Formação acadêmica", "Atuação Profissional" with the institution as heading, "Vínculo institucional" and lines "2015 - Atual  Vínculo: Celetista, Enquadramento Funcional: Professora".',
	languages: ['pt'],
	paper: 'A4',
	html(person) {
		const css = `body { font-family: ${SERIF}; font-size: 9.5pt; padding: 14mm 16mm; }
h1 { font-size: 16pt; text-align: center; margin: 0 0 6px; } h2 { font-size: 12pt; color: #1c3f94; border-bottom: 1px solid #1c3f94; margin: 14px 0 6px; }
.inst { font-weight: bold; margin-top: 10px; } .sub { font-style: italic; margin: 3px 0; }
.row { display: flex; margin: 2px 0; } .row .k { width: 38mm; flex: none; } .row .v { flex: 1; }`;
		const [last, ...restOfName] = person.name.split(' ').filter((w) => !['de', 'da', 'do', 'das', 'dos'].includes(w)).reverse();
		const citation = `${fold(last).toUpperCase()}, ${restOfName.reverse().join(' ')}`;
		const row = (/** @type {string} */ k, /** @type {string} */ v) => `<div class="row"><div class="k">${k}</div><div class="v">${v}</div></div>`;
		/** @type {Map<string, import('../person.mjs').CorpusRole[]>} */
		const byInstitution = new Map();
		for (const r of person.roles) byInstitution.set(r.company, [...(byInstitution.get(r.company) ?? []), r]);
		const atuacao = [...byInstitution]
			.map(([company, roles]) => {
				const lines = roles
					.map((r) => {
						const dates = r.start ? `${startOf(r, 'pt', 'MM/YYYY')} - ${endOf(r, 'pt', 'MM/YYYY', 'Atual')}` : '';
						const kind = r.internship ? 'Estagiário' : /Prefeitura|Secretaria|Câmara|Departamento|Companhia/.test(company) ? 'Servidor Público' : 'Celetista';
						return row(esc(dates), `Vínculo: ${esc(kind)}, Enquadramento Funcional: ${esc(r.title)}, Carga horária: 40`) + (r.bullets.length ? row('', `<i>Atividades:</i> ${r.bullets.map(esc).join(' ')}`) : '');
					})
					.join('');
				return `<div class="inst">${esc(company)}${roles[0].location ? `, ${esc(roles[0].location)}` : ''}</div><div class="sub">Vínculo institucional</div>${lines}`;
			})
			.join('');
		const body = `<h1>${esc(person.name)}</h1><div style="text-align:center">${esc(person.headline)}</div>
<p>${esc(person.summary)}</p>
<h2>Identificação</h2>${row('Nome', esc(person.name))}${row('Nome em citações bibliográficas', esc(citation))}${row('Telefone', esc(person.phone))}${row('E-mail', esc(person.email))}${person.links.map((l) => row('Homepage', esc(l))).join('')}
<h2>Endereço</h2>${row('Endereço Profissional', esc(person.location))}
<h2>Formação acadêmica</h2>${person.education.map((e) => row(esc(e.end), `${esc(e.degree)}.<br>${esc(e.institution)}.`)).join('')}
${person.certifications.length ? `<h2>Formação Complementar</h2>${person.certifications.map((c) => row('', esc(c))).join('')}` : ''}
<h2>Atuação Profissional</h2>${atuacao}
<h2>Áreas de atuação</h2>${person.skills.map((s, i) => row(`${i + 1}.`, esc(s.surface))).join('')}
<h2>Idiomas</h2>${person.languages.map((l) => row(esc(l.name), esc(l.level))).join('')}`;
		return page({ person, css, body });
	}
};
