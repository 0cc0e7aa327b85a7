// The Create Event form's own rules, with the spec's words (001 sections 4, 5, 8).
import { describe, expect, it } from 'vitest';
import { MESSAGES, TIME_OPTIONS, TIME_ZONES, capacityOf, checkEventForm, eventWhen, initialEventForm } from './event-form';

const NOW = new Date('2026-12-01T20:00:00Z'); // noon in Los Angeles
const filled = (extra: Partial<ReturnType<typeof initialEventForm>> = {}) => ({
  ...initialEventForm(),
  name: 'Run',
  location: 'Park',
  description: 'Easy',
  startDate: '2026-12-02',
  endDate: '2026-12-02',
  ...extra,
});

describe('the event form', () => {
  it('offers 48 half-hour times in 12-hour AM/PM and the nine zones, Los Angeles the default', () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect(TIME_OPTIONS.slice(0, 3).map((o) => o.label)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(TIME_OPTIONS[25]).toEqual({ value: '12:30', label: '12:30 PM' });
    expect(TIME_ZONES.map((z) => z.label)).toEqual(['Los Angeles', 'New York', 'Chicago', 'Denver', 'London', 'Paris', 'Tokyo', 'Shanghai', 'Sydney']);
    expect(initialEventForm()).toMatchObject({ timezone: 'America/Los_Angeles', capacity: null, hasWaitlist: false });
  });

  it('requires name, location, description and both dates', () => {
    expect(checkEventForm({ ...initialEventForm() }, NOW).errors).toEqual({
      name: MESSAGES.name,
      location: MESSAGES.location,
      description: MESSAGES.description,
      startDate: 'Please select both start and end dates',
    });
    expect(checkEventForm(filled({ endDate: '' }), NOW).errors).toEqual({ endDate: 'Please select both start and end dates' });
  });

  it('wants the end after the start and the start not before today in the chosen zone', () => {
    expect(checkEventForm(filled({ startTime: '10:00', endTime: '09:30' }), NOW).errors).toEqual({ endDate: 'End time must be after start time' });
    expect(checkEventForm(filled({ startDate: '2026-11-30', endDate: '2026-11-30' }), NOW).errors).toEqual({ startDate: MESSAGES.startBeforeToday });
    // Already 2 December in Tokyo: 1 December is before today there.
    expect(checkEventForm(filled({ startDate: '2026-12-01', endDate: '2026-12-01', timezone: 'Asia/Tokyo' }), NOW).errors).toEqual({
      startDate: MESSAGES.startBeforeToday,
    });
    const ok = checkEventForm(filled({ startTime: '08:00', endTime: '10:30' }), NOW);
    expect(ok.errors).toEqual({});
    expect(ok.start?.toISOString()).toBe('2026-12-02T16:00:00.000Z');
    expect(ok.end?.toISOString()).toBe('2026-12-02T18:30:00.000Z');
  });

  it('takes a capacity of an integer of at least 1, otherwise none', () => {
    expect(capacityOf('50')).toBe(50);
    expect(capacityOf(1)).toBe(1);
    for (const bad of ['0', '-2', '2.5', 'ten', '', null]) expect(capacityOf(bad)).toBeNull();
  });

  it('says when in the event’s own zone', () => {
    expect(eventWhen('2026-12-02T16:00:00Z', '2026-12-02T18:30:00Z', 'America/Los_Angeles')).toBe('Wed, Dec 2 · 8:00 AM – 10:30 AM (Los Angeles)');
  });
});
