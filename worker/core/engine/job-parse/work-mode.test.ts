import { describe, expect, it } from 'vitest';
import { decideWorkMode, readWorkMode } from './work-mode';

describe('readWorkMode', () => {
	it.each([
		['Harborline Logistics — Remote (United States)', 'remote'],
		['Nuvem Cacto Tecnologia — Remoto (Brasil)', 'remote'],
		['100% remoto', 'remote'],
		['Trabalho em home office', 'remote'],
		['Work from anywhere in the EU', 'remote'],
		['Boston, MA (hybrid)', 'hybrid'],
		['São Paulo/SP — híbrido', 'hybrid'],
		['Hybrid: 2 days in office', 'hybrid'],
		['2x por semana no escritório', 'hybrid'],
		['3 dias na semana no escritório, 2 em casa', 'hybrid'],
		['Jabuti Software — Florianópolis/SC — presencial', 'onsite'],
		['Chicago, IL (on-site)', 'onsite'],
		['Work Location: In person', 'onsite'],
		['This is an onsite, full-time position.', 'onsite'],
		['This is not a remote position.', 'onsite'],
		['Vaga presencial, não é remota', 'onsite']
	])('reads "%s" as %s', (text, mode) => {
		expect(readWorkMode(text)).toBe(mode);
	});

	it.each(['$1,500 home-office budget', 'Auxílio home office', 'Experience with remote patient monitoring', 'Support remote teams across time zones'])(
		'reads no work mode from a benefit or a task: "%s"',
		(text) => {
			expect(readWorkMode(text)).toBeNull();
		}
	);
});

describe('decideWorkMode', () => {
	it('trusts the first piece that states a mode (the header before the benefits)', () => {
		expect(decideWorkMode(['Acme — Curitiba/PR — presencial', 'Auxílio home office', 'Remote-friendly culture'])).toBe('onsite');
	});

	it('takes "remote-friendly" as remote only when nothing clearer is written', () => {
		expect(decideWorkMode(['Acme', 'We are a remote-friendly company.'])).toBe('remote');
	});
});
