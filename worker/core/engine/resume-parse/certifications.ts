import { findSkills } from '../skills/matcher';
import { findDates } from './dates';
import type { Lang } from './location';
import { orgScore } from './roles';
import { isProse } from './entries';
import { simplify, stripBullet, tidy, type Line } from './text';

export interface CertificationFound {
	name: string;
	issuer: string | null;
	year: string | null;
}

// Who issues certifications, for telling "Name — Issuer" from "Name – Level".
const ISSUERS =
	/^(?:aws|amazon(?: web services)?|microsoft|google(?: cloud)?|oracle|cisco|comptia|isc2|\(isc\)2|isaca|pmi|project management institute|scrum alliance|scrum\.org|axelos|peoplecert|istqb|bstqb|linux foundation|cncf|red hat|salesforce|hubspot|coursera|udemy|alura|edx|datacamp|linkedin learning|senai|senac|sebrae|fgv|fundação bradesco|escola virtual|ibm|meta|hashicorp|databricks|snowflake|tableau|sap|itil|exin|anbima|cfa institute|aicpa|crc|cfc|coren|cofen|oab|crea|confea|crm|cfm|american heart association|aha|red cross|cruz vermelha|state board of nursing|board of nursing|mec|capes|harvard|stanford|mit|usp|unicamp|insper|ibmec|ensino|duolingo|cambridge|toefl|ets)\b/i;

// Brazilian professional registrations and US licences written with their numbers.
// Councils numbered by region rather than by state write "CRP 07/000412", "CREFITO-3 000123-F",
// "CRESS 9ª Região 012345"; the CAU numbers its architects "A000214-7".
const REGISTRATION =
	/\b(?:COREN|CRM|CREA|CRC|OAB|CRP|CRF|CRO|CREFITO|CRN|CAU|CORECON|CRA|CRMV|CRBio|CREF|CRQ|CFC|CRESS|CRFa|CRT|CRBM|CRTR)\s*[-/]?\s*[A-Z]{2}\b(?:\s*(?:n[º°o]\.?|#)?\s*\d[\d.\-/]{1,}\d(?:[-/][A-Z]{1,2}(?:-\d)?)?)?|\b(?:OAB|COREN|CRM|CRC|CREA)\s*(?:n[º°o]\.?|#)?\s*\d[\d.\-/]{3,}|\b(?:CRP|CREFITO|CRN|CREF|CRESS|CRFa|CRF|CRO|CRMV|CRBio|CRQ|CRA|CORECON|CAU|CRT|CRBM|CRTR)\s*[-/]?\s*(?:\d{1,2}\s*(?:ª|a)?\s*(?:[Rr]egi[aã]o)?\s*[-/ ]?\s*)?(?:n[º°o]\.?\s*|#\s*)?(?!(?:19|20)\d\d\b)[A-Z]?\d[\d.\-/]{2,}\d(?:[-/][A-Z]{1,2})?/g;

/** One certification line: "AWS Certified Developer – Associate (2023)", "PMP — PMI, 2021". */
export function readCertification(text: string, lang: Lang): CertificationFound | null {
	let line = stripBullet(text).text;
	let year: string | null = null;
	// The last year on the line is when it was earned; "expires 2027" is not.
	const expiry = /[,;(]?\s*\b(?:expires?|exp\.|expiration|valid(?: until| through)?|v[aá]lid[oa] at[eé]|validade)(?!\w).*$/i.exec(line);
	if (expiry) line = line.slice(0, expiry.index);
	const dates = findDates(line, lang);
	if (dates.length) {
		const last = dates[dates.length - 1];
		year = last.value.slice(0, 4);
		line = line.slice(0, last.from) + line.slice(last.to);
	}
	line = line
		.replace(/\b(?:issued|obtained|earned|emitido|obtido|conclu[ií]do)(?: em| in| on)?\s*$/i, '')
		// "ACLS, PALS and TNCC — current", "CRM ativo": the status is not part of the name.
		.replace(/[\s,(–—-]+(?:current|currently active|active|in good standing|ativ[oa]|vigente|v[aá]lid[oa]|em dia)\)?\s*$/i, '')
		.replace(/\(\s*\d+\s*(?:h|hrs?|horas|hours)\s*\)|\b\d+\s*(?:h|horas|hours)\b/gi, '')
		.replace(/\(\s*\)/g, '');
	line = tidy(line);
	if (!line) return null;
	let issuer: string | null = null;
	const by = /\s*[,(–—-]?\s*\b(?:issued by|by|emitido por|pela|pelo|por)\s+(.+?)\)?$/i.exec(line);
	if (by && by.index > 0) {
		issuer = tidy(by[1]);
		line = tidy(line.slice(0, by.index));
	} else {
		const split = /^(.*\S)\s*(\s[—–|-]\s|,\s|\s\(|:\s)\s*([^,—–|]+?)\)?$/.exec(line);
		// "CCRN — AACN", "(CMA), IMA": an acronym after a dash or comma is the issuer; "(BLS)" after a name is its abbreviation.
		const acronymIssuer = split && /[—–|,-]/.test(split[2]) && /^[A-Z]{2,6}$/.test(split[3].trim());
		const levelWord = /^(?:associate|professional|practitioner|foundation|expert|specialty|fundamentals|básico|avançado|intermediário)\b/i;
		if (split && (ISSUERS.test(split[3].trim()) || orgScore(split[3]) > 0 || acronymIssuer) && !levelWord.test(split[3].trim())) {
			issuer = tidy(split[3]);
			line = tidy(split[1]);
		}
	}
	return { name: line, issuer, year };
}

// "A (2023); B (2020)", "APICS CSCP · Lean Six Sigma Green Belt": several certificates on one line.
const ITEM_SPLIT = /\s*;\s+|\s+[·•]\s+/;
// "BLS e ACLS", "ACLS, PALS and TNCC": acronyms listed together share their issuer and year.
const ACRONYM_LIST = /^[A-Z][A-Z0-9-]{1,7}(?:(?:\s*,\s*|\s+(?:and|e|&)\s+|\s*\/\s*)[A-Z][A-Z0-9-]{1,7})+$/;
// Under "Bar Admissions" a line names only the state: "Pennsylvania (2013); New Jersey (2014)".
const BAR_HEADING = /\bbar admissions?\b|\badmitted to practice\b/i;

/** Every certification line of the certification sections; `heading` is the section's, when known. */
export function readCertifications(lines: Line[], lang: Lang, heading = ''): CertificationFound[] {
	const found: CertificationFound[] = [];
	const bar = BAR_HEADING.test(heading);
	for (const line of lines) {
		const text = line.text.trim();
		if (!text) continue;
		// A sentence under a certificate describes it; it is not another certificate.
		if (isProse(stripBullet(text).text) && found.length && !stripBullet(text).bullet) continue;
		const items = stripBullet(text).text.split(ITEM_SPLIT).filter((item) => /\p{L}{2}/u.test(item));
		for (const item of items.length > 1 ? items : [text]) {
			const cert = readCertification(item, lang);
			if (!cert) continue;
			if (bar && !/\bbar\b/i.test(cert.name)) cert.name = `Bar admission — ${cert.name}`;
			if (ACRONYM_LIST.test(cert.name)) {
				for (const name of cert.name.split(/\s*,\s*|\s+(?:and|e|&)\s+|\s*\/\s*/)) found.push({ ...cert, name });
			} else found.push(cert);
		}
	}
	return found;
}

// Registrations with the Ministry of Labour (safety technicians, journalists, actors): "Registro MTE
// 0012345/SP", "MTb 12.345/RJ", "DRT nº 4567/SP".
const LABOUR_REGISTRATION = /\b(?:Registro\s+(?:profissional\s+)?(?:n[oa]\s+)?)?(?:MTE|MTb|DRT)\s*(?:n[º°o]\.?\s*|#\s*)?\d[\d.\-]{2,}\d(?:\s*\/\s*[A-Z]{2}\b)?/g;

// "CNH categoria B", "CNH: AB": a Brazilian driving licence, which many postings ask for.
const DRIVING_LICENCE = /\bCNH\b\s*(?:[-:]\s*)?(?:(?:categoria|categ\.?|cat\.?)\s*)?["“]?[A-E]{1,2}\b/g;

/** Registrations written anywhere in the header or summary: "COREN-SP 123.456", "OAB/RJ 98.765". */
export function findRegistrations(text: string): CertificationFound[] {
	const out: CertificationFound[] = [];
	REGISTRATION.lastIndex = 0;
	for (let m = REGISTRATION.exec(text); m; m = REGISTRATION.exec(text)) out.push({ name: tidy(m[0]), issuer: null, year: null });
	LABOUR_REGISTRATION.lastIndex = 0;
	for (let m = LABOUR_REGISTRATION.exec(text); m; m = LABOUR_REGISTRATION.exec(text)) out.push({ name: tidy(m[0]), issuer: null, year: null });
	DRIVING_LICENCE.lastIndex = 0;
	for (let m = DRIVING_LICENCE.exec(text); m; m = DRIVING_LICENCE.exec(text)) out.push({ name: tidy(m[0].replace(/["“]/g, '')), issuer: null, year: null });
	return out;
}

/** The licence skills a certification stands for (CPA, RN license, PMP…), to avoid listing one twice. */
export function licenceKeys(cert: CertificationFound): string[] {
	const keys = findSkills(`${cert.name}`)
		.filter((hit) => hit.category === 'certifications')
		.map((hit) => hit.name);
	return keys.length ? keys : [simplify(cert.name)];
}

/** Add certifications found elsewhere unless one already stands for the same licence. */
export function mergeCertifications(into: CertificationFound[], more: CertificationFound[]): CertificationFound[] {
	const out = [...into];
	for (const cert of more) {
		const keys = licenceKeys(cert);
		const known = out.some((other) => {
			const otherKeys = licenceKeys(other);
			return keys.some((key) => otherKeys.includes(key)) || ` ${simplify(other.name)} `.includes(` ${simplify(cert.name)} `);
		});
		if (!known) out.push(cert);
	}
	return out;
}
