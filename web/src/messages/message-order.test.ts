import { describe, expect, it } from 'vitest';
import { compareMessages, containsMessage, mergeMessageLists, unconfirmedSends, type MessageKey } from './message-order';

const m = (id: string, second: number, clientId: string | null = null): MessageKey => ({
  id,
  clientId,
  createdAt: new Date(Date.UTC(2025, 0, 1, 12, 0, second)).toISOString(),
});
const ids = (list: MessageKey[]) => list.map((x) => x.id);
const key = (x: MessageKey) => x;

describe('message lists', () => {
  it('prepends an older page and appends realtime messages in time order', () => {
    const page = [m('c', 3), m('d', 4)];
    expect(ids(mergeMessageLists(page, [m('a', 1), m('b', 2)], key))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(mergeMessageLists(page, [m('e', 5)], key))).toEqual(['c', 'd', 'e']);
  });

  it('never duplicates a message that arrives twice (event and mutation answer, catch-up)', () => {
    const list = mergeMessageLists([m('a', 1), m('b', 2)], [m('b', 2), m('c', 3), m('a', 1)], key);
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });

  it('keeps arrival order for messages created in the same instant', () => {
    expect(ids(mergeMessageLists([m('x', 1)], [m('y', 1), m('z', 1)], key))).toEqual(['x', 'y', 'z']);
  });

  it('orders by seq when both messages have one, whatever their times say', () => {
    const withSeq = (id: string, second: number, seq: string) => ({ ...m(id, second), seq });
    // Equal times (same millisecond) and a clock that disagrees: seq decides, numerically.
    expect(ids(mergeMessageLists([withSeq('b', 5, '10')], [withSeq('a', 5, '9'), withSeq('c', 4, '11')], key))).toEqual(['a', 'b', 'c']);
    expect(compareMessages(withSeq('x', 1, '100000000000000000001'), withSeq('y', 1, '100000000000000000000'))).toBeGreaterThan(0);
    // A send not confirmed yet (no seq) falls back to its time.
    expect(ids(mergeMessageLists([withSeq('a', 1, '1')], [{ ...m('pending', 2), seq: '' }], key))).toEqual(['a', 'pending']);
  });

  it('recognises my own send by its client id', () => {
    const list = [m('a', 1), m('b', 2, 'client-1')];
    expect(containsMessage(list, m('other-id', 9, 'client-1'), key)).toBe(true);
    expect(containsMessage(list, m('b', 9), key)).toBe(true);
    expect(containsMessage(list, m('c', 9, 'client-2'), key)).toBe(false);
  });

  it('drops a pending send once its message came back', () => {
    const pending = [{ clientId: 'p1' }, { clientId: 'p2' }];
    expect(unconfirmedSends(pending, [{ clientId: 'p1' }, { clientId: null }])).toEqual([{ clientId: 'p2' }]);
  });
});
