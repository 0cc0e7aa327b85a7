// What the Sponsored slot's house card offers when no ad loads: something to join (a
// community, an upcoming event, a challenge) the member is not in yet, read from events' own
// lists. Slots take turns through the kinds, so two slots in one feed show different things.
import type { HouseCardQuery } from '../generated/graphql';

export type HouseItem =
  | { kind: 'community'; id: string; title: string; detail: string; to: string; action: string }
  | { kind: 'event'; id: string; title: string; detail: string; to: string; action: string }
  | { kind: 'challenge'; id: string; title: string; detail: string; to: string; action: string }
  | { kind: 'explore'; id: string; title: string; detail: string; to: string; action: string };

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** Shown when there is nothing to join: discovery is always useful. */
export const EXPLORE_ITEM: HouseItem = {
  kind: 'explore',
  id: 'explore',
  title: 'Find people to follow',
  detail: 'See what is trending on Pulse and who is posting near you.',
  to: '/explore',
  action: 'Explore',
};

function eventDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en', { weekday: 'short', day: 'numeric', month: 'short' });
}

/** The offers in turn order: community, event, challenge, community, ... (each list keeps its own order). */
export function houseItems(data: HouseCardQuery | undefined): HouseItem[] {
  if (!data) return [];
  const communities: HouseItem[] = (data.communities ?? [])
    .filter((c) => !c.viewerRole)
    .map((c) => ({
      kind: 'community',
      id: c.id,
      title: c.name,
      detail: `Community · ${count(c.memberCount, 'member', 'members')}`,
      to: `/communities/${c.id}`,
      action: 'Join community',
    }));
  const events: HouseItem[] = (data.events?.nodes ?? [])
    .filter((e) => !e.cancelled && !e.myAttendance)
    .map((e) => ({
      kind: 'event',
      id: e.id,
      title: e.name,
      detail: `Event · ${eventDate(e.startDate)}${e.location ? ` · ${e.location}` : ''}`,
      to: `/events/${e.id}`,
      action: 'See event',
    }));
  const challenges: HouseItem[] = (data.challenges ?? [])
    .filter((c) => !c.viewerJoined)
    .map((c) => ({
      kind: 'challenge',
      id: c.id,
      title: c.title,
      detail: `Challenge · ${count(c.participantCount, 'participant', 'participants')}`,
      to: `/challenges/${c.id}`,
      action: 'Join challenge',
    }));
  const lists = [communities, events, challenges];
  const items: HouseItem[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++) for (const l of lists) if (i < l.length) items.push(l[i]);
  return items;
}

/** The offer of the slot'th slot of a feed: they take turns, and there is always one. */
export function houseItemFor(items: readonly HouseItem[], slot: number): HouseItem {
  return items.length ? items[slot % items.length] : EXPLORE_ITEM;
}
