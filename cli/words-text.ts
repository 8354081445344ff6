/**
 * The command line's own words, in English and in Brazilian Portuguese. Everything about a job,
 * an analysis or a tailoring is said with the app's words (src/lib/i18n); these are only what a
 * terminal adds: help, table headings and what was wrong with a flag or a file.
 */
export const CLI_EN = {
	'help.main': `rumo — Rumo's engine in your terminal: the same analysis the app makes, on your own files. Nothing is stored and nothing leaves this machine unless you add --allow-network.

Usage: rumo <command> [options]    (rumo <command> --help for its options and an example)`,
	'help.common': `Every command takes:
  --json          machine output: one JSON document on stdout
  --lang en|pt-BR the language of the sentences (default: your terminal's, LANG)
  -h, --help      this help
Exit codes: 0 done · 1 score below --fail-under · 2 bad input (the reason is one line on stderr; no file is written).`,
	'summary.resumeExtract': 'Read a resume (TXT, MD, PDF, DOCX): the profile, how sure Rumo is, and warnings',
	'summary.jobExtract': 'Read a job posting from a file (TXT, MD, HTML, PDF, DOCX) or a link',
	'summary.analyse': 'Compare a resume with a posting, or rank a folder of postings',
	'summary.tailor': 'Safe suggestions for a posting, with their evidence, and the keywords refused',
	'summary.export': 'Write the resume as PDF, DOCX, JSON Resume or Markdown, tailored or not',
	'summary.inboxImport': 'Preview a CSV or JSON import of postings (--dry-run)',
	'summary.backupVerify': "Check a backup file made by the app: its checksum and every record",
	'help.resumeExtract': `Usage: rumo resume extract FILE [--json]

Reads a resume the way the Resume screen does (a PDF with pdf.js, a DOCX with its hidden text left out)
and prints the profile it found, the confidence of each part and the warnings.

Example:
  rumo resume extract cv.pdf
  rumo resume extract cv.docx --json > profile.json`,
	'help.jobExtract': `Usage: rumo job extract FILE|URL [--allow-network] [--json]

Reads a posting: a .txt or .md file as if pasted, a saved page (.html) as the app reads a link, or a
PDF/DOCX. A link is read only with --allow-network, under the relay's rules: public addresses only,
no cookies, at most 2 MB and 10 seconds.

Examples:
  rumo job extract posting.txt
  rumo job extract https://jobs.example.com/123 --allow-network --json`,
	'help.analyse': `Usage: rumo analyse --resume FILE --job FILE|DIR [--fail-under SCORE] [--allow-network] [--json]

Compares the resume with the posting: score (0–100), evidence quoted from the resume, gaps, safe next
steps and the ATS keyword groups (present, safe if true, without evidence). Given a folder, ranks
every posting in it (.txt, .md, .html, .pdf, .docx), one line each, best first; a posting that cannot
be read is listed with the reason.
  --fail-under SCORE  exit 1 when the score (of a folder: the best one) is below SCORE

Examples:
  rumo analyse --resume cv.pdf --job posting.txt
  rumo analyse --resume cv.pdf --job postings/ --fail-under 60`,
	'help.tailor': `Usage: rumo tailor --resume FILE --job FILE|URL [--allow-network] [--json]

The suggestions the Resume tailor makes for this posting — reorder, emphasise, reword, each with the
resume's own words as evidence — and the job keywords Rumo refuses to write, with the reason.

Example:
  rumo tailor --resume cv.docx --job posting.txt`,
	'help.export': `Usage: rumo export --resume FILE [--job FILE --accept all|safe] --format pdf|docx|json|md --out PATH
                   [--paper a4|letter] [--variant classic|compact] [--headings en|pt-BR] [--json]

Writes the same document the app's Download makes. With --job, the tailor's suggestions are applied:
  --accept safe  only those that change no meaning (lines moved, a skill by its other name,
                 personal details left out)
  --accept all   every suggestion (each is backed by the resume)
--out is a file, or a folder to write the file into under the app's file name. The file appears only
when it is complete.

Examples:
  rumo export --resume cv.pdf --format pdf --out cv-clean.pdf
  rumo export --resume cv.pdf --job posting.txt --accept safe --format docx --out out/`,
	'help.inboxImport': `Usage: rumo inbox import FILE.csv|FILE.json --dry-run [--json]

What importing the file into the Inbox would do: rows read, valid and invalid rows with the reason,
rows that repeat an earlier row, and the first rows. Nothing is stored (your inbox lives in the
browser): import the file from the Inbox screen when the preview looks right.

Example:
  rumo inbox import postings.csv --dry-run`,
	'help.backupVerify': `Usage: rumo backup verify FILE [--json]

Checks a backup made in Settings → Your data (.json or .json.gz) as a restore would, without restoring:
its format, its schema version, its checksum, its counts and every record.

Example:
  rumo backup verify rumo-backup-2025-01-31.json.gz`,
	'h.command': 'Command',
	'h.what': 'What it does',
	'h.file': 'File',
	'h.person': 'Name',
	'h.headline': 'Headline',
	'h.contact': 'Contact',
	'h.language': 'Language',
	'h.years': 'Years of experience',
	'h.role': 'Role',
	'h.company': 'Company',
	'h.period': 'Period',
	'h.title': 'Job title',
	'h.job': 'Job',
	'h.warnings': 'Warnings',
	'h.required': 'Required skills',
	'h.nice': 'Nice to have',
	'h.score': 'Score',
	'h.confidence': 'Confidence',
	'h.evidence': 'Evidence',
	'h.gaps': 'Gaps',
	'h.actions': 'Safe next steps',
	'h.ats': 'ATS',
	'h.coverage': 'keyword coverage',
	'h.skipped': 'Not read',
	'h.suggestions': 'Suggestions',
	'h.created': 'Made on',
	'h.appVersion': 'Rumo version',
	'h.schema': 'Schema version',
	'h.checksum': 'Checksum',
	'h.table': 'Table',
	'h.records': 'Records',
	'dim.skills': 'Skills',
	'dim.experience': 'Experience',
	'dim.seniority': 'Level',
	'dim.education': 'Education',
	'dim.language': 'Language',
	'word.present': 'present',
	'word.required': 'required',
	'word.nice': 'nice to have',
	'ats.present': 'Present',
	'ats.safeIfTrue': 'Safe if true',
	'ats.withoutEvidence': 'Without evidence',
	'ats.tooFew': 'The posting names too few skills for a keyword review.',
	'fail.below': 'The score {score} is below --fail-under {threshold}.',
	'export.written': 'Written: {path} ({size} bytes).',
	'export.applied': '{count} of {total} suggestions applied.',
	'inbox.dryRun': 'Nothing was imported: this is a preview. Import the file from the Inbox screen to add the items.',
	'backup.ok': 'The backup is intact: its checksum matches and every record is valid.',
	'backup.migrates': '{from} (brought up to date when restored)',
	'error.unknownCommand': 'There is no command "{command}". Run rumo --help to see the commands.',
	'error.unknownFlag': 'There is no option {flag}. Run the command with --help to see its options.',
	'error.flagValue': 'The option {flag} needs a value. Run the command with --help to see how to use it.',
	'error.badArgs': '{message}. Run the command with --help to see how to use it.',
	'error.lang': '--lang takes en or pt-BR, not "{lang}".',
	'error.flagMissing': 'Give {flag} ({allowed}).',
	'error.flagChoice': '{flag} takes {allowed}, not "{value}".',
	'error.flagRequired': 'Give {flag}. Run the command with --help to see how to use it.',
	'error.score': '{flag} takes a score from 0 to 100, not "{value}".',
	'error.positionalMissing': 'Give the {what}. Run the command with --help to see how to use it.',
	'error.positionalExtra': 'Give one {what}, not more: "{extra}" is one too many.',
	'error.unexpected': 'This command takes no "{value}"; give each file with its option (see --help).',
	'error.missingFile': 'There is no file at {path}. Check the path and try again.',
	'error.missingFolder': 'There is no folder at {path}. Check the path and try again.',
	'error.isDirectory': '{path} is a folder; give a file.',
	'error.notFile': '{path} is not a regular file.',
	'error.tooLarge': '{path} is larger than 70 MB; Rumo does not read files that big.',
	'error.unreadable': '{path} could not be read: check that you may open it.',
	'error.notText': '{path} is not a text file; save the posting as text, HTML or PDF and try again.',
	'error.jobType': 'Rumo reads a posting from a .txt, .md, .html, .pdf or .docx file, or from a link; {path} is none of these.',
	'error.networkOff': 'Reading {url} needs the network; add --allow-network to allow it, or save the page and give the file.',
	'error.noJobs': 'No posting in {path} could be read: give a folder of .txt, .md, .html, .pdf or .docx postings.',
	'error.jobNeedsAccept': 'With --job, say which suggestions to apply: --accept all or --accept safe.',
	'error.acceptNeedsJob': '--accept applies the suggestions for a job: give the job with --job.',
	'error.dryRunOnly': 'The command line previews an import only: add --dry-run, then import the file from the Inbox screen.',
	'error.write': '{path} could not be written. Check that the folder exists and that you may write there.',
	'error.internal': 'Something went wrong inside Rumo; nothing was written. Please report this with the lines below.'
} as const;

export type CliKey = keyof typeof CLI_EN;

/** Português do Brasil, como se fala aqui. */
export const CLI_PT: Record<CliKey, string> = {
	'help.main': `rumo — o motor do Rumo no seu terminal: a mesma análise do app, nos seus próprios arquivos. Nada é guardado e nada sai desta máquina, a não ser que você use --allow-network.

Uso: rumo <comando> [opções]    (rumo <comando> --help mostra as opções e um exemplo)`,
	'help.common': `Todos os comandos aceitam:
  --json          saída para máquinas: um documento JSON no stdout
  --lang en|pt-BR o idioma das frases (padrão: o do seu terminal, LANG)
  -h, --help      esta ajuda
Códigos de saída: 0 concluído · 1 nota abaixo de --fail-under · 2 entrada inválida (o motivo vai numa linha no stderr; nenhum arquivo é gravado).`,
	'summary.resumeExtract': 'Lê um currículo (TXT, MD, PDF, DOCX): o perfil, o quanto o Rumo tem certeza e os avisos',
	'summary.jobExtract': 'Lê uma vaga de um arquivo (TXT, MD, HTML, PDF, DOCX) ou de um link',
	'summary.analyse': 'Compara um currículo com uma vaga, ou ordena uma pasta de vagas',
	'summary.tailor': 'Sugestões seguras para uma vaga, com as evidências, e as palavras-chave recusadas',
	'summary.export': 'Gera o currículo em PDF, DOCX, JSON Resume ou Markdown, adaptado ou não',
	'summary.inboxImport': 'Prévia de uma importação de vagas em CSV ou JSON (--dry-run)',
	'summary.backupVerify': 'Confere um backup feito pelo app: o checksum e cada registro',
	'help.resumeExtract': `Uso: rumo resume extract ARQUIVO [--json]

Lê um currículo como a tela Currículo lê (PDF com o pdf.js, DOCX sem o texto oculto) e mostra o perfil
encontrado, a confiança de cada parte e os avisos.

Exemplos:
  rumo resume extract curriculo.pdf
  rumo resume extract curriculo.docx --json > perfil.json`,
	'help.jobExtract': `Uso: rumo job extract ARQUIVO|URL [--allow-network] [--json]

Lê uma vaga: um .txt ou .md como se fosse colado, uma página salva (.html) como o app lê um link, ou um
PDF/DOCX. Um link só é lido com --allow-network, com as regras do relay: só endereços públicos, sem
cookies, no máximo 2 MB e 10 segundos.

Exemplos:
  rumo job extract vaga.txt
  rumo job extract https://vagas.exemplo.com.br/123 --allow-network --json`,
	'help.analyse': `Uso: rumo analyse --resume ARQUIVO --job ARQUIVO|PASTA [--fail-under NOTA] [--allow-network] [--json]

Compara o currículo com a vaga: nota (0–100), evidências citadas do currículo, lacunas, próximos passos
seguros e os grupos de palavras-chave do ATS (presentes, seguras se verdadeiras, sem evidência). Com
uma pasta, ordena todas as vagas dela (.txt, .md, .html, .pdf, .docx), uma por linha, da melhor para a
pior; uma vaga que não dá para ler aparece com o motivo.
  --fail-under NOTA  sai com 1 quando a nota (numa pasta, a melhor) fica abaixo de NOTA

Exemplos:
  rumo analyse --resume curriculo.pdf --job vaga.txt
  rumo analyse --resume curriculo.pdf --job vagas/ --fail-under 60`,
	'help.tailor': `Uso: rumo tailor --resume ARQUIVO --job ARQUIVO|URL [--allow-network] [--json]

As sugestões que o Ajuste do currículo faz para esta vaga — reordenar, destacar, trocar palavras, cada uma
com as palavras do próprio currículo como evidência — e as palavras-chave da vaga que o Rumo se recusa a
escrever, com o motivo.

Exemplo:
  rumo tailor --resume curriculo.docx --job vaga.txt`,
	'help.export': `Uso: rumo export --resume ARQUIVO [--job ARQUIVO --accept all|safe] --format pdf|docx|json|md --out CAMINHO
                  [--paper a4|letter] [--variant classic|compact] [--headings en|pt-BR] [--json]

Gera o mesmo documento que o Baixar do app. Com --job, aplica as sugestões do Ajuste do currículo:
  --accept safe  só as que não mudam o sentido (linhas reordenadas, uma habilidade pelo outro nome,
                 dados pessoais retirados)
  --accept all   todas as sugestões (cada uma tem respaldo no currículo)
--out é um arquivo, ou uma pasta onde o arquivo entra com o nome que o app daria. O arquivo só aparece
quando está completo.

Exemplos:
  rumo export --resume curriculo.pdf --format pdf --out curriculo-limpo.pdf
  rumo export --resume curriculo.pdf --job vaga.txt --accept safe --format docx --out saida/`,
	'help.inboxImport': `Uso: rumo inbox import ARQUIVO.csv|ARQUIVO.json --dry-run [--json]

O que importar o arquivo na Caixa de oportunidades faria: linhas lidas, linhas válidas e inválidas com o
motivo, linhas que repetem uma anterior e as primeiras linhas. Nada é guardado (a sua caixa de oportunidades
fica no navegador): importe o arquivo pela tela Caixa de oportunidades quando a prévia estiver certa.

Exemplo:
  rumo inbox import vagas.csv --dry-run`,
	'help.backupVerify': `Uso: rumo backup verify ARQUIVO [--json]

Confere um backup feito em Configurações → Seus dados (.json ou .json.gz) como uma restauração faria,
sem restaurar: o formato, a versão do esquema, o checksum, as contagens e cada registro.

Exemplo:
  rumo backup verify rumo-backup-2025-01-31.json.gz`,
	'h.command': 'Comando',
	'h.what': 'O que faz',
	'h.file': 'Arquivo',
	'h.person': 'Nome',
	'h.headline': 'Título',
	'h.contact': 'Contato',
	'h.language': 'Idioma',
	'h.years': 'Anos de experiência',
	'h.role': 'Cargo',
	'h.company': 'Empresa',
	'h.period': 'Período',
	'h.title': 'Vaga',
	'h.job': 'Vaga',
	'h.warnings': 'Avisos',
	'h.required': 'Habilidades exigidas',
	'h.nice': 'Desejáveis',
	'h.score': 'Nota',
	'h.confidence': 'Confiança',
	'h.evidence': 'Evidências',
	'h.gaps': 'Lacunas',
	'h.actions': 'Próximos passos seguros',
	'h.ats': 'ATS',
	'h.coverage': 'cobertura de palavras-chave',
	'h.skipped': 'Não lidas',
	'h.suggestions': 'Sugestões',
	'h.created': 'Feito em',
	'h.appVersion': 'Versão do Rumo',
	'h.schema': 'Versão do esquema',
	'h.checksum': 'Checksum',
	'h.table': 'Tabela',
	'h.records': 'Registros',
	'dim.skills': 'Habilidades',
	'dim.experience': 'Experiência',
	'dim.seniority': 'Nível',
	'dim.education': 'Formação',
	'dim.language': 'Idioma',
	'word.present': 'atual',
	'word.required': 'exigida',
	'word.nice': 'desejável',
	'ats.present': 'Presentes',
	'ats.safeIfTrue': 'Seguras se verdadeiras',
	'ats.withoutEvidence': 'Sem evidência',
	'ats.tooFew': 'A vaga cita poucas habilidades para uma revisão de palavras-chave.',
	'fail.below': 'A nota {score} ficou abaixo de --fail-under {threshold}.',
	'export.written': 'Gravado: {path} ({size} bytes).',
	'export.applied': '{count} de {total} sugestões aplicadas.',
	'inbox.dryRun': 'Nada foi importado: isto é uma prévia. Importe o arquivo pela tela Caixa de oportunidades para adicionar os itens.',
	'backup.ok': 'O backup está íntegro: o checksum confere e todos os registros são válidos.',
	'backup.migrates': '{from} (atualizado ao restaurar)',
	'error.unknownCommand': 'Não existe o comando "{command}". Rode rumo --help para ver os comandos.',
	'error.unknownFlag': 'Não existe a opção {flag}. Rode o comando com --help para ver as opções.',
	'error.flagValue': 'A opção {flag} precisa de um valor. Rode o comando com --help para ver como usar.',
	'error.badArgs': '{message}. Rode o comando com --help para ver como usar.',
	'error.lang': '--lang aceita en ou pt-BR, não "{lang}".',
	'error.flagMissing': 'Informe {flag} ({allowed}).',
	'error.flagChoice': '{flag} aceita {allowed}, não "{value}".',
	'error.flagRequired': 'Informe {flag}. Rode o comando com --help para ver como usar.',
	'error.score': '{flag} aceita uma nota de 0 a 100, não "{value}".',
	'error.positionalMissing': 'Informe o {what}. Rode o comando com --help para ver como usar.',
	'error.positionalExtra': 'Informe um só {what}: "{extra}" está sobrando.',
	'error.unexpected': 'Este comando não aceita "{value}"; informe cada arquivo com a sua opção (veja --help).',
	'error.missingFile': 'Não há arquivo em {path}. Confira o caminho e tente de novo.',
	'error.missingFolder': 'Não há pasta em {path}. Confira o caminho e tente de novo.',
	'error.isDirectory': '{path} é uma pasta; informe um arquivo.',
	'error.notFile': '{path} não é um arquivo comum.',
	'error.tooLarge': '{path} tem mais de 70 MB; o Rumo não lê arquivos tão grandes.',
	'error.unreadable': 'Não deu para ler {path}: confira se você tem permissão para abrir o arquivo.',
	'error.notText': '{path} não é um arquivo de texto; salve a vaga como texto, HTML ou PDF e tente de novo.',
	'error.jobType': 'O Rumo lê vagas de arquivos .txt, .md, .html, .pdf ou .docx, ou de um link; {path} não é nenhum deles.',
	'error.networkOff': 'Para ler {url} é preciso usar a rede; acrescente --allow-network para permitir, ou salve a página e informe o arquivo.',
	'error.noJobs': 'Nenhuma vaga em {path} pôde ser lida: informe uma pasta com vagas em .txt, .md, .html, .pdf ou .docx.',
	'error.jobNeedsAccept': 'Com --job, diga quais sugestões aplicar: --accept all ou --accept safe.',
	'error.acceptNeedsJob': '--accept aplica as sugestões para uma vaga: informe a vaga com --job.',
	'error.dryRunOnly': 'Pela linha de comando só dá para ver a prévia da importação: acrescente --dry-run e depois importe o arquivo pela tela Caixa de oportunidades.',
	'error.write': 'Não deu para gravar {path}. Confira se a pasta existe e se você pode gravar nela.',
	'error.internal': 'Algo deu errado dentro do Rumo; nenhum arquivo foi gravado. Por favor, relate o problema com as linhas abaixo.'
};
