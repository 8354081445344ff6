import { describe, expect, it } from 'vitest';
import { parseFeed } from './feeds/parse';
import { BoardItems, MAX_BOARD_ITEMS } from './boards';
import type { FeedItem } from './feed-item';

const rss = (items: string[]) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Vagas</title>${items.join('')}</channel></rss>`;
const item = (n: number) => `<item><title>Vaga ${n}</title><link>https://vagas.example.org/${n}</link><description>Vaga ${n}</description></item>`;
const warningOf = (content: string, code: string, maxItems?: number) => parseFeed(content, { maxItems }).warnings.find((warning) => warning.code === code)!;
const posting = (n: number): FeedItem => ({ guid: `g${n}`, title: `Vaga ${n}`, company: '', location: '', workMode: null, url: null, description: '', publishedAt: null, notes: [] });

// A screen says a warning in the person's language from its code and count, never from the
// reader's English sentence: the count must be the number that sentence names.
const withCount = <T extends { message: string; count?: number }>(warning: T) => {
	if (warning.count !== undefined) expect(warning.message).toContain(warning.count.toLocaleString('en-US'));
	return warning;
};

describe('the number a source warning names', () => {
	it('is the count of control characters removed', () => {
		expect(withCount(warningOf(rss([item(1).replace('Vaga 1', 'Vaga\u0001 1')]), 'control_characters'))).toMatchObject({ code: 'control_characters', count: 1 });
		expect(withCount(warningOf(rss([item(1)]).replace('Vagas', 'V\u0001a\u0002g\u0003'), 'control_characters'))).toMatchObject({ count: 3 });
	});

	it('is the complete items read before a feed that stops short', () => {
		const cut = rss([item(1), item(2), item(3)]).replace(/<item><title>Vaga 3.*$/, '<item><title>Vaga');
		expect(withCount(warningOf(cut, 'truncated'))).toMatchObject({ code: 'truncated', count: 2 });
	});

	it('is the items left out for having nothing to show', () => {
		expect(withCount(warningOf(rss([item(1), '<item></item>']), 'empty_items'))).toMatchObject({ code: 'empty_items', count: 1 });
		expect(withCount(warningOf(rss([item(1), '<item></item>', '<item><title></title></item>']), 'empty_items'))).toMatchObject({ count: 2 });
	});

	it('is the items left out past the cap, thousands included', () => {
		expect(withCount(warningOf(rss([item(1), item(2), item(3)]), 'items_cut', 1))).toMatchObject({ code: 'items_cut', count: 2 });
		expect(withCount(warningOf(rss(Array.from({ length: 1_203 }, (_, i) => item(i))), 'items_cut', 2))).toMatchObject({ count: 1_201 });
	});

	it('is the postings a board left out, and none when it only left further pages unread', () => {
		const cut = new BoardItems();
		cut.add(Array.from({ length: MAX_BOARD_ITEMS + 7 }, (_, i) => posting(i)), false);
		expect(withCount(cut.warning()!)).toMatchObject({ code: 'items_cut', count: 7 });
		const unread = new BoardItems();
		unread.add(Array.from({ length: MAX_BOARD_ITEMS }, (_, i) => posting(i)), true);
		const warning = withCount(unread.warning()!);
		expect(warning.code).toBe('items_cut');
		expect(warning).not.toHaveProperty('count');
	});

	it('is none for a warning that names no number, and the sentence stays as the reader wrote it', () => {
		const warning = { code: 'undeclared_prefixes' as const, message: 'This feed uses job: without declaring it; Rumo read it as feeds usually mean it.' };
		expect(withCount(warning)).toEqual(warning);
	});
});
