import { europassTable } from './europass-table.mjs';
import { headingStyles } from './heading-styles.mjs';
import { jobTableRows } from './job-table-rows.mjs';
import { listRoles } from './list-roles.mjs';
import { portalCatho } from './portal-catho.mjs';
import { portalNaukri } from './portal-naukri.mjs';
import { sectionColumns } from './section-columns.mjs';
import { sidebarTable } from './sidebar-table.mjs';
import { simpleWordPt } from './simple-word-pt.mjs';
import { spacedCapsName } from './spaced-caps-name.mjs';
import { tabStopDates } from './tab-stop-dates.mjs';
import { textboxFrames } from './textbox-frames.mjs';
import { twoColHeaderTable } from './two-col-header-table.mjs';

/**
 * The DOCX layout families of the resume corpus (issue 25), each written with the `docx` package
 * the way people build their Word résumés. Rumo reads them through mammoth (headers and footers
 * are not read), so every family keeps all of the person in the document body.
 * @type {import('../person.mjs').DocxFamily[]}
 */
export const docxFamilies = [tabStopDates, sidebarTable, jobTableRows, headingStyles, europassTable, portalCatho, portalNaukri, listRoles, textboxFrames, spacedCapsName, sectionColumns, simpleWordPt, twoColHeaderTable];
