import { describe, expect, it } from 'vitest';
import type { HouseCardQuery } from '../generated/graphql';
import { EXPLORE_ITEM, houseItemFor, houseItems } from './house-items';

const data = {
  communities: [
    { id: 'c1', name: 'Runners', description: '', memberCount: 12, viewerRole: null },
    { id: 'c2', name: 'Mine', description: '', memberCount: 3, viewerRole: 'MEMBER' },
    { id: 'c3', name: 'Cyclists', description: '', memberCount: 1, viewerRole: null },
  ],
  events: {
    nodes: [
      { id: 'e1', name: 'Park run', startDate: '2026-12-05T09:00:00.000Z', location: 'Hyde Park', cancelled: false, myAttendance: null },
      { id: 'e2', name: 'Off', startDate: '2026-12-06T09:00:00.000Z', location: null, cancelled: true, myAttendance: null },
      { id: 'e3', name: 'Going', startDate: '2026-12-07T09:00:00.000Z', location: null, cancelled: false, myAttendance: { status: 'GOING' } },
    ],
  },
  challenges: [{ id: 'h1', title: '10k steps', description: '', participantCount: 1, viewerJoined: false }],
} as unknown as HouseCardQuery;

describe('house card offers', () => {
  it('offers only what the member is not in, taking turns through the kinds', () => {
    const items = houseItems(data);
    expect(items.map((i) => i.id)).toEqual(['c1', 'e1', 'h1', 'c3']);
    expect(items[0]).toMatchObject({ title: 'Runners', detail: 'Community · 12 members', to: '/communities/c1', action: 'Join community' });
    expect(items[1].detail).toMatch(/^Event · .+ · Hyde Park$/);
    expect(items[2]).toMatchObject({ detail: 'Challenge · 1 participant', to: '/challenges/h1' });
  });

  it('gives each slot its own offer, and explore when there is nothing to join', () => {
    const items = houseItems(data);
    expect([0, 1, 2, 3, 4].map((slot) => houseItemFor(items, slot).id)).toEqual(['c1', 'e1', 'h1', 'c3', 'c1']);
    expect(houseItemFor(houseItems(undefined), 0)).toBe(EXPLORE_ITEM);
    expect(houseItemFor([], 3)).toBe(EXPLORE_ITEM);
  });
});
