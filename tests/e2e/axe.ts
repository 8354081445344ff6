import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules every screen is held to: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * No serious or critical axe violation on the page (or inside `include`, a part tested apart from
 * the rest of its page); `screen` names what was checked in the failure message.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, options: { include?: string } = {}) {
	let builder = new AxeBuilder({ page }).withTags(TAGS);
	if (options.include) builder = builder.include(options.include);
	const results = await builder.analyze();
	const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
	expect(
		serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
		screen
	).toEqual([]);
}
