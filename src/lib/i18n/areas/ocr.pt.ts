import type { OcrKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts): escaneamentos e fotos lidos por OCR. */
export const ocrPt: Record<OcrKey, string> = {
	'ocr.progressLabel': 'Lendo o seu escaneamento',
	'ocr.progress': 'Lendo o seu escaneamento… {percent}',
	'ocr.cancel': 'Cancelar',
	'ocr.cancelling': 'Cancelando…',
	'ocr.cancelled': 'A leitura foi cancelada. Nada foi guardado.',
	'ocr.format.image': 'Imagem (OCR)',
	'ocr.kind.image': 'imagem',
	'resume.warning.ocr': 'Lido por OCR — confira cada item.',
	'problem.cancelled': 'A leitura foi cancelada. Nada foi guardado.',
	'problem.source_unavailable.file':
		'Não deu para carregar o leitor de escaneamentos do Rumo: ele vem do próprio Rumo na primeira vez em que é usado. Abra o Rumo com ele em execução e tente de novo, ou cole o texto.'
};
