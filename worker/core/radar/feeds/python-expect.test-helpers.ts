/*
 * feedparser's test files state what they expect as a Python expression, in a comment at the top:
 * `not bozo and entries[0]['title'] == u'Example'`. This reads the small part of Python those
 * expressions use (literals, names, subscripts, attributes, calls, `and`/`or`/`not`, chained
 * comparisons, `in`) into a tree, lists the keys a tree reaches (so a test can say which keys it
 * has no answer for before evaluating anything), and evaluates it against values a caller gives.
 * Equality is the caller's too: what "equal" means for a date or a link is not Python's business.
 */

export type PyValue = null | boolean | number | string | PyValue[] | PyDict | PyObject | PyAtom;

/** A value of the caller's that only its `equals` compares (a field read from a feed). */
export abstract class PyAtom {
	/** Python's truth of it. */
	abstract truthy(): boolean;
}

/** A Python dict literal: `{'href': '…'}`. */
export class PyDict {
	constructor(readonly entries: Map<string, PyValue>) {}
}

/** A value the caller answers for: subscripts, attributes and calls on it go to these methods. */
export interface PyObject {
	/** `value[key]` and `value.key`; throws PyKeyError when it has no such key. */
	item(key: string): PyValue;
	/** `key in value`, `value.has_key(key)`. */
	has(key: string): boolean;
}

export class PyKeyError extends Error {}

export type PyNode =
	| { type: 'name'; name: string }
	| { type: 'literal'; value: PyValue }
	| { type: 'tuple' | 'list'; items: PyNode[] }
	| { type: 'dict'; entries: [PyNode, PyNode][] }
	| { type: 'index'; target: PyNode; index: PyNode }
	| { type: 'attr'; target: PyNode; name: string }
	| { type: 'call'; target: PyNode; args: PyNode[] }
	| { type: 'not'; operand: PyNode }
	| { type: 'bool'; op: 'and' | 'or'; operands: PyNode[] }
	| { type: 'compare'; first: PyNode; rest: [string, PyNode][] };

type Token = { kind: 'string' | 'number' | 'name' | 'op'; text: string; value?: string | number };

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v' };

/** A Python string literal's body, escapes read (`\xe1`, `\u2135`, `\n`) unless raw. */
function unescape(body: string, raw: boolean): string {
	if (raw) return body;
	return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|\n|.)/g, (whole, escape: string) => {
		if (/^[xuU]/.test(escape)) return String.fromCodePoint(parseInt(escape.slice(1), 16));
		if (escape === '\n') return '';
		return SIMPLE_ESCAPES[escape] ?? whole;
	});
}

function tokenize(source: string): Token[] {
	const tokens: Token[] = [];
	const pattern =
		/\s+|([uUbBrR]{0,2})('''[\s\S]*?'''|"""[\s\S]*?"""|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(==|!=|<=|>=|[<>()[\]{},:.])/y;
	let at = 0;
	while (at < source.length) {
		pattern.lastIndex = at;
		const match = pattern.exec(source);
		if (!match) throw new SyntaxError(`cannot read the expression at "${source.slice(at, at + 20)}"`);
		at = pattern.lastIndex;
		const [text, prefix, quoted, number, name, op] = match;
		if (quoted !== undefined) {
			const quote = quoted.startsWith("'''") || quoted.startsWith('"""') ? 3 : 1;
			tokens.push({ kind: 'string', text, value: unescape(quoted.slice(quote, -quote), /r/i.test(prefix)) });
		} else if (number !== undefined) tokens.push({ kind: 'number', text, value: Number(number) });
		else if (name !== undefined) tokens.push({ kind: 'name', text: name });
		else if (op !== undefined) tokens.push({ kind: 'op', text: op });
	}
	return tokens;
}

const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>=', 'in', 'is']);

/** The expression as a tree; throws SyntaxError for anything outside the part of Python read here. */
export function parsePython(source: string): PyNode {
	const tokens = tokenize(source);
	let at = 0;
	const peek = (offset = 0) => tokens[at + offset];
	const isOp = (text: string, offset = 0) => peek(offset)?.text === text && peek(offset)?.kind !== 'string';
	const expect = (text: string) => {
		if (!isOp(text)) throw new SyntaxError(`expected "${text}" at token ${at}`);
		at++;
	};

	const expression = (): PyNode => boolean('or');
	const boolean = (op: 'and' | 'or'): PyNode => {
		const operands = [op === 'or' ? boolean('and') : negation()];
		while (isOp(op)) {
			at++;
			operands.push(op === 'or' ? boolean('and') : negation());
		}
		return operands.length === 1 ? operands[0] : { type: 'bool', op, operands };
	};
	const negation = (): PyNode => {
		if (isOp('not')) {
			at++;
			return { type: 'not', operand: negation() };
		}
		return comparison();
	};
	const comparison = (): PyNode => {
		const first = postfix();
		const rest: [string, PyNode][] = [];
		for (;;) {
			let op: string;
			if (isOp('not') && isOp('in', 1)) op = 'not in';
			else if (isOp('is') && isOp('not', 1)) op = 'is not';
			else if (peek() && COMPARISONS.has(peek().text) && peek().kind !== 'string') op = peek().text;
			else break;
			at += op.includes(' ') ? 2 : 1;
			rest.push([op, postfix()]);
		}
		return rest.length ? { type: 'compare', first, rest } : first;
	};
	const postfix = (): PyNode => {
		let node = atom();
		for (;;) {
			if (isOp('[')) {
				at++;
				const index = expression();
				expect(']');
				node = { type: 'index', target: node, index };
			} else if (isOp('.')) {
				at++;
				const name = peek();
				if (name?.kind !== 'name') throw new SyntaxError('expected a name after "."');
				at++;
				node = { type: 'attr', target: node, name: name.text };
			} else if (isOp('(')) {
				at++;
				node = { type: 'call', target: node, args: sequence(')') };
			} else return node;
		}
	};
	const sequence = (close: string): PyNode[] => {
		const items: PyNode[] = [];
		while (!isOp(close)) {
			items.push(expression());
			if (!isOp(close)) expect(',');
		}
		at++;
		return items;
	};
	const atom = (): PyNode => {
		const token = peek();
		if (!token) throw new SyntaxError('the expression ends too early');
		at++;
		if (token.kind === 'string') {
			let value = token.value as string;
			// Adjacent literals are one string, as in Python.
			while (peek()?.kind === 'string') value += tokens[at++].value as string;
			return { type: 'literal', value };
		}
		if (token.kind === 'number') return { type: 'literal', value: token.value as number };
		if (token.kind === 'name') {
			if (token.text === 'None') return { type: 'literal', value: null };
			if (token.text === 'True') return { type: 'literal', value: true };
			if (token.text === 'False') return { type: 'literal', value: false };
			return { type: 'name', name: token.text };
		}
		if (token.text === '(') {
			const items: PyNode[] = [];
			let tuple = false;
			while (!isOp(')')) {
				items.push(expression());
				if (isOp(',')) {
					tuple = true;
					at++;
				} else if (!isOp(')')) throw new SyntaxError('expected "," or ")"');
			}
			at++;
			return tuple || items.length === 0 ? { type: 'tuple', items } : items[0];
		}
		if (token.text === '[') return { type: 'list', items: sequence(']') };
		if (token.text === '{') {
			const entries: [PyNode, PyNode][] = [];
			while (!isOp('}')) {
				const key = expression();
				expect(':');
				entries.push([key, expression()]);
				if (!isOp('}')) expect(',');
			}
			at++;
			return { type: 'dict', entries };
		}
		throw new SyntaxError(`unexpected "${token.text}"`);
	};

	const tree = expression();
	if (at !== tokens.length) throw new SyntaxError(`unexpected "${peek().text}" after the expression`);
	return tree;
}

/**
 * Every key path the expression reaches, written `entries[].title_detail.value`: a numeric index
 * is `[]`, `x.has_key('k')`, `x.get('k')` and `'k' in x` are `x.k`, a bare name is itself.
 */
export function keyPaths(node: PyNode): string[] {
	const found = new Set<string>();
	const chain = (at: PyNode): string | null => {
		if (at.type === 'name') return at.name;
		if (at.type === 'attr') {
			const target = chain(at.target);
			return target === null ? null : `${target}.${at.name}`;
		}
		if (at.type === 'index') {
			const target = chain(at.target);
			if (target === null) return null;
			visit(at.index);
			if (at.index.type === 'literal' && typeof at.index.value === 'string') return `${target}.${at.index.value}`;
			return `${target}[]`;
		}
		if (at.type === 'call' && at.target.type === 'attr' && (at.target.name === 'has_key' || at.target.name === 'get')) {
			const target = chain(at.target.target);
			const [key, ...rest] = at.args;
			rest.forEach(visit);
			if (target !== null && key?.type === 'literal' && typeof key.value === 'string') return `${target}.${key.value}`;
		}
		return null;
	};
	const visit = (at: PyNode): void => {
		const path = at.type === 'name' || at.type === 'attr' || at.type === 'index' || at.type === 'call' ? chain(at) : null;
		if (path !== null) {
			found.add(path);
			return;
		}
		switch (at.type) {
			case 'call':
				// `len(…)`: a function's name is no key.
				if (at.target.type !== 'name') visit(at.target);
				at.args.forEach(visit);
				return;
			case 'attr':
				visit(at.target);
				return;
			case 'index':
				visit(at.target);
				visit(at.index);
				return;
			case 'tuple':
			case 'list':
				at.items.forEach(visit);
				return;
			case 'dict':
				at.entries.forEach(([key, value]) => (visit(key), visit(value)));
				return;
			case 'not':
				visit(at.operand);
				return;
			case 'bool':
				at.operands.forEach(visit);
				return;
			case 'compare': {
				const operands = [at.first, ...at.rest.map(([, operand]) => operand)];
				operands.forEach((operand, i) => {
					const op = at.rest[i]?.[0];
					const left = operands[i];
					const right = operands[i + 1];
					// `'link' in entries[0]` asks for a key.
					if ((op === 'in' || op === 'not in') && left.type === 'literal' && typeof left.value === 'string' && right) {
						const target = chain(right);
						if (target !== null) found.add(`${target}.${left.value}`);
					}
					visit(operand);
				});
				return;
			}
			default:
				return;
		}
	};
	visit(node);
	return [...found];
}

export type Evaluation = {
	/** The names the expression may use (`bozo`, `feed`, `entries`). */
	names: Record<string, PyValue>;
	/** Python's `==` for the caller's values; return null to fall back to plain equality. */
	equals?: (left: PyValue, right: PyValue) => boolean | null;
};

function truthy(value: PyValue): boolean {
	if (value === null || value === false || value === 0 || value === '') return false;
	if (Array.isArray(value)) return value.length > 0;
	if (value instanceof PyDict) return value.entries.size > 0;
	if (value instanceof PyAtom) return value.truthy();
	return true;
}

const isObject = (value: PyValue): value is PyObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PyDict) && !(value instanceof PyAtom);

/** Evaluates a tree; a missing key or index throws (as Python would), and so fails the expectation. */
export function evaluatePython(node: PyNode, context: Evaluation): PyValue {
	const equal = (left: PyValue, right: PyValue): boolean => {
		const custom = context.equals?.(left, right) ?? context.equals?.(right, left) ?? null;
		if (custom !== null) return custom;
		if (Array.isArray(left) && Array.isArray(right)) return left.length === right.length && left.every((item, i) => equal(item, right[i]));
		if (left instanceof PyDict && right instanceof PyDict) {
			return left.entries.size === right.entries.size && [...left.entries].every(([key, value]) => right.entries.has(key) && equal(value, right.entries.get(key) as PyValue));
		}
		return left === right;
	};
	const contains = (container: PyValue, item: PyValue): boolean => {
		if (typeof container === 'string' && typeof item === 'string') return container.includes(item);
		if (Array.isArray(container)) return container.some((value) => equal(value, item));
		if (container instanceof PyDict && typeof item === 'string') return container.entries.has(item);
		if (isObject(container) && typeof item === 'string') return container.has(item);
		throw new TypeError('"in" on a value that holds nothing');
	};
	const item = (target: PyValue, key: PyValue): PyValue => {
		if (Array.isArray(target) && typeof key === 'number') {
			const index = key < 0 ? target.length + key : key;
			if (index < 0 || index >= target.length) throw new PyKeyError(`index ${key} out of range`);
			return target[index];
		}
		if (typeof key !== 'string') throw new PyKeyError(`cannot index with ${String(key)}`);
		if (target instanceof PyDict) {
			if (!target.entries.has(key)) throw new PyKeyError(key);
			return target.entries.get(key) as PyValue;
		}
		if (isObject(target)) return target.item(key);
		throw new PyKeyError(`no key "${key}" on ${typeof target}`);
	};
	const run = (at: PyNode): PyValue => {
		switch (at.type) {
			case 'literal':
				return at.value;
			case 'name':
				if (!(at.name in context.names)) throw new PyKeyError(`name "${at.name}" is not defined`);
				return context.names[at.name];
			case 'tuple':
			case 'list':
				return at.items.map(run);
			case 'dict':
				return new PyDict(new Map(at.entries.map(([key, value]) => [String(run(key)), run(value)])));
			case 'index':
				return item(run(at.target), run(at.index));
			case 'attr':
				return item(run(at.target), at.name);
			case 'call': {
				const args = at.args.map(run);
				if (at.target.type === 'name' && at.target.name === 'len') {
					const [value] = args;
					if (Array.isArray(value) || typeof value === 'string') return value.length;
					if (value instanceof PyDict) return value.entries.size;
					throw new TypeError('len() of a value without a length');
				}
				if (at.target.type === 'attr' && (at.target.name === 'has_key' || at.target.name === 'get')) {
					const target = run(at.target.target);
					const key = args[0];
					if (at.target.name === 'has_key') return contains(target, key);
					return contains(target, key) ? item(target, key) : (args[1] ?? null);
				}
				throw new TypeError('a call this reader does not know');
			}
			case 'not':
				return !truthy(run(at.operand));
			case 'bool': {
				let value: PyValue = null;
				for (const operand of at.operands) {
					value = run(operand);
					if (at.op === 'and' ? !truthy(value) : truthy(value)) return value;
				}
				return value;
			}
			case 'compare': {
				let left = run(at.first);
				for (const [op, operand] of at.rest) {
					const right = run(operand);
					let holds: boolean;
					if (op === '==' || op === 'is') holds = equal(left, right);
					else if (op === '!=' || op === 'is not') holds = !equal(left, right);
					else if (op === 'in') holds = contains(right, left);
					else if (op === 'not in') holds = !contains(right, left);
					else if (typeof left === 'number' && typeof right === 'number') {
						holds = op === '<' ? left < right : op === '>' ? left > right : op === '<=' ? left <= right : left >= right;
					} else throw new TypeError(`"${op}" between values that are not numbers`);
					if (!holds) return false;
					left = right;
				}
				return true;
			}
		}
	};
	return run(node);
}

/** Whether the expression holds: Python's truth of its value. Throws what evaluating throws. */
export function holds(node: PyNode, context: Evaluation): boolean {
	return truthy(evaluatePython(node, context));
}
