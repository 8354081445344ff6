import { articleHfill } from './article-hfill.mjs';
import { articleMarginDates } from './article-margin-dates.mjs';
import { articleSidebar } from './article-sidebar.mjs';
import { articleTitlesec } from './article-titlesec.mjs';
import { currvita } from './currvita.mjs';
import { curve } from './curve.mjs';
import { europecv } from './europecv.mjs';
import { moderncvBanking, moderncvCasual, moderncvClassic, moderncvFancy, moderncvOldstyle } from './moderncv.mjs';

/**
 * The LaTeX layout families of the resume corpus (issue 25): classes and packages from Debian's
 * TeX Live (moderncv, europecv, currvita, curve) and article-class designs written here. Compile
 * the source with compileLatex (../latex.mjs).
 * @type {import('../person.mjs').LatexFamily[]}
 */
export const latexFamilies = [
	moderncvClassic,
	moderncvCasual,
	moderncvBanking,
	moderncvOldstyle,
	moderncvFancy,
	europecv,
	currvita,
	curve,
	articleHfill,
	articleSidebar,
	articleMarginDates,
	articleTitlesec
];
