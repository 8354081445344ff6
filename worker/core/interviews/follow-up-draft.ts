import type { FollowUpKind, FollowUpLanguage } from './schema';

/*
 * A thank-you or follow-up message drafted from the application alone (issue 30): the job as the
 * posting names it, the day the person applied or was interviewed, who they met and what they say
 * was discussed, in their language. Its only words of its own are a fixed frame; it states nothing
 * about the person. Rumo never sends it: the person copies it and sends it themselves. Pure.
 */

export type FollowUpFacts = {
	kind: FollowUpKind;
	lang: FollowUpLanguage;
	/** The person's name as their profile records it (the sign-off stays blank without one). */
	name: string | null;
	title: string;
	company: string;
	/** Who it is for: what the person wrote, else the interview's `who`. */
	to: string | null;
	/** The interview's start (thank-you) or the day the application was sent (follow-up), with the zone to read it in. */
	on: { at: string; timeZone: string } | null;
	/** What was discussed, in the person's words. */
	discussed: string | null;
};

function day(on: FollowUpFacts['on'], lang: FollowUpLanguage): string | null {
	if (!on) return null;
	return new Intl.DateTimeFormat(lang === 'pt-BR' ? 'pt-BR' : 'en-US', { timeZone: on.timeZone, day: 'numeric', month: 'long' }).format(new Date(on.at));
}

const clean = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim() || null;

export function draftFollowUp(facts: FollowUpFacts): { subject: string; text: string } {
	const to = clean(facts.to);
	const discussed = clean(facts.discussed)?.replace(/[.!?]+$/, '') ?? null;
	const company = clean(facts.company);
	const title = clean(facts.title) ?? '';
	const date = day(facts.on, facts.lang);
	const name = clean(facts.name) ?? '';
	if (facts.lang === 'pt-BR') {
		const job = company ? `${title} — ${company}` : title;
		const greeting = `Olá, ${to ?? 'equipe'},`;
		const body =
			facts.kind === 'thank_you'
				? [
						`Agradeço pela conversa${date ? ` de ${date}` : ''} sobre a vaga de ${job}.`,
						...(discussed ? [`Foi muito bom conversar sobre ${discussed}.`] : []),
						'Sigo com muito interesse na vaga e à disposição para enviar o que for preciso.'
					]
				: [
						`Enviei minha candidatura para a vaga de ${job}${date ? ` em ${date}` : ''} e gostaria de saber se há novidades sobre o processo seletivo.`,
						...(discussed ? [`Reforço: ${discussed}.`] : []),
						'Sigo com interesse na vaga e à disposição para uma conversa.'
					];
		return {
			subject: facts.kind === 'thank_you' ? `Agradecimento — entrevista para ${title}` : `Candidatura para ${title} — acompanhamento`,
			text: [greeting, '', body.join(' '), '', 'Atenciosamente,', name].join('\n').trimEnd()
		};
	}
	const job = company ? `the ${title} position at ${company}` : `the ${title} position`;
	const greeting = `Hello ${to ?? 'hiring team'},`;
	const body =
		facts.kind === 'thank_you'
			? [
					`Thank you for taking the time${date ? ` on ${date}` : ''} to talk with me about ${job}.`,
					...(discussed ? [`I enjoyed our conversation about ${discussed}.`] : []),
					'I remain very interested in the role and am happy to send anything else you need.'
				]
			: [
					`I applied for ${job}${date ? ` on ${date}` : ''} and would like to ask whether there is any news about the process.`,
					...(discussed ? [`As a reminder: ${discussed}.`] : []),
					'I remain very interested and available for a conversation.'
				];
	return {
		subject: facts.kind === 'thank_you' ? `Thank you — ${title} interview` : `${title} application — following up`,
		text: [greeting, '', body.join(' '), '', 'Best regards,', name].join('\n').trimEnd()
	};
}
