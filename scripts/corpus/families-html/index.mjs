/**
 * The HTML layout families of the generated resume corpus (issue 25), printed to PDF by Chromium.
 * Each imitates one real kind of resume design; see tests/eval/corpus/README.md.
 */
import { family as academicCv } from './academic-cv.mjs';
import { family as brAdmissao } from './br-admissao-demissao.mjs';
import { family as brAnoMes } from './br-ano-mes-parenteses.mjs';
import { family as brEmpresa } from './br-empresa-periodo-cargo.mjs';
import { family as brSetAtual } from './br-set-atual.mjs';
import { family as brUndated } from './br-undated-roles-events.mjs';
import { family as canva } from './canva-colour-sidebar.mjs';
import { family as catho } from './catho-export.mjs';
import { family as classic } from './classic-title-dash-company.mjs';
import { family as companyAbove } from './company-above-title.mjs';
import { family as companyBelow } from './company-below-title-blank.mjs';
import { family as companyDept } from './company-dept-title.mjs';
import { family as companyFirst } from './company-first-duration.mjs';
import { family as contactFirst } from './contact-first-then-name.mjs';
import { family as europass } from './europass.mjs';
import { family as functional } from './functional-resume.mjs';
import { family as grouped } from './grouped-roles-by-company.mjs';
import { family as gupy } from './gupy-export.mjs';
import { family as hugeName } from './huge-uppercase-name.mjs';
import { family as icons } from './icons-contact.mjs';
import { family as indeed } from './indeed-like-export.mjs';
import { family as jake } from './jake-rows.mjs';
import { family as labelName } from './label-before-name.mjs';
import { family as lattes } from './lattes.mjs';
import { linkedinEn, linkedinPt } from './linkedin.mjs';
import { family as nameTwoWeights } from './name-two-weights.mjs';
import { family as naukri } from './naukri-portal.mjs';
import { family as oneLine } from './one-line-roles.mjs';
import { family as rolesList } from './roles-as-list-items.mjs';
import { family as sidebarLeft } from './sidebar-left.mjs';
import { family as sidebarRight } from './sidebar-right.mjs';
import { family as smallcaps } from './smallcaps-name.mjs';
import { family as table } from './table-rows.mjs';
import { family as threeCol } from './three-column-header.mjs';
import { family as timeline } from './timeline.mjs';
import { family as twoPage } from './two-page-running-header.mjs';
import { family as unusual } from './unusual-headings.mjs';

/** @type {import('../person.mjs').HtmlFamily[]} */
export const htmlFamilies = [
	academicCv, brAdmissao, brAnoMes, brEmpresa, brSetAtual, canva, catho, classic, companyAbove, companyBelow,
	companyDept, companyFirst, europass, gupy, hugeName, icons, jake, labelName, lattes, linkedinEn, linkedinPt,
	naukri, oneLine, rolesList, sidebarLeft, sidebarRight, smallcaps, table, threeCol, timeline, unusual,
	// added in the fourth session of issue 25
	brUndated, contactFirst, functional, grouped, indeed, nameTwoWeights, twoPage
];
