// The food rows' data: what is sent for them, what is refused before sending, and which rows a
// server refusal marks (by position among the rows sent, blank rows skipped).
import { describe, expect, it } from 'vitest';
import { checkedRows, GRAMS_ROW, portionsOf, rowsWithServerErrors, type FoodRow } from './food-rows-model';

const row = (key: number, name: string, grams = '', foodId: string | null = null): FoodRow => ({ key, name, grams, foodId, foodName: null, error: null });

describe('food rows', () => {
  it('send the named rows only, trimmed, a blank weight as 100 g, with the picked USDA row', () => {
    const rows = [row(1, ' banana ', '120'), row(2, '  '), row(3, 'oatmeal', '', '18039')];
    expect(portionsOf(rows)).toEqual({
      keys: [1, 3],
      foods: [
        { name: 'banana', grams: 120, foodId: null },
        { name: 'oatmeal', grams: 100, foodId: '18039' },
      ],
    });
  });

  it('refuse a weight outside 1-5000 g on its row before sending', () => {
    expect(checkedRows([row(1, 'rice', '200'), row(2, '', '0')])).toBeNull();
    const checked = checkedRows([row(1, 'rice', '0'), row(2, 'egg', '50'), row(3, 'milk', '9000')]);
    expect(checked?.map((r) => r.error)).toEqual([GRAMS_ROW, null, GRAMS_ROW]);
  });

  it("mark the rows the server's refusal names, by their position among the rows sent", () => {
    const rows = [row(1, 'rice'), row(2, ''), row(3, 'qwzxv'), row(4, 'banana')];
    const { keys } = portionsOf(rows);
    const refusal = {
      graphQLErrors: [
        {
          message: 'No food in the USDA table matches "qwzxv"',
          extensions: { code: 'BAD_USER_INPUT', field: 'foods', rows: [{ index: 1, name: 'qwzxv', message: 'Not here' }] },
        },
      ],
    };
    expect(rowsWithServerErrors(rows, keys, refusal)?.map((r) => r.error)).toEqual([null, null, 'Not here', null]);
    // An error that names no row is left to the caller.
    expect(rowsWithServerErrors(rows, keys, { graphQLErrors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })).toBeNull();
    expect(rowsWithServerErrors(rows, keys, new Error('offline'))).toBeNull();
  });
});
