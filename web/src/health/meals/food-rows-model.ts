// The food rows' data, apart from their looks: what is sent for them (named rows only, with the
// picked USDA row), what is wrong with a row before anything is sent, and which rows the
// server's refusal names (extensions.rows of "No food in the USDA table matches ...").
import { graphQLErrorsOf } from '../../errors/graphql-errors';

export const MAX_FOODS = 30;
export const MAX_GRAMS = 5000;
/** The server's words for a row nothing matches (subgraphs/health/src/meals/plate.ts), shown as soon as the search finds nothing. */
export const NO_MATCH_ROW = 'Not in the USDA food table. Try another word for this food, or a shorter one.';
export const GRAMS_ROW = `Enter the weight in grams, from 1 to ${MAX_GRAMS}`;
/** Said below the rows when the server marked some of them. */
export const FIX_MARKED_ROWS = 'Some foods are not in the USDA food table: change the marked rows or remove them.';
export const NAME_FOODS = 'Name at least one food on your plate.';

export interface FoodRow {
  /** Stable across edits and removals (React's key, and how a server refusal finds its row). */
  key: number;
  name: string;
  /** As typed; empty means 100 g. */
  grams: string;
  /** The USDA row the member picked; null = the best match of the name. */
  foodId: string | null;
  foodName: string | null;
  error: string | null;
}

export interface Portions {
  /** The keys of the rows sent, in the order sent (the server's row index is a position here). */
  keys: number[];
  foods: { name: string; grams: number; foodId: string | null }[];
}

/** The named rows as the operations take them; a blank weight is 100 g. */
export function portionsOf(rows: readonly FoodRow[]): Portions {
  const named = rows.filter((r) => r.name.trim());
  return {
    keys: named.map((r) => r.key),
    foods: named.map((r) => ({ name: r.name.trim(), grams: r.grams.trim() === '' ? 100 : Number(r.grams), foodId: r.foodId })),
  };
}

/** The rows with what is wrong with each before sending (a weight out of range), or null when all can be sent. */
export function checkedRows(rows: readonly FoodRow[]): FoodRow[] | null {
  let bad = false;
  const checked = rows.map((row) => {
    if (!row.name.trim() || row.grams.trim() === '') return row;
    const grams = Number(row.grams);
    if (Number.isFinite(grams) && grams >= 1 && grams <= MAX_GRAMS) return row;
    bad = true;
    return { ...row, error: GRAMS_ROW };
  });
  return bad ? checked : null;
}

/** The rows with the server's word for each row its refusal names; null when the error names no row. */
export function rowsWithServerErrors(rows: readonly FoodRow[], sent: readonly number[], error: unknown): FoodRow[] | null {
  const named = new Map<number, string>();
  for (const g of graphQLErrorsOf(error)) {
    const list = (g.extensions as { rows?: unknown } | undefined)?.rows;
    if (!Array.isArray(list)) continue;
    for (const item of list as { index?: unknown; message?: unknown }[]) {
      const key = typeof item.index === 'number' ? sent[item.index] : undefined;
      if (key !== undefined && typeof item.message === 'string') named.set(key, item.message);
    }
  }
  if (!named.size) return null;
  return rows.map((row) => (named.has(row.key) ? { ...row, error: named.get(row.key)! } : row));
}
