import { foldText } from '../text/normalize';
import { attr, elements, isElement, textContent, type Element, type Node } from './tree';

export type BlockedReason = 'login_wall' | 'captcha' | 'no_content';

// "Sign in to see the full job description", "Faça login para ver a vaga", "Entre para continuar".
const LOGIN =
	/\b(?:(?:sign|log) ?in|login|sign ?up|register|create (?:a |an )?(?:free )?account|join(?: now)?) (?:to|for) (?:see|view|read|continue|access|unlock|reveal|get)\b|\b(?:you (?:must|need to) be (?:signed|logged) in|members only|for members only|this content is (?:only )?(?:available )?(?:for|to) members|faca (?:o )?login (?:para|pra) (?:ver|continuar|acessar|visualizar|ler)|entre (?:para|pra) (?:continuar|ver|acessar|visualizar)|cadastre-se (?:para|pra) (?:ver|continuar|acessar|visualizar)|crie (?:uma|sua) conta (?:para|pra) (?:ver|continuar|acessar)|voce precisa (?:estar logad[oa]|fazer login|entrar)|acesso restrito|conteudo exclusivo para (?:membros|assinantes))\b/;
const CAPTCHA_TEXT =
	/\b(?:verify (?:that )?you are (?:a )?human|are you a robot|i'?m not a robot|not a robot|checking your browser|just a moment\.\.\.|unusual traffic|access denied|request blocked|attention required|please enable (?:javascript|cookies)|enable javascript and cookies|confirme que voce nao e um robo|nao sou um robo|trafego incomum|acesso negado|verificando (?:seu|o) navegador)\b/;
const CAPTCHA_MARKUP = /captcha|cf-challenge|cf-turnstile|challenge-form|challenge-platform/i;

/** Fewer words than this, besides the title and company, is no posting. */
export const MIN_POSTING_WORDS = 60;
/** A login or captcha signal counts only when the page shows less than this. */
const WALL_WORDS = 150;

/** What the whole page shows of a wall, read before its furniture is removed. */
export interface PageSignals {
	password: boolean;
	captcha: boolean;
	login: boolean;
	obscured: boolean;
}

export function pageSignals(document: Node): PageSignals {
	const raw = textContent(document, ' ').replace(/\s+/g, ' ');
	const page = foldText(raw);
	let password = false;
	let captchaMarkup = false;
	for (const element of elements(document)) {
		// A login form in a hidden dialog is the site's menu, not a wall in front of this page.
		if (element.tagName === 'input' && (attr(element, 'type') ?? '').toLowerCase() === 'password' && !insideHidden(element)) password = true;
		const markup = `${attr(element, 'class') ?? ''} ${attr(element, 'id') ?? ''} ${attr(element, 'src') ?? ''} ${attr(element, 'data-sitekey') !== null ? 'captcha' : ''}`;
		if (CAPTCHA_MARKUP.test(markup)) captchaMarkup = true;
	}
	return {
		password,
		captcha: captchaMarkup || CAPTCHA_TEXT.test(page),
		login: LOGIN.test(page),
		obscured: /[█▇■]{6,}/.test(raw)
	};
}

const words = (value: string) => value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Why a page cannot be read as a posting, or null. A login form or a "sign in to see" line on a
 * page that shows a full posting is only the site's menu; on a page with a teaser it is a wall.
 * Obscured text ("████") counts as a wall too.
 */
export function blockedReason(signals: PageSignals, text: string): BlockedReason | null {
	const shown = words(text.replace(/[█▇▆▅▄▃▂▁■]+/g, ' '));
	if (signals.captcha && shown < WALL_WORDS) return 'captcha';
	if ((signals.login || signals.obscured) && shown < WALL_WORDS) return 'login_wall';
	// Many sites keep a login form in every page: alone, it walls only a page that shows next to nothing.
	if (signals.password && shown < MIN_POSTING_WORDS * 1.5) return 'login_wall';
	if (shown < MIN_POSTING_WORDS) return 'no_content';
	return null;
}

function insideHidden(element: Element): boolean {
	for (let node: Node | null = element; node && isElement(node); node = (node as Element).parentNode as Node | null) {
		const el = node as Element;
		const style = (attr(el, 'style') ?? '').replace(/\s+/g, '').toLowerCase();
		if (attr(el, 'hidden') !== null || attr(el, 'aria-hidden') === 'true' || style.includes('display:none')) return true;
	}
	return false;
}
