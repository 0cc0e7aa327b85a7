// What the offline generator can read from a prompt: the build ("slim", "muscular"...), and
// colours named for the skin, the shirt (top) and the trousers (bottom). The height is the
// task's own (height_meters, 1.7 m by default). Anything else the prompt says is beyond a
// procedural mannequin, and the avatar says so (docs/avatars.md, "The offline generator").

export type Build = 'slim' | 'average' | 'athletic' | 'muscular' | 'heavy';

export interface BodyShape {
  heightMeters: number;
  build: Build;
  /** '#rrggbb' */
  skin: string;
  shirt: string;
  trousers: string;
}

const BUILD_WORDS: [Build, RegExp][] = [
  ['muscular', /\b(muscular|muscled|bodybuilder|buff|brawny|strong)\b/],
  ['heavy', /\b(heavy|heavyset|stocky|large|big|chubby|plus[- ]size|overweight|burly)\b/],
  ['slim', /\b(slim|thin|skinny|slender|lean|petite|lanky)\b/],
  ['athletic', /\b(athletic|fit|sporty|toned|runner|athlete)\b/],
];

const COLOURS: Record<string, string> = {
  red: '#c53030',
  orange: '#dd6b20',
  yellow: '#d69e2e',
  gold: '#b7950b',
  green: '#2f855a',
  teal: '#2c7a7b',
  cyan: '#00a3c4',
  blue: '#2b6cb0',
  navy: '#1a365d',
  purple: '#6b46c1',
  violet: '#805ad5',
  pink: '#d53f8c',
  white: '#f7fafc',
  black: '#1a202c',
  grey: '#718096',
  gray: '#718096',
  brown: '#7b4a2a',
  beige: '#d9c3a0',
  khaki: '#b5a572',
};

const SKIN_TONES: Record<string, string> = {
  pale: '#f3d9c7',
  fair: '#eac3a6',
  light: '#e0b08f',
  tan: '#c68e6a',
  olive: '#b08a5c',
  brown: '#8d5a3b',
  dark: '#5c3a24',
  deep: '#4a2c1a',
};

const TOP = /\b(shirt|t-shirt|tshirt|top|jacket|hoodie|jersey|sweater|tank|vest|coat|blouse)\b/;
const BOTTOM = /\b(trousers|pants|shorts|jeans|leggings|skirt|joggers|sweatpants|tights)\b/;
const COLOUR_WORD = new RegExp(`\\b(${Object.keys(COLOURS).join('|')})\\b`, 'g');

export const DEFAULT_SHAPE: Omit<BodyShape, 'heightMeters'> = { build: 'average', skin: '#c68e6a', shirt: '#2b6cb0', trousers: '#2d3748' };

/** The colour named closest before a garment word ("a red shirt and blue jeans"). */
function colourFor(text: string, garment: RegExp): string | undefined {
  const clauses = text.split(/[,.;]|\band\b|\bwith\b/);
  for (const clause of clauses) {
    if (!garment.test(clause)) continue;
    const named = [...clause.matchAll(COLOUR_WORD)].map((m) => m[1]);
    if (named.length) return COLOURS[named[named.length - 1]];
  }
  return undefined;
}

function skinFor(text: string): string | undefined {
  const match = /\b(pale|fair|light|tan|tanned|olive|brown|dark|deep)[- ]?(skin|skinned|complexion)\b/.exec(text);
  if (!match) return undefined;
  return SKIN_TONES[match[1] === 'tanned' ? 'tan' : match[1]];
}

export function shapeFromPrompt(prompt: string, heightMeters: number): BodyShape {
  const text = prompt.toLowerCase();
  const build = BUILD_WORDS.find(([, words]) => words.test(text))?.[0] ?? DEFAULT_SHAPE.build;
  return {
    heightMeters,
    build,
    skin: skinFor(text) ?? DEFAULT_SHAPE.skin,
    shirt: colourFor(text, TOP) ?? DEFAULT_SHAPE.shirt,
    trousers: colourFor(text, BOTTOM) ?? DEFAULT_SHAPE.trousers,
  };
}
