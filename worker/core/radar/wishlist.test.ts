import { describe, expect, it } from 'vitest';
import type { ProfileItem } from '../profile/schema';
import { proposeWishlist } from './wishlist';

const item = (type: ProfileItem['type'], title: string, skills: string[] = []): ProfileItem =>
	({ id: title, type, title, detail: '', organization: null, start: null, end: null, skills, evidence: [], origin: 'manual', createdAt: '', updatedAt: '', version: 1 }) as ProfileItem;

describe('the wishlist proposed from the profile', () => {
	// Sixteen listed skills, alphabetical: the ones a nurse's jobs show most come last in the alphabet.
	const listed = ['Acolhimento', 'Administração de medicamentos', 'Atendimento humanizado', 'Biossegurança', 'Curativos', 'Educação em saúde', 'Excel', 'Gestão de equipes', 'Higienização', 'Primeiros socorros', 'Punção venosa', 'Sondagem', 'Tasy', 'Terapia intensiva', 'Triagem', 'Ventilação mecânica'];
	const profile = [
		...listed.map((skill) => item('skill', skill)),
		item('experience', 'Enfermeira de UTI', ['Terapia intensiva', 'Ventilação mecânica', 'Tasy']),
		item('experience', 'Enfermeira assistencial', ['Terapia intensiva', 'Tasy']),
		item('education', 'Pós-graduação em UTI', ['Terapia intensiva', 'Ventilação mecânica'])
	];

	it('keeps the skills the profile shows most, not the first fifteen of the alphabet', () => {
		const { skills } = proposeWishlist({ headline: 'Enfermeira', location: 'Recife, PE' }, profile);
		expect(skills).toHaveLength(15);
		// Three items name "Terapia intensiva"; two name each of the others (a tie keeps the profile's order).
		expect(skills.slice(0, 3)).toEqual(['Terapia intensiva', 'Tasy', 'Ventilação mecânica']);
		// Sixteenth in the alphabet, it was the one dropped before.
		expect(skills).toContain('Ventilação mecânica');
	});

	it('then the skills the tracked applications ask for most, then the profile\'s order', () => {
		const asked = new Map([['primeiros socorros', 4]]);
		const { skills } = proposeWishlist({ headline: null, location: null }, listed.map((skill) => item('skill', skill)), asked);
		expect(skills[0]).toBe('Primeiros socorros');
		expect(skills.slice(1, 3)).toEqual(['Acolhimento', 'Administração de medicamentos']);
	});
});
