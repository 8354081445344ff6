import { SANS, esc, monthsOf, page, range, t } from './shared.mjs';

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'naukri-portal',
	kind: 'html',
	description: 'Job-portal export (Naukri-like): key/value profile header, "<Company> as <Title>" lines, a skills table "Skill Name | Version | Last Used | Experience".',
	languages: ['en'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const css = `body { font-family: ${SANS}; font-size: 9pt; padding: 12mm; color: #333; }
h1 { font-size: 16pt; margin: 0; color: #2b5797; } h2 { font-size: 10.5pt; color: #2b5797; border-bottom: 1px solid #ccc; margin: 12px 0 4px; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: left; } .kv td { border: none; padding: 1px 6px 1px 0; }
.as { font-weight: bold; margin-top: 7px; }`;
		const current = person.roles[0];
		const months = person.roles.reduce((s, r) => s + (r.internship ? 0 : monthsOf(r) ?? 0), 0);
		const years = Math.floor(months / 12);
		const kv = [
			['Email', person.email],
			['Mobile', person.phone],
			['Current Location', person.location],
			...(current && current.end === 'present' ? [['Current Designation', current.title], ['Current Company', current.company]] : []),
			...(months && !person.roles.some((r) => r.yearOnly) ? [['Total Experience', `${years} Year(s) ${months % 12} Month(s)`]] : []),
			...person.links.map((l) => ['Profile Link', l])
		];
		const roles = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: "Mon YYYY", sep: ' to ', present: 'Till Date' });
				return `<div class="as">${esc(r.company)} as ${esc(r.title)}</div>${dates ? `<div>${esc(dates)}</div>` : ''}${r.location ? `<div>${esc(r.location)}</div>` : ''}${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}`;
			})
			.join('');
		const lastUsed = (/** @type {string} */ name) => {
			const role = person.roles.find((r) => r.skills.includes(name));
			if (!role || !role.end) return '';
			return role.end === 'present' ? '2026' : role.end.slice(0, 4);
		};
		const expOf = (/** @type {string} */ name) => {
			const total = person.roles.filter((r) => r.skills.includes(name)).reduce((s, r) => s + (monthsOf(r) ?? 0), 0);
			return total ? `${Math.floor(total / 12)} Year(s) ${total % 12} Month(s)` : '';
		};
		const body = `<h1>${esc(person.name)}</h1><div>${esc(person.headline)}</div>
<table class="kv">${kv.map(([k, v]) => `<tr><td><b>${esc(k)}</b></td><td>: ${esc(v)}</td></tr>`).join('')}</table>
<h2>Profile Summary</h2><p>${esc(person.summary)}</p>
<h2>Work Experience</h2>${roles}
<h2>Education</h2>${person.education.map((e) => `<div><b>${esc(e.degree)}</b>, ${esc(e.institution)}, ${esc(e.end)}</div>`).join('')}
<h2>IT Skills</h2><table><tr><th>Skill Name</th><th>Version</th><th>Last Used</th><th>Experience</th></tr>${person.skills.map((s) => `<tr><td>${esc(s.surface)}</td><td></td><td>${esc(lastUsed(s.name))}</td><td>${esc(expOf(s.name))}</td></tr>`).join('')}</table>
${person.certifications.length ? `<h2>Certifications</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>Languages Known</h2><table><tr><th>Language</th><th>Proficiency</th></tr>${person.languages.map((l) => `<tr><td>${esc(l.name)}</td><td>${esc(l.level)}</td></tr>`).join('')}</table>`;
		return page({ person, css, body });
	}
};
