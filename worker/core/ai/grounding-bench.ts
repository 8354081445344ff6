import { findDates } from '../engine/resume-parse/dates';
import { skillsIn } from '../engine/skills/matcher';
import { groundProposals } from '../engine/grounding/grounding';
import type { Proposal } from '../engine/grounding/proposals';

/*
 * The bench figure of issue 17: the grounding guard over 200 proposed items on a two-page resume,
 * goal ≤ 20 ms. Measured here (tests may not assert time) and wired into `npm run bench` by whoever
 * runs it; the fixture resumes come in through Vite's raw import, so a Vite-run caller (vitest,
 * the app) needs nothing else, and any other caller passes its own text.
 */

const FIXTURES = import.meta.glob<string>('../../../tests/fixtures/resumes/*.txt', { query: '?raw', import: 'default', eager: true });

/** About two pages: the six development resumes one after the other (≈ 7,000 characters, ≈ 1,000 words). */
export function twoPageResume(): string {
	return Object.keys(FIXTURES)
		.sort()
		.map((path) => FIXTURES[path])
		.join('\n\n');
}

const ITEMS = 200;

/** The first date written on the entry's line or the next three, as an entry's own date would be. */
function dateNear(lines: string[], at: number): string | null {
	for (const line of lines.slice(at, at + 4)) {
		const found = findDates(line)[0];
		if (found) return found.value;
	}
	return null;
}

/**
 * 200 proposals over the text, as a provider might send them: real skills, entries, credentials
 * and sections quoted from its lines, mixed with invented skills and employers, misquoted spans
 * and spans that are not there — so every path of the guard is timed, not only the quick drops.
 */
export function benchProposals(text: string): Proposal[] {
	const lines = text.split('\n').map((line) => line.trim()).filter((line) => line.length > 3);
	const hits = skillsIn(text);
	const dated = lines.filter((line) => findDates(line).length > 0);
	const headed = lines.filter((line) => /—|,/.test(line));
	const lineOf = (at: number) => text.slice(text.lastIndexOf('\n', at) + 1, (text.indexOf('\n', at) + 1 || text.length + 1) - 1);
	const items: Proposal[] = [];
	for (let i = 0; items.length < ITEMS; i++) {
		const hit = hits[i % hits.length];
		const line = lines[i % lines.length];
		const head = headed[i % headed.length];
		const [first, second = first] = head.split(/\s*[—,]\s*/);
		// Half the entries carry their own date (written within a few lines of the entry), half a date
		// from elsewhere in the text, which the guard refuses as not this entry's.
		const date = i % 2 ? dateNear(lines, lines.indexOf(head)) : dated.length ? findDates(dated[i % dated.length])[0].value : null;
		switch (i % 8) {
			case 0:
				items.push({ kind: 'skill', name: hit.name, span: lineOf(hit.start) });
				break;
			case 1:
				items.push({ kind: 'skill', name: ['Kubernetes', 'Salesforce', 'Wound care', 'Rust'][i % 4], span: line });
				break;
			case 2:
				items.push({ kind: 'requirement', name: hit.name, required: true, span: `${hit.surface} for ${i} years at Globex` });
				break;
			case 3:
				items.push({ kind: 'experience', title: first, company: second, start: date, end: null, current: false, span: head });
				break;
			case 4:
				items.push({ kind: 'experience', title: first, company: `Initech ${i}`, start: date, end: '2024-12', current: true, span: head });
				break;
			case 5:
				items.push({ kind: 'education', degree: first, institution: second, start: null, end: date, span: head });
				break;
			case 6:
				items.push({ kind: 'certification', name: first, issuer: null, year: date?.slice(0, 4) ?? null, span: head });
				break;
			default:
				if (i % 16 === 7) items.push({ kind: 'language', name: ['English', 'Inglês', 'Spanish'][i % 3], level: 'Intermediate', span: line });
				else items.push({ kind: 'section', heading: line, text: lines[(i + 1) % lines.length], span: line });
		}
	}
	return items;
}

export interface GuardTimings {
	items: number;
	characters: number;
	/** The first call, after the skill index is built (the deterministic engine has built it by then). */
	firstMs: number;
	runsMs: number[];
	p50: number;
	p95: number;
	accepted: number;
	dropped: number;
}

/** Times `runs` calls of the guard over 200 proposals on the text (two fixture pages when none is given). */
export function measureGuard(runs = 30, text = twoPageResume()): GuardTimings {
	const items = benchProposals(text);
	let t = performance.now();
	const first = groundProposals(text, items);
	const firstMs = performance.now() - t;
	const runsMs: number[] = [];
	for (let run = 0; run < runs; run++) {
		t = performance.now();
		groundProposals(text, items);
		runsMs.push(performance.now() - t);
	}
	const sorted = [...runsMs].sort((a, b) => a - b);
	const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? firstMs;
	return {
		items: items.length,
		characters: text.length,
		firstMs,
		runsMs,
		p50: at(0.5),
		p95: at(0.95),
		accepted: first.accepted.length,
		dropped: first.dropped.length
	};
}
