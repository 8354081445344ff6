/*
 * A subject's syllabus text → its topics (issue 31): the edital's own numbered items, or its sentences where it numbers none.
 */

/** A numbered item inside the syllabus text: "2 Reconhecimento", "4.1 Emprego", "1. Ortografia", "3 - Classe", "7- Sistema", "5) Classes". */
// Followed by a capital; or, for a sub-item written "1.1." after a sentence's end, by any letter ("1.1. cronotanatognose").
// So is a sub-item after a colon or a semicolon, its dot after the number or not ("textos: 1.1 verbais …; 1.2 mistos …"), and
// an item glued to its words ("… da Informação. 10.Componentes de um computador", "1.Abordagem das dermatoses … 2.Manifestações …").
const ITEM = /(?:^|[.;:]\s+|\s)(\d{1,2}(?:\.\d{1,2}){0,3})(?:\.?\s*[-–]\s*|\.?\s+|\)\s*)(?=\p{Lu})|(?:[.;:]\s+)(\d{1,2}(?:\.\d{1,2}){1,3})\.\s+(?=\p{Ll})|(?:[;:]\s+)(\d{1,2}(?:\.\d{1,2}){1,3})\s+(?=\p{Ll})|(?:^|[.;]?\s+)(\d{1,2})\.(?=\p{Lu}\p{Ll})/gu;
/** An item's number and what separates it from its words ("1 ", "1. ", "1 - "). */
const ITEM_NUMBER = /^(\d+(?:\.\d+)*)(?:\.?\s*[-–]\s*|\.?\s+|\.(?=\p{Lu})|\)\s*)/u;

/** The syllabus text of one subject → its topics: numbered items when it has them, else its sentences. */
export function topicsOf(text: string): string[] {
	const clean = text.replace(/\s+/g, ' ').trim();
	const starts = [...clean.matchAll(ITEM)];
	const topics: string[] = [];
	if (starts.length >= 2) {
		starts.forEach((m, index) => {
			const number = m[1] ?? m[2] ?? m[3] ?? m[4];
			const from = m.index + m[0].indexOf(number);
			const to = index + 1 < starts.length ? starts[index + 1].index + (/^[.;:]/.test(starts[index + 1][0]) ? 1 : 0) : clean.length;
			const topic = clean
				.slice(from, to)
				.replace(ITEM_NUMBER, '$1 ')
				// A part's heading inside a subject ("… autovetores. II ESTATÍSTICA: 1 …") belongs to no topic.
				.replace(/[.;]?\s+[IVX]{1,4}\s+\p{Lu}[\p{Lu}\p{M} ]+:?$/u, '')
				.replace(/[\s.;:,]+$/, '')
				.trim();
			if (/\p{L}{3}/u.test(topic)) topics.push(topic);
		});
		return topics;
	}
	// Items lettered in order ("a) Gestão de tempo; b) Elaboração de documentos …"), where none is numbered: one topic each.
	const lettered = letteredItems(clean);
	if (lettered.length >= 2) {
		lettered.forEach((at, index) => {
			const topic = clean
				.slice(at, lettered[index + 1] ?? clean.length)
				.replace(/[\s.;:,]+$/, '')
				.trim();
			if (/\p{L}{3}/u.test(topic)) topics.push(topic);
		});
		return topics;
	}
	// A sentence ends at ". " before a capital or a digit, never after an abbreviation ("Art. 225", "nº. 8").
	// Inside a sentence, "; " before a capital parts topics ("Sistematização da assistência; Segurança do paciente"), unless
	// the sentence opens with a label that makes them one topic's parts ("Domínio da ortografia oficial: Emprego das letras;
	// Emprego da …"); a colon inside a later part ("Estruturas lógicas; Lógica de argumentação: analogias …") labels only it.
	for (const sentence of clean.split(/(?<!\b(?:[Aa]rts?|[Ii]ncs?|[Pp]ar|[Nn]º?|[Ee]x|[Dd]ra?|[Pp]rof|[Ss]r|[Ss]ra|[Cc]f|[Pp]ág|[Pp]))\.\s+(?=[\p{Lu}\d])|[.;]$/u)) {
		const parts = sentence.split(/;\s+(?=[\p{Lu}\d])/u);
		for (const part of parts[0].includes(':') ? [sentence] : parts) {
			const topic = part.replace(/[\s.;:,]+$/, '').trim();
			if (/\p{L}{3}/u.test(topic)) topics.push(topic);
		}
	}
	return topics;
}

/** Where each item lettered in order starts ("a) …; b) …; c) …", each letter the next, "a)" starting a list afresh); none if the letters skip. */
function letteredItems(text: string): number[] {
	const starts: number[] = [];
	let expected = 'a';
	for (const m of text.matchAll(/(?:^|[.;:]\s+|\s)([a-z])\)\s+(?=\S)/gu)) {
		if (m[1] !== expected && m[1] !== 'a') continue;
		starts.push(m.index + m[0].indexOf(m[1]));
		expected = String.fromCharCode(m[1].charCodeAt(0) + 1);
	}
	return starts;
}

/** A subject named inside the text after a numbered topic's end, its numbering starting again: "… 22. Variação linguística. Saúde Coletiva: 1. Legislação …". */
// So is one in capitals whose topics are not numbered ("… 6 Pontuação. ESPANHOL ou INGLÊS: Interpretação de Textos").
const INLINE_SUBJECT = /(?<=[.;]\s+)(?:(\p{Lu}[^.:;]{2,80}?):\s+(?=1(?:\.\s+|\s+|\s*[-–]\s*)\p{Lu})|(\p{Lu}{2}[\p{Lu}\p{M}]*(?:\s+(?:ou|e|de|da|do|\p{Lu}{2}[\p{Lu}\p{M}]*)){0,6}):\s+(?=\p{Lu}))/gu;

/** A subject's text → the subjects it holds: its own, then each one named inside it where the numbering of its topics starts again. */
export function inlineSubjects(name: string, text: string): { name: string; text: string }[] {
	const parts = [{ name, text }];
	// Only in a numbered syllabus: a topic of its own ends before the name (its number above 1).
	const marks = [...text.matchAll(INLINE_SUBJECT)].filter((m) => /(?:^|\s)(?:[2-9]|\d{2})(?:\.\d+)*\.?\s+\p{Lu}[^]*$/u.test(text.slice(Math.max(0, m.index - 400), m.index)));
	let from = 0;
	for (const m of marks) {
		parts.at(-1)!.text = text.slice(from, m.index);
		parts.push({ name: (m[1] ?? m[2]).trim(), text: '' });
		from = m.index + m[0].length;
	}
	parts.at(-1)!.text = text.slice(from);
	return parts;
}
