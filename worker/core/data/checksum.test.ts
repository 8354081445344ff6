import { describe, expect, it } from 'vitest';
import { backupChecksum, canonicalJson, documentPieces, piecesSha256, sha256 } from './checksum';

const join = (pieces: (string | Uint8Array)[]) => pieces.map((piece) => (typeof piece === 'string' ? piece : new TextDecoder().decode(piece))).join('');

describe('the canonical serialisation a backup checksum is made of', () => {
	it('sorts the keys of every object at every depth and keeps arrays in their order', () => {
		expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 'é"' }, 3], c: null } })).toBe('{"a":{"c":null,"d":[{"y":"é\\"","z":1},3]},"b":1}');
		expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
	});

	it('writes values as JSON.stringify does: dates by toJSON, undefined left out of objects and null in arrays, NaN as null', () => {
		const value = { when: new Date(0), gone: undefined, list: [undefined, NaN, -0, 1e21, true], text: 'line\nbreak\u2028' };
		expect(JSON.parse(canonicalJson(value)!)).toEqual(JSON.parse(JSON.stringify(value)));
		expect(canonicalJson(value)).toBe('{"list":[null,null,0,1e+21,true],"text":"line\\nbreak\u2028","when":"1970-01-01T00:00:00.000Z"}');
		expect(canonicalJson(undefined)).toBeUndefined();
	});

	it("puts keys that are array indexes in the same sorted order as any other ('10' before '2'), however deep", () => {
		expect(canonicalJson({ x: 1, '2': 'b', '10': 'a' })).toBe('{"10":"a","2":"b","x":1}');
		expect(canonicalJson([{ z: { '2': [new Date(0)], '10': null }, a: 0 }])).toBe('[{"a":0,"z":{"10":null,"2":["1970-01-01T00:00:00.000Z"]}}]');
	});

	it('hashes the header and the tables given as written JSON exactly as the whole document serialised canonically, without its checksum', async () => {
		const tables = { trackerJobs: [{ title: 'Backend', id: 'a' }], meta: [] };
		const header = { schemaVersion: 9, format: 'rumo-backup', formatVersion: 2, counts: { trackerJobs: 1, meta: 0 }, checksum: 'sha256:x' };
		const whole = canonicalJson({ ...header, tables, checksum: undefined })!;
		expect(join(documentPieces(header, [canonicalJson(tables)!]))).toBe(whole);
		expect(join(documentPieces({ ...header, tables: 'set aside' }, [new TextEncoder().encode(canonicalJson(tables))]))).toBe(whole);
		expect(await piecesSha256(['{"a":', new TextEncoder().encode('"é"'), '}'])).toBe(await sha256('{"a":"é"}'));
		expect(await backupChecksum({ ...header, tables })).toBe(`sha256:${await sha256(whole)}`);
	});
});
