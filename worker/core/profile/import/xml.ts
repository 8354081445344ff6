import { SaxesParser } from 'saxes';
import { problem } from '../../http/problem';

/**
 * An XML file as plain objects, the way its JSON twin writes the same data (Europass publishes
 * both): an element with text is its text; an element with elements is an object of them, a
 * name met twice a list; `…List` wrappers are the list of what they wrap, under the name
 * without "List" (WorkExperienceList → WorkExperience: […]); attributes are kept with a capital
 * (year="2001" → Year). Names lose their namespace prefix. Read with saxes (the worker has no
 * DOMParser); a DOCTYPE is refused outright (entity expansion, external references), as the
 * feeds' reader does.
 */

export type XmlValue = string | XmlObject | XmlValue[];
export type XmlObject = { [key: string]: XmlValue };

type Node = { name: string; attributes: Record<string, string>; children: Node[]; text: string };

const MAX_DEPTH = 200;
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function parse(content: string): Node {
	const parser = new SaxesParser({ xmlns: false, position: true });
	const stack: Node[] = [];
	let root: Node | null = null;
	let failure: string | null = null;
	parser.on('doctype', () => {
		failure = 'it declares a DOCTYPE, which Rumo does not read for safety';
		throw new Error(failure);
	});
	parser.on('error', (error: Error) => {
		failure ??= error.message.replace(/^(\d+):(\d+): /, 'line $1, column $2: ').replace(/\.$/, '');
		throw error;
	});
	parser.on('opentag', (tag) => {
		if (stack.length >= MAX_DEPTH) {
			failure = `elements nested more than ${MAX_DEPTH} deep`;
			throw new Error(failure);
		}
		const node: Node = { name: local(tag.name), attributes: {}, children: [], text: '' };
		for (const [name, value] of Object.entries(tag.attributes)) if (!name.startsWith('xmlns')) node.attributes[local(name)] = String(value);
		if (stack.length) stack[stack.length - 1].children.push(node);
		else root = node;
		stack.push(node);
	});
	parser.on('closetag', () => void stack.pop());
	const addText = (text: string) => {
		if (stack.length) stack[stack.length - 1].text += text;
	};
	parser.on('text', addText);
	parser.on('cdata', addText);
	try {
		parser.write(content).close();
	} catch {
		/* failure says why */
	}
	if (failure || !root)
		throw problem('validation_failed', `This is not a readable XML file (${failure ?? 'it has no root element'}). Export the file again, and import it as it was saved.`, [{ path: 'text', message: 'Not well-formed XML.' }], {
			reason: 'invalid_xml'
		});
	return root;
}

function toValue(node: Node): XmlValue {
	const attributes = Object.entries(node.attributes);
	if (!node.children.length && !attributes.length) return node.text.trim();
	const out: XmlObject = {};
	for (const [name, value] of attributes) out[capital(name)] = value;
	if (/List$/.test(node.name) && node.children.length && node.children.every((child) => child.name === node.children[0].name)) return node.children.map(toValue);
	for (const child of node.children) {
		const key = /List$/.test(child.name) ? child.name.slice(0, -4) : child.name;
		const value = /List$/.test(child.name) ? (child.children.length ? child.children.map(toValue) : []) : toValue(child);
		if (!(key in out)) out[key] = value;
		else
			out[key] =
				Array.isArray(out[key]) && /List$/.test(child.name)
					? [...(out[key] as XmlValue[]), ...(value as XmlValue[])]
					: [...(Array.isArray(out[key]) ? (out[key] as XmlValue[]) : [out[key]]), value];
	}
	if (!node.children.length && node.text.trim()) out.Text = node.text.trim();
	return out;
}

/** The document's root element name and its content as plain objects. */
export function readXml(content: string): { root: string; value: XmlValue } {
	const root = parse(content.replace(/^\uFEFF/, ''));
	return { root: root.name, value: toValue(root) };
}
