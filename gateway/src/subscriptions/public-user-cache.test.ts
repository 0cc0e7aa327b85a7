// The gateway's cards of members' public fields: which accounts fetches they may answer, and
// when a card must be asked again.
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import type { BusEvent } from '@pulse/kit';
import { CARD_TTL_MS, cardSelection, publicUserCache } from './public-user-cache.js';

const CARD_QUERY = 'query Q__accounts__1($representations:[_Any!]!){_entities(representations:$representations){...on User{__typename name username image}}}';
const reps = (...ids: string[]) => ({ representations: ids.map((id) => ({ __typename: 'User', id })) });
const fetched = (...users: { id: string; name: string }[]) => ({
  data: { _entities: users.map((u) => ({ __typename: 'User', name: u.name, username: u.name.toLowerCase(), image: null })) },
});
const accountEvent = (id: string): BusEvent =>
  ({ id: 'e1', at: 0, topic: 'accountEvent', audience: { userIds: [id] }, data: { kind: 'PROFILE_UPDATED', user: { id } } }) as unknown as BusEvent;

describe('cardSelection', () => {
  it('takes an _entities fetch of card fields on User', () => {
    expect(cardSelection(parse(CARD_QUERY))).toEqual(['__typename', 'name', 'username', 'image']);
  });

  it.each([
    ['a per-reader field', '{_entities(representations:$r){...on User{name email}}}'],
    ['an aliased field', '{_entities(representations:$r){...on User{n: name}}}'],
    ['another type', '{_entities(representations:$r){...on Post{id}}}'],
    ['a field with arguments', '{_entities(representations:$r){...on User{name(x: 1)}}}'],
    ['another root field', '{user(id: "1"){name}}'],
    ['two root fields', '{_entities(representations:$r){...on User{name}} me {id}}'],
    ['a nested selection', '{_entities(representations:$r){...on User{posts{id}}}}'],
  ])('refuses %s', (_what, query) => {
    expect(cardSelection(parse(query))).toBeNull();
  });
});

describe('publicUserCache', () => {
  it('answers a fetch it has every card of, with exactly the fields selected, in order', () => {
    const cards = publicUserCache();
    expect(cards.answer(CARD_QUERY, reps('u1', 'u2'))).toBeUndefined();
    cards.remember(CARD_QUERY, reps('u1', 'u2'), fetched({ id: 'u1', name: 'Ann' }, { id: 'u2', name: 'Bo' }), cards.epoch());
    expect(cards.answer(CARD_QUERY, reps('u2', 'u1'))).toEqual({
      data: {
        _entities: [
          { __typename: 'User', name: 'Bo', username: 'bo', image: null },
          { __typename: 'User', name: 'Ann', username: 'ann', image: null },
        ],
      },
    });
    const nameOnly = 'query($representations:[_Any!]!){_entities(representations:$representations){...on User{name}}}';
    expect(cards.answer(nameOnly, reps('u1'))).toEqual({ data: { _entities: [{ __typename: 'User', name: 'Ann' }] } });
    expect(cards.stats()).toMatchObject({ cards: 2, answered: 2 });
  });

  it('asks when one of the members has no card', () => {
    const cards = publicUserCache();
    cards.remember(CARD_QUERY, reps('u1'), fetched({ id: 'u1', name: 'Ann' }), cards.epoch());
    expect(cards.answer(CARD_QUERY, reps('u1', 'u3'))).toBeUndefined();
  });

  it('never answers another query, or representations with more than an id', () => {
    const cards = publicUserCache();
    cards.remember(CARD_QUERY, reps('u1'), fetched({ id: 'u1', name: 'Ann' }), cards.epoch());
    expect(cards.answer('query($representations:[_Any!]!){_entities(representations:$representations){...on User{email}}}', reps('u1'))).toBeUndefined();
    expect(cards.answer(CARD_QUERY, { representations: [{ __typename: 'User', id: 'u1', extra: 1 }] })).toBeUndefined();
    expect(cards.answer('not graphql', reps('u1'))).toBeUndefined();
  });

  it('drops a card when accounts announces a change of that member', () => {
    const cards = publicUserCache();
    cards.remember(CARD_QUERY, reps('u1', 'u2'), fetched({ id: 'u1', name: 'Ann' }, { id: 'u2', name: 'Bo' }), cards.epoch());
    cards.forget(accountEvent('u1'));
    expect(cards.answer(CARD_QUERY, reps('u1'))).toBeUndefined();
    expect(cards.answer(CARD_QUERY, reps('u2'))).toBeDefined();
  });

  it('does not keep an answer fetched across a change (it may be the old one)', () => {
    const cards = publicUserCache();
    const since = cards.epoch();
    cards.forget(accountEvent('u1'));
    cards.remember(CARD_QUERY, reps('u1'), fetched({ id: 'u1', name: 'Old name' }), since);
    expect(cards.answer(CARD_QUERY, reps('u1'))).toBeUndefined();
  });

  it('keeps nothing from an answer with errors or a missing entity', () => {
    const cards = publicUserCache();
    cards.remember(CARD_QUERY, reps('u1'), { ...fetched({ id: 'u1', name: 'Ann' }), errors: [{ message: 'no' }] }, cards.epoch());
    cards.remember(CARD_QUERY, reps('u2'), { data: { _entities: [null] } }, cards.epoch());
    expect(cards.stats().cards).toBe(0);
  });

  it('asks again once a card is older than its time to live', () => {
    let now = 1_000;
    const cards = publicUserCache({ now: () => now });
    cards.remember(CARD_QUERY, reps('u1'), fetched({ id: 'u1', name: 'Ann' }), cards.epoch());
    now += CARD_TTL_MS;
    expect(cards.answer(CARD_QUERY, reps('u1'))).toBeDefined();
    now += 1;
    expect(cards.answer(CARD_QUERY, reps('u1'))).toBeUndefined();
  });
});
