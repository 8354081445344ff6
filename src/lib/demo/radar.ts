/**
 * Helena's job radar: a feed of nursing openings she pasted (a static demo has no relay to read
 * addresses), the wishlist she saved from Rumo's proposal, and one round. Invented employers; links
 * on reserved example domains; one posting names a word she excludes, so the demo shows a removal.
 */
export const DEMO_RADAR_AT = '2026-11-13T21:00:00.000Z';

export const DEMO_RADAR_WISHLIST = {
	titles: ['Enfermeira de UTI Adulto', 'Enfermeira Intensivista'],
	skills: ['UTI adulto', 'protocolo de sepse', 'segurança do paciente'],
	places: ['Belo Horizonte'],
	workModes: [],
	seniority: [],
	minPay: { amount: 6000, period: 'month', currency: 'BRL' },
	excludeWords: ['noturno'],
	excludePlaces: [],
	languages: ['pt']
};

const item = (id: number, title: string, company: string, place: string, paragraphs: string[], date: string) => `
<item>
  <guid isPermaLink="false">demo-radar-${id}</guid>
  <title>${title} — ${company}</title>
  <link>https://vagas.example/radar/${id}</link>
  <category domain="location">${place}</category>
  <pubDate>${date}</pubDate>
  <description><![CDATA[${paragraphs.map((p) => `<p>${p}</p>`).join('')}]]></description>
</item>`;

export const DEMO_RADAR_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>Vagas de Enfermagem — Minas Gerais</title>
<link>https://vagas.example/radar/</link>
${item(1, 'Enfermeira de UTI Adulto', 'Hospital Ipê Amarelo', 'Belo Horizonte, MG', ['Local: Belo Horizonte, MG', 'Requisitos: graduação em Enfermagem, COREN ativo, experiência em UTI adulto e protocolo de sepse.', 'Desejável: especialização em Terapia Intensiva.', 'Salário: R$ 7.200 por mês, CLT.'], 'Thu, 12 Nov 2026 14:00:00 -0300')}
${item(2, 'Enfermeira Intensivista', 'Hospital Lagoa dos Patos', 'Contagem, MG', ['Local: Contagem, MG', 'Requisitos: COREN ativo, experiência em terapia intensiva, segurança do paciente e ventilação mecânica.', 'Escala 12x36, plantão noturno.'], 'Wed, 11 Nov 2026 10:30:00 -0300')}
${item(3, 'Enfermeira de Educação Continuada', 'Rede Saúde Mineira', 'Belo Horizonte, MG', ['Local: Belo Horizonte, MG (híbrido)', 'Requisitos: experiência em treinamento de equipes, protocolos assistenciais e segurança do paciente.', 'Salário: R$ 5.500 por mês.'], 'Tue, 10 Nov 2026 09:00:00 -0300')}
${item(4, 'Analista de Faturamento Hospitalar', 'Clínica Horizonte', 'Belo Horizonte, MG', ['Local: Belo Horizonte, MG', 'Requisitos: experiência com faturamento de convênios, TISS e Excel avançado.'], 'Mon, 09 Nov 2026 16:00:00 -0300')}
</channel></rss>`;
