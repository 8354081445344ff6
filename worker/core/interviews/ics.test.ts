import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { testClient, testEnv } from '../testing/env';
import { calendarFile, escapeText, foldLine } from './ics';
import { zonedToUtc } from './time';

/** Parses with ical.js (an independent RFC 5545 parser), registering the file's own VTIMEZONEs. */
function parse(text: string) {
	const root = new ICAL.Component(ICAL.parse(text));
	for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
	const events = root.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
	return { root, events };
}

describe('the calendar file', () => {
	it('round-trips instants and time zones through ical.js, summer time included', () => {
		const cases = [
			['2026-11-20T14:00', 'America/Sao_Paulo'],
			['2027-03-14T09:30', 'America/New_York'],
			['2027-07-01T09:30', 'America/New_York'],
			['2027-10-31T08:00', 'Europe/Lisbon'],
			['2027-04-01T10:00', 'Australia/Sydney'],
			['2026-12-01T08:15', 'UTC']
		] as const;
		const events = cases.map(([local, zone], i) => {
			const start = zonedToUtc(local, zone);
			return { uid: `e${i}@rumo.local`, start, end: start + 45 * 60_000, timeZone: zone, summary: `Event ${i}` };
		});
		const text = calendarFile(events, { now: Date.parse('2026-11-14T12:00:00Z') });
		const parsed = parse(text);
		expect(parsed.events).toHaveLength(cases.length);
		parsed.events.forEach((event, i) => {
			expect(event.uid).toBe(`e${i}@rumo.local`);
			expect(event.startDate.toJSDate().getTime()).toBe(events[i].start);
			expect(event.endDate.toJSDate().getTime()).toBe(events[i].end);
			// The wall-clock time in its own zone is what the file says.
			const [date, time] = cases[i][0].split('T');
			expect(event.startDate.toString().slice(0, 16)).toBe(`${date}T${time}`);
			expect(event.startDate.zone?.tzid).toBe(cases[i][1] === 'UTC' ? 'UTC' : cases[i][1]);
			if (cases[i][1] !== 'UTC') expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(cases[i][1]);
		});
		expect(parsed.root.getFirstPropertyValue('version')).toBe('2.0');
		expect(parsed.events[0].component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-14T12:00:00Z');
	});

	it('escapes text, folds long lines at 75 octets without cutting a character, and ends lines in CRLF', () => {
		const summary = 'Entrevista técnica; banca, com "Dra. Conceição" \\ coordenação\nsegunda linha — ' + 'ção'.repeat(40);
		const text = calendarFile([{ uid: 'x@rumo.local', start: 0, end: 3_600_000, timeZone: null, summary, location: 'Rua das Acácias, 100; sala 2' }], { now: 0 });
		for (const line of text.split('\r\n').slice(0, -1)) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
		expect(text.endsWith('\r\n')).toBe(true);
		expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
		const event = parse(text).events[0];
		expect(event.summary).toBe(summary);
		expect(event.location).toBe('Rua das Acácias, 100; sala 2');
		expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
		expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
		expect(foldLine('x'.repeat(76)).split('\r\n ')).toHaveLength(2);
	});

	it('exports an application’s interviews and reminders through the API as text/calendar', async () => {
		const { env } = testEnv('2026-11-14T12:00:00.000Z');
		const api = testClient(env);
		const app = (await api.post('/tracker/jobs', { title: 'Enfermeira de UTI', company: 'Hospital Vale do Ipê', status: 'interview' })).data;
		const other = (await api.post('/tracker/jobs', { title: 'Outra vaga' })).data;
		const interview = (await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-11-20T14:00', timeZone: 'America/Sao_Paulo', stage: 'technical', place: 'https://meet.example/abc', who: 'Marta' })).data;
		await api.post(`/tracker/jobs/${other.id}/interviews`, { startsAt: '2026-11-21T14:00', timeZone: 'UTC' });
		const reminder = (await api.post('/reminders', { applicationId: app.id, title: 'Levar o COREN', dueAt: '2026-11-19T20:00', timeZone: 'America/Sao_Paulo' })).data;

		const { createCore } = await import('../app');
		const core = createCore(env);
		const get = async (query: string) => core.handle({ method: 'GET', url: `/api/v1/calendar.ics${query}`, headers: {}, body: null });

		const all = await get(`?applicationId=${app.id}&kind=all&lang=pt-BR`);
		expect(all.status).toBe(200);
		expect(all.headers['content-type']).toBe('text/calendar; charset=utf-8');
		expect(all.headers['content-disposition']).toContain('.ics');
		const parsed = parse(all.body!);
		expect(parsed.events.map((e) => e.uid).sort()).toEqual([`interview-${interview.id}@rumo.local`, `reminder-${reminder.id}@rumo.local`].sort());
		const first = parsed.events.find((e) => e.uid.startsWith('interview-'))!;
		expect(first.startDate.toJSDate().toISOString()).toBe('2026-11-20T17:00:00.000Z');
		expect(first.summary).toBe('Entrevista técnica: Enfermeira de UTI — Hospital Vale do Ipê');
		expect(first.location).toBe('https://meet.example/abc');

		const onlyReminders = parse((await get('?kind=reminders')).body!);
		expect(onlyReminders.events.map((e) => e.summary)).toEqual(['Levar o COREN']);
		const one = parse((await get(`?interviewId=${interview.id}`)).body!);
		expect(one.events).toHaveLength(1);
		expect((await get('?interviewId=nope')).status).toBe(404);
		expect((await get('?kind=holidays')).status).toBe(400);
	});

	it('writes an empty but valid calendar when there is nothing in it: no event, no zone, the calendar’s own lines', async () => {
		const { env } = testEnv('2026-11-14T12:00:00.000Z');
		const api = testClient(env);
		const app = (await api.post('/tracker/jobs', { title: 'Técnica de enfermagem', status: 'applied' })).data;
		const { createCore } = await import('../app');
		const core = createCore(env);
		for (const query of [`?applicationId=${app.id}&kind=all`, '?kind=interviews', '?kind=reminders&lang=pt-BR']) {
			const answer = await core.handle({ method: 'GET', url: `/api/v1/calendar.ics${query}`, headers: {}, body: null });
			expect(answer.status, query).toBe(200);
			const text = answer.body!;
			expect(text.startsWith('BEGIN:VCALENDAR\r\n'), query).toBe(true);
			expect(text.endsWith('END:VCALENDAR\r\n'), query).toBe(true);
			expect(text.split('\r\n').every((line) => line === '' || new TextEncoder().encode(line).length <= 75), query).toBe(true);
			const { root, events } = parse(text);
			expect(events, query).toEqual([]);
			expect(root.getAllSubcomponents('vtimezone'), query).toEqual([]);
			expect(root.getFirstPropertyValue('version')).toBe('2.0');
			expect(root.getFirstPropertyValue('prodid')).toBeTruthy();
		}
	});
});
