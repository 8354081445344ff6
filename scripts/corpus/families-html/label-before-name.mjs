import { SERIF, esc, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'label-before-name',
	kind: 'html',
	description: 'A label above the name ("CURRICULUM VITAE" / "PERSONAL INFORMATION"), then "Name:" key-value personal data; roles as "Position:" / "Employer:" / "Dates:" rows.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const label = person.seed % 2 ? t(person, 'CURRICULUM VITAE', 'CURRÍCULO') : t(person, 'PERSONAL INFORMATION', 'DADOS PESSOAIS');
		const css = `body { font-family: ${SERIF}; font-size: 10pt; padding: 16mm 18mm; } .lab { text-align: center; font-size: 14pt; letter-spacing: 3px; font-weight: bold; margin-bottom: 10px; }
table { border-collapse: collapse; } td { padding: 1px 8px 1px 0; vertical-align: top; } .k { font-weight: bold; width: 36mm; } h2 { font-size: 11pt; text-transform: uppercase; margin: 14px 0 4px; } .job { margin: 6px 0; }`;
		const kv = (/** @type {[string, string][]} */ rows) => `<table>${rows.filter(([, v]) => v).map(([k, v]) => `<tr><td class="k">${esc(k)}:</td><td>${esc(v)}</td></tr>`).join('')}</table>`;
		const jobs = person.roles
			.map((r) => `<div class="job">${kv([[t(person, 'Position', 'Cargo'), r.title], [t(person, 'Employer', 'Empregador'), r.company], [t(person, 'Location', 'Local'), r.location ?? ''], [t(person, 'Dates', 'Período'), range(r, lang, { style: 'Month YYYY', sep: ' – ', present: t(person, 'present', 'atual') })]])}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`)
			.join('');
		const body = `<div class="lab">${esc(label)}</div>
${kv([[t(person, 'Name', 'Nome'), person.name], [t(person, 'Address', 'Endereço'), person.location], [t(person, 'Telephone', 'Telefone'), person.phone], [t(person, 'E-mail', 'E-mail'), person.email], ...person.links.map((l) => /** @type {[string, string]} */ (['Web', l])), [t(person, 'Desired position', 'Cargo pretendido'), person.headline]])}
<h2>${esc(t(person, 'Profile', 'Perfil'))}</h2><p>${esc(person.summary)}</p>
<h2>${esc(t(person, 'Work experience', 'Experiência profissional'))}</h2>${jobs}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => kv([[t(person, 'Qualification', 'Curso'), e.degree], [t(person, 'Institution', 'Instituição'), e.institution], [t(person, 'Year', 'Ano'), e.end]])).join('<br>')}
<h2>${esc(t(person, 'Skills', 'Competências'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(', '))}</p>
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2><ul>${person.certifications.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2>${kv(person.languages.map((l) => /** @type {[string, string]} */ ([l.name, l.level])))}`;
		return page({ person, css, body });
	}
};
