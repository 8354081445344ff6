import type { errorsEn } from './errors.en';

/**
 * Português do Brasil desta área: os problemas que uma ação pode encontrar, comuns a todas as telas (i18n.problemFor).
 * Veja ../pt.ts e map.ts.
 */
export const errorsPt: Record<keyof typeof errorsEn, string> = {
	'problem.payload_too_large.text': 'O texto é longo demais: o Rumo lê no máximo 200.000 caracteres de cada vez — umas 60 páginas. Deixe só a parte de que você precisa e tente de novo.',
	'problem.payload_too_large.file': 'Este arquivo passa de 10 MB, o máximo que o Rumo lê. Salve de novo sem imagens, ou cole o texto dele.',
	'problem.insufficient_text.text': 'Tem pouco texto aqui para ler um currículo. Inclua o currículo inteiro — experiência, formação e habilidades — e tente de novo.',
	'problem.invalid_file.empty': 'Este arquivo está vazio: não há nada nele para ler. Confira se escolheu o arquivo certo, ou cole o texto do seu currículo.',

	// Escaneamentos e fotos lidos por OCR.
	'problem.cancelled': 'A leitura foi cancelada. Nada foi guardado.',
	'problem.source_unavailable.file':
		'Não deu para carregar o leitor de escaneamentos do Rumo: ele vem do próprio Rumo na primeira vez em que é usado. Abra o Rumo com ele em execução e tente de novo, ou cole o texto.',

	'problem.network': 'O Rumo não conseguiu falar com o motor local. Recarregue a página e tente de novo.',
	'problem.conflict': 'Isso foi alterado em outra aba ou janela. Recarregue para ver a versão mais recente e tente de novo.',
	'problem.not_found': 'Isso não existe mais; talvez tenha sido excluído em outra aba.',
	'problem.validation_failed': 'Alguns campos precisam de atenção.',
	'problem.storage_unavailable': 'Não deu para abrir o armazenamento local. Feche outras abas do Rumo ou recarregue a página e tente de novo.',
	'problem.storage_corrupted': 'O armazenamento local falhou na verificação. Restaure um backup ou limpe os dados locais em Configurações.',
	'problem.payload_too_large': 'É mais do que o Rumo lê de uma vez: no máximo 200.000 caracteres de texto (umas 60 páginas) ou um arquivo de até 10 MB. Deixe só a parte de que você precisa e tente de novo.',
	'problem.invalid_file': 'Não deu para ler este arquivo. Ele pode estar danificado, protegido por senha ou não ser o que o nome diz. Salve uma cópia nova ou cole o texto.',
	'problem.unsupported_type': 'O Rumo lê arquivos PDF, DOCX, TXT e MD. Fotos e escaneamentos podem ser PNG ou JPEG. Salve o seu currículo num desses formatos ou cole o texto.',
	'problem.insufficient_text': 'Não há texto suficiente para ler. Se o arquivo é um escaneamento ou uma foto, o Rumo leu por OCR e encontrou pouco: tente um escaneamento mais nítido ou cole o texto do seu currículo.',
	'problem.relay_unavailable': 'O ajudante local não está rodando. Inicie o Rumo com "npm start" e tente de novo.',
	'problem.consent_required': 'O Rumo precisa da sua permissão antes. Permita quando for perguntado, ou em Configurações, e tente de novo.',
	'problem.invalid_key': 'O provedor recusou a chave. Confira em Configurações → IA e provedores.',
	'problem.provider_limit': 'O provedor diz que um limite de uso foi atingido. Tente mais tarde.',
	'problem.provider_timeout': 'O provedor demorou demais para responder. Tente mais tarde.',
	'problem.provider_unavailable': 'Não deu para falar com o provedor. Confira o endereço e se ele está rodando.',
	'problem.key_missing': 'Este provedor precisa de uma chave de API.',
	'problem.test_failed': 'O provedor respondeu, mas de um jeito que o Rumo não entende. Confira o endereço e o modelo.',
	'problem.short_description': 'A descrição é curta demais para analisar. Cole a vaga inteira: cargo, requisitos e atribuições.',
	'problem.incomplete_job': 'O Rumo não encontrou cargo nem requisito neste texto. Cole a vaga inteira.',
	'problem.page_blocked': 'Não deu para ler esta página automaticamente (ela pode pedir login ou bloquear robôs). Abra no navegador, copie o texto da vaga e cole aqui.',
	'problem.source_unavailable': 'Não deu para acessar a página. Confira o link ou cole o texto da vaga.',
	'problem.invalid_url': 'Esse não é um link que o Rumo consegue ler. Use um endereço completo, começando com https://',
	'problem.missing_input': 'Falta alguma coisa: adicione o seu currículo e a vaga primeiro.',
	'problem.insufficient_evidence': 'Não há o bastante na vaga para comparar. Cole a vaga inteira.',
	'problem.insufficient_keywords': 'A vaga cita poucas competências para uma revisão de palavras-chave.',
	'problem.unsupported_claim': 'O Rumo só escreve o que seu currículo ou seu perfil mostram. Se for verdade, registre primeiro no seu perfil, com evidência.',
	'problem.internal_error': 'Algo deu errado dentro do Rumo. Nada foi alterado; recarregue a página e tente de novo.',
	'problem.method_not_allowed': 'Esta ação não está disponível aqui. Recarregue a página e tente de novo.',
	'problem.generic': 'Algo deu errado. Nada foi alterado; tente de novo.'
};
