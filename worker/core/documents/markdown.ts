import { CONTACT_SEPARATOR, formatDates, PART_SEPARATOR, sectionHeading } from './words';
import type { DocumentSection, ResumeDocument } from './model';

/**
 * The document as Markdown, for pasting into a job site's form or an editor: the same headings,
 * dates and separators as the DOCX and PDF (words.ts). The name as `#`,
 * sections as `##`, entries as `###`, bullets and list lines as `-` items. Nothing is escaped
 * inside a line (a form shows backslashes as they are); only a line that would start a heading,
 * a quote or a list by accident has its first mark escaped.
 */
export function renderMarkdown(doc: ResumeDocument): string {
	const blocks: string[] = [];
	const head = [`# ${plain(doc.name) || '—'}`];
	if (doc.headline) head.push(safe(doc.headline));
	blocks.push(head.join('\n'));
	if (doc.contact.length) blocks.push(doc.contact.map(plain).join(CONTACT_SEPARATOR));
	for (const section of doc.sections) blocks.push(`## ${sectionHeading(section, doc.language)}\n\n${body(section, doc)}`);
	return `${blocks.join('\n\n')}\n`;
}

function body(section: DocumentSection, doc: ResumeDocument): string {
	switch (section.kind) {
		case 'summary':
			return safe(section.text);
		case 'experience':
			return section.entries
				.map((entry) => {
					const where = [entry.company, entry.location].filter(Boolean).join(', ');
					return entryBlock([entry.title, where], formatDates(entry, doc.language), entry.bullets.map(item));
				})
				.join('\n\n');
		case 'education':
			return section.entries.map((entry) => entryBlock([entry.degree, entry.institution], formatDates(entry, doc.language), [])).join('\n\n');
		case 'projects':
			return section.entries.map((entry) => entryBlock([entry.name], '', [entry.description, entry.url ?? ''].filter(Boolean).map(safe))).join('\n\n');
		case 'other':
			return section.lines.map(item).join('\n');
		default:
			return section.items.map(item).join('\n');
	}
}

/** "### Title — Company, Place", the dates on the next line, then its lines. */
function entryBlock(head: string[], dates: string, lines: string[]): string {
	const title = head.filter(Boolean).map(plain).join(PART_SEPARATOR);
	return [`### ${title || '—'}`, ...(dates ? [dates] : []), ...(lines.length ? ['', ...lines] : [])].join('\n');
}

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
const item = (text: string) => `- ${plain(text)}`;

/** A line that would read as Markdown structure ("# 1", "- ", "1. ", "> ") keeps its text. */
function safe(text: string): string {
	return plain(text).replace(/^(#{1,6}\s|>|[-+*]\s|\d+[.)]\s)/, '\\$1');
}
