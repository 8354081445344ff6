import { SERIF, esc, page, range, t } from './shared.mjs';

/**
 * A resume of two pages (more for long careers) printed with CSS page-margin boxes: page 1 carries
 * the contact in its footer (and nowhere else), every later page a running header with the name and
 * "Page 2". The experience flows across the page break with one entry split by it: a small script
 * measures the layout before printing and, when no entry straddles the break, spreads extra space
 * over the blocks above one so that its head ends page 1 and its duties go on to page 2. The
 * blocks are their own formatting contexts (flow-root), so the added padding moves what follows by
 * exactly its height.
 */

/** A CSS string literal. @param {string} text */
const cssString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const PAPER = {
	A4: { width: 210, height: 297 },
	Letter: { width: 215.9, height: 279.4 }
};
const MARGIN = { top: 20, side: 18, bottom: 20 };
const PX_PER_MM = 96 / 25.4;

/**
 * Runs in the page before it is printed. The sheet is exactly as wide as the printed page's
 * content box, so lines break the same way on screen and on paper.
 * @param {number} pageHeight content height of a printed page, in CSS px
 */
function splitScript(pageHeight) {
	return `<script>
(function () {
  var limit = ${pageHeight.toFixed(1)};
  var sheet = document.getElementById('sheet');
  var origin = sheet.getBoundingClientRect().top;
  var entries = Array.prototype.slice.call(document.querySelectorAll('.job'));
  var shift = -1, target = -1;
  entries.forEach(function (entry, i) {
    var items = entry.querySelectorAll('li');
    if (!items.length) return;
    var headEnd = entry.querySelector('.head').getBoundingClientRect().bottom - origin;
    var lastEnd = items[items.length - 1].getBoundingClientRect().bottom - origin;
    var low = limit + 8 - lastEnd, high = limit - 8 - headEnd;
    if (low < 0) low = 0;
    if (high >= low && (shift < 0 || low < shift)) { shift = low; target = i; }
  });
  if (target < 0 || shift === 0) return;
  var before = Array.prototype.slice.call(document.querySelectorAll('.gap')).filter(function (block) {
    return block.compareDocumentPosition(entries[target]) & Node.DOCUMENT_POSITION_FOLLOWING;
  });
  var each = shift / before.length;
  before.forEach(function (block) {
    block.style.paddingBottom = (parseFloat(getComputedStyle(block).paddingBottom) + each) + 'px';
  });
})();
</script>`;
}

/** @type {import('../person.mjs').HtmlFamily} */
export const family = {
	id: 'two-page-running-header',
	kind: 'html',
	description: 'Two-page resume with CSS page-margin boxes: page 1 footer holds the contact (nowhere else), later pages a running header with the name and "Page 2"; one experience entry is split across the page break.',
	languages: ['en', 'pt'],
	paper: 'A4',
	html(person) {
		const lang = person.language;
		const paper = lang === 'en' ? 'Letter' : 'A4';
		const size = PAPER[paper];
		const width = size.width - 2 * MARGIN.side;
		const height = (size.height - MARGIN.top - MARGIN.bottom) * PX_PER_MM;
		const contact = [person.email, person.phone, person.location, ...person.links].join('  ·  ');
		const css = `@page { margin: ${MARGIN.top}mm ${MARGIN.side}mm ${MARGIN.bottom}mm;
  @top-left { content: ${cssString(person.name)}; font: italic 9pt ${SERIF}; color: #555; }
  @top-right { content: ${cssString(t(person, 'Page ', 'Página '))} counter(page); font: 9pt ${SERIF}; color: #555; } }
@page :first { @top-left { content: none; } @top-right { content: none; }
  @bottom-center { content: ${cssString(contact)}; font: 8.5pt ${SERIF}; color: #333; border-top: 0.5pt solid #999; } }
body { font-family: ${SERIF}; font-size: 11pt; line-height: 1.4; }
#sheet { width: ${width}mm; }
.gap { display: flow-root; }
h1 { font-size: 26pt; font-weight: normal; margin: 0; } .hl { font-size: 12.5pt; font-style: italic; color: #444; margin: 2px 0 10px; }
h2 { font-size: 12pt; font-variant: small-caps; letter-spacing: 1px; margin: 14px 0 6px; border-bottom: 1px solid #777; }
.job { margin: 0 0 9px; } .top { display: flex; justify-content: space-between; } .tt { font-weight: bold; } .dt { white-space: nowrap; } .co { color: #333; }
ul { margin: 3px 0 0; padding-left: 20px; }`;
		const jobs = person.roles
			.map((r) => {
				const dates = range(r, lang, { style: lang === 'pt' ? 'Mon/YYYY' : 'Mon YYYY', sep: ' – ', present: t(person, 'Present', 'Atual') });
				return `<div class="job gap"><div class="head"><div class="top"><span class="tt">${esc(r.title)}</span><span class="dt">${esc(dates)}</span></div><div class="co">${esc(r.company)}${r.location ? ` — ${esc(r.location)}` : ''}</div></div>${r.bullets.length ? `<ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`;
			})
			.join('');
		const body = `<div id="sheet">
<div class="gap"><h1>${esc(person.name)}</h1><div class="hl">${esc(person.headline)}</div></div>
<div class="gap"><h2>${esc(t(person, 'Profile', 'Perfil'))}</h2><p>${esc(person.summary)}</p></div>
<div class="gap"><h2>${esc(t(person, 'Skills', 'Competências'))}</h2><p>${esc(person.skills.map((s) => s.surface).join(' · '))}</p></div>
<h2>${esc(t(person, 'Experience', 'Experiência'))}</h2>${jobs}
<h2>${esc(t(person, 'Education', 'Formação'))}</h2>${person.education.map((e) => `<div class="top"><span>${esc(e.degree)}, <i>${esc(e.institution)}</i></span><span>${esc(e.end)}</span></div>`).join('')}
${person.certifications.length ? `<h2>${esc(t(person, 'Certifications', 'Certificações'))}</h2>${person.certifications.map((c) => `<div>${esc(c)}</div>`).join('')}` : ''}
<h2>${esc(t(person, 'Languages', 'Idiomas'))}</h2><p>${esc(person.languages.map((l) => `${l.name} (${l.level})`).join(', '))}</p>
</div>${splitScript(height)}`;
		return page({ person, css, body, paper });
	}
};
