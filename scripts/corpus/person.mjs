/**
 * The shape every layout family of the generated resume corpus renders (issue 25). A person is
 * invented by `people.mjs` from a seed; a family turns one person into one document (HTML for
 * Chromium's PDF printer, DOCX bytes, or LaTeX source), and the person's truth file is written from
 * the same record, so the truth is exact by construction.
 *
 * Dates are `YYYY-MM`; `yearOnly` entries are shown with years only (truth: start YYYY-01, end
 * YYYY-12, date_precision "year"); `end: 'present'` is a current role; `start: null` a role shown
 * without dates.
 */

/**
 * @typedef {'en' | 'pt'} CorpusLanguage
 *
 * @typedef {object} CorpusRole
 * @property {string} title            as the document writes it ("Enfermeira Assistencial")
 * @property {string} company          as the document writes it ("Hospital Santa Catarina")
 * @property {string | null} location  "Recife, PE" / "Austin, TX" / null
 * @property {string | null} start     YYYY-MM, or null when the role is written without dates
 * @property {string | null} end       YYYY-MM, 'present', or null (no dates)
 * @property {boolean} yearOnly        the document shows years only
 * @property {string[]} bullets        sentences of the role, each naming only skills of `skills`
 * @property {string[]} skills         canonical skill names the bullets name
 * @property {boolean} internship
 *
 * @typedef {object} CorpusEducation
 * @property {string} degree
 * @property {string} institution
 * @property {string} end              YYYY
 *
 * @typedef {object} CorpusSkill
 * @property {string} name             canonical name (the taxonomy's)
 * @property {string} surface          how this document writes it (may be Portuguese)
 *
 * @typedef {object} CorpusPerson
 * @property {string} id               stable, e.g. "p017"
 * @property {number} seed
 * @property {CorpusLanguage} language
 * @property {string} profession       e.g. "nurse", "lawyer", "teacher", "developer"
 * @property {string} name             "Ana Beatriz Costa"
 * @property {string} email
 * @property {string} phone            as written in the document, e.g. "(31) 90000-0318"
 * @property {string} phoneTruth       normalised as the truth files write it, e.g. "+55 31 90000-0318"
 * @property {string} location         as written ("Belo Horizonte/MG")
 * @property {string} locationTruth    "Belo Horizonte, MG, Brasil" (fixtures' convention)
 * @property {string[]} links
 * @property {string} headline
 * @property {string} summary
 * @property {CorpusSkill[]} skills    the skills list of the document
 * @property {CorpusRole[]} roles      newest first
 * @property {CorpusEducation[]} education
 * @property {string[]} certifications
 * @property {{ name: string, level: string, canonical?: string }[]} languages   written in the document's language;
 *   `canonical` (optional) is the English name the truth stores ("Inglês" → "English")
 *
 * @typedef {object} HtmlFamily      printed to PDF by Chromium
 * @property {string} id             kebab-case, unique across all families ("sidebar-left-dates-right")
 * @property {'html'} kind
 * @property {string} description    one line: what layout it imitates and what makes it hard
 * @property {CorpusLanguage[]} languages  the languages it is rendered in
 * @property {'A4' | 'Letter'} paper
 * @property {(person: CorpusPerson) => string} html   a whole HTML document, inline CSS, no network
 *
 * @typedef {object} DocxFamily      written by the `docx` package
 * @property {string} id
 * @property {'docx'} kind
 * @property {string} description
 * @property {CorpusLanguage[]} languages
 * @property {(person: CorpusPerson) => Promise<Uint8Array>} docx
 *
 * @typedef {object} LatexFamily     compiled by pdflatex from Debian's TeX Live
 * @property {string} id
 * @property {'latex'} kind
 * @property {string} description
 * @property {CorpusLanguage[]} languages
 * @property {(person: CorpusPerson) => string} latex  a whole .tex source (UTF-8)
 *
 * @typedef {HtmlFamily | DocxFamily | LatexFamily} CorpusFamily
 *
 * Every family renders every part of the person (name, headline, e-mail, phone, place, links,
 * summary, skills, every role with its title, company, place, dates as the role says, bullets,
 * education, certifications, languages), in its own arrangement and wording of labels, so the
 * truth written from the person is exact.
 */

export {};
