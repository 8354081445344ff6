import { describe, expect, it } from 'vitest';
import type { AlertSettings, VersionedAlertSettings } from '$lib/api/radar';
import { alertsChanged, alertsConflict, alertsResolution, alertsSave } from './alerts-save';

const DEFAULTS: AlertSettings = { threshold: 75, notify: false, quietHours: null, everyMinutes: null };
const stored = (fields: Partial<AlertSettings>, version: number): VersionedAlertSettings => ({ ...DEFAULTS, ...fields, version });
const fields = ({ version: _v, ...settings }: VersionedAlertSettings): AlertSettings => settings;

describe('saving the alert settings form', () => {
	const base = stored({ threshold: 70, everyMinutes: 60 }, 3);

	it('sends the version it started from and only the settings changed here', () => {
		expect(alertsSave(base, { ...fields(base), threshold: 85 })).toEqual({ version: 3, threshold: 85 });
		expect(alertsSave(base, { ...fields(base), quietHours: { from: '22:00', to: '07:00' } })).toEqual({ version: 3, quietHours: { from: '22:00', to: '07:00' } });
	});

	it('sends a first save with version 0, and turning a setting off as null', () => {
		expect(alertsSave(stored({}, 0), { ...DEFAULTS, notify: true })).toEqual({ version: 0, notify: true });
		expect(alertsSave(stored({ quietHours: { from: '22:00', to: '07:00' } }, 2), DEFAULTS)).toEqual({ version: 2, quietHours: null });
	});

	it('counts the form changed by its settings, not by the version beside them', () => {
		expect(alertsChanged(base, fields(base))).toBe(false);
		expect(alertsChanged(base, { ...fields(base), notify: true })).toBe(true);
	});
});

describe('alert settings saved in another tab meanwhile', () => {
	// Tab 1 set quiet hours; tab 2 raised the threshold, from version 3.
	const base = stored({ threshold: 70, everyMinutes: 60 }, 3);
	const latest = stored({ threshold: 70, everyMinutes: 60, quietHours: { from: '22:00', to: '07:00' } }, 4);
	const draft = { ...fields(base), threshold: 85 };

	it('says what changed there and what changed here', () => {
		expect(alertsConflict(base, latest, draft)).toEqual({ theirs: ['quietHours'], mine: ['threshold'], both: [] });
	});

	it('merges onto the other version: only the threshold typed here is saved, the quiet hours stay', () => {
		expect(alertsResolution('merge', base, latest, draft)).toEqual({ version: 4, threshold: 85 });
	});

	it('keeps every setting as typed here, or takes the other version and saves nothing', () => {
		expect(alertsResolution('mine', base, latest, draft)).toEqual({ version: 4, threshold: 85, quietHours: null });
		expect(alertsResolution('theirs', base, latest, draft)).toBeNull();
	});

	it('names a setting changed on both sides to different values', () => {
		const both = stored({ threshold: 60, everyMinutes: 60 }, 4);
		expect(alertsConflict(base, both, draft)).toEqual({ theirs: ['threshold'], mine: ['threshold'], both: ['threshold'] });
	});
});
