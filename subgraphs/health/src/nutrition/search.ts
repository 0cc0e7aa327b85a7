// Ranked food-name search over SR28. Names and queries become tokens (lower case, letters and
// digits, plurals folded: "bananas" -> "banana", "berries" -> "berry"), and a food scores by
// how its tokens meet the query's:
//   exact     every name token is a query token and the other way round        1000
//   prefix    the name starts with the query's tokens in order                  500
//   overlap   every query token is in the name (the last may be a prefix)       100
// then, within a band: +40 when the name's first token is the query's first (SR28 names
// start with the food: "Bananas, raw" beats "Bread, banana"), +15 for raw/cooked plain rows,
// minus 4 per extra name token (shorter names are the plainer food). A listed staple row
// (COMMON below) that contains every query token gets +600: SR28 files breast meat under
// "Chicken, broilers or fryers, breast, ...", which no token rule ranks above "Chicken breast
// tenders, breaded", yet that is what a member typing "chicken breast" means. Foods missing a
// query token are not answers.
import { allFoods, type FoodRecord } from './foods.js';

/** Fold a word to its singular the way food names pluralise (no dictionary: good enough for matching). */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(singular);
}

/** Staple rows for names members type most, so "rice" is cooked white rice and "chicken breast" is roasted breast meat. */
const COMMON = new Set([
  '05064', // chicken breast, meat only, cooked, roasted
  '20045', // rice, white, long-grain, cooked
  '20041', // rice, brown, cooked
  '09040', // bananas, raw
  '09003', // apples, raw, with skin
  '01123', // egg, whole, raw, fresh
  '11090', // broccoli, raw
  '11124', // carrots, raw
  '15076', // salmon, Atlantic, wild, raw
  '11457', // spinach, raw
  '09037', // avocados, raw
  '12061', // almonds
  '20121', // pasta, cooked
  '18064', // bread, wheat
  '01211', // milk, whole
  '23572', // beef, ground, 80% lean
  '09316', // strawberries, raw
  '11508', // sweet potato, baked
  '16057', // chickpeas, cooked
]);

/**
 * Names members type for a dish SR28 files under another word: the row they mean comes first,
 * then the ranked matches. "oatmeal" otherwise ranks "Bread, oatmeal" first (SR28's cooked
 * oats are "Cereals, oats, regular and quick, ... cooked with water").
 */
const ALIASES: Record<string, string> = {
  oatmeal: '08121',
  porridge: '08121',
};

interface Indexed {
  food: FoodRecord;
  tokens: string[];
  set: Set<string>;
  plain: boolean;
}

let index: { rows: Indexed[]; byToken: Map<string, Indexed[]> } | undefined;

function buildIndex() {
  if (index) return index;
  const rows: Indexed[] = allFoods().list.map((food) => {
    const list = tokens(food.name);
    return { food, tokens: list, set: new Set(list), plain: /\b(raw|cooked|roasted)\b/i.test(food.name) };
  });
  const byToken = new Map<string, Indexed[]>();
  for (const row of rows) {
    for (const token of row.set) {
      let bucket = byToken.get(token);
      if (!bucket) byToken.set(token, (bucket = []));
      bucket.push(row);
    }
  }
  index = { rows, byToken };
  return index;
}

function score(row: Indexed, query: string[]): number {
  const querySet = new Set(query);
  const last = query[query.length - 1];
  const has = (token: string) => row.set.has(token) || (token === last && row.tokens.some((t) => t.startsWith(token)));
  if (!query.every(has)) return -1;
  let band = 100;
  if (row.set.size === querySet.size && [...row.set].every((t) => querySet.has(t))) band = 1000;
  else if (query.every((token, i) => row.tokens[i] === token || (i === query.length - 1 && row.tokens[i]?.startsWith(token)))) band = 500;
  let bonus = 0;
  if (row.tokens[0] === query[0]) bonus += 40;
  if (COMMON.has(row.food.id)) bonus += row.food.id === '20041' ? 590 : 600; // white rice before brown for "rice"
  if (row.plain) bonus += 15;
  bonus -= 4 * Math.max(0, row.tokens.length - query.length);
  return band + bonus;
}

/** The best `first` foods for the text, best first; nothing for a query with no letters or digits. */
export function searchFoods(text: string, first = 10): FoodRecord[] {
  const query = [...new Set(tokens(text))].slice(0, 12);
  if (!query.length) return [];
  const alias = ALIASES[query.join(' ')];
  const aliased = alias ? allFoods().byId.get(alias) : undefined;
  if (aliased) return [aliased, ...rankedFoods(query, first).filter((f) => f.id !== aliased.id)].slice(0, first);
  return rankedFoods(query, first);
}

function rankedFoods(query: string[], first: number): FoodRecord[] {
  const { byToken } = buildIndex();
  // Candidates come from the rarest complete token (every answer must contain it); a last
  // token still being typed may only be a prefix, so it does not narrow the candidates.
  const complete = query.length > 1 ? query.slice(0, -1) : query;
  const buckets = complete.map((t) => byToken.get(t) ?? []);
  let candidates = buckets.reduce((a, b) => (b.length < a.length ? b : a));
  if (query.length === 1 && candidates.length === 0) candidates = buildIndex().rows;
  return candidates
    .map((row) => ({ row, score: score(row, query) }))
    .filter((hit) => hit.score >= 0)
    .sort((a, b) => b.score - a.score || a.row.food.name.length - b.row.food.name.length || a.row.food.id.localeCompare(b.row.food.id))
    .slice(0, first)
    .map((hit) => hit.row.food);
}
