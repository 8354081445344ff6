import type { editConflictEn } from './edit-conflict.en';

/**
 * Português do Brasil desta área: a janela mostrada quando um item mudou em outra aba durante a edição.
 * Veja ../pt.ts e map.ts.
 */
export const editConflictPt: Record<keyof typeof editConflictEn, string> = {
	'edit.conflict.leadItem': 'Este item mudou em outra aba ou janela enquanto você editava. Nada do que você digitou se perdeu ainda.',
	'edit.conflict.leadInbox': 'Esta vaga da caixa mudou em outra aba ou janela enquanto você editava. Nada do que você digitou se perdeu ainda.',
	'edit.conflict.lead': 'Esta candidatura mudou em outra aba ou janela enquanto você editava. Nada do que você digitou se perdeu ainda.',
	'edit.conflict.theirs': 'Mudou lá: {fields}.',
	'edit.conflict.mine': 'Mudou aqui: {fields}.',
	'edit.conflict.both': 'Mudou dos dois lados: {fields} — mesclar mantém o que você digitou aqui.',
	'edit.conflict.merge': 'Mesclar: manter as duas mudanças',
	'edit.conflict.keepMine': 'Manter a minha em todos os campos',
	'edit.conflict.takeTheirs': 'Ficar com a outra versão',
	'edit.conflict.loading': 'Lendo a outra versão…'
};
