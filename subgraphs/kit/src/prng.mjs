// Seeded numbers, written once for health's wearables sandbox and export generators and the
// fuzzer's sample (plain JavaScript, so the generators stay runnable with plain `node`, no
// TypeScript loader): the same seed always gives the same numbers, so a member's sandbox day,
// a generated export and a fuzz sample are the same on every run.

/** mulberry32: small, fast and good enough for sample data; numbers in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One independent stream per (seed, stream, day): a generator writes day by day without holding state. */
export const rngFor = (seed, stream, day) => prng(Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(stream + 7, 0x85ebca6b) ^ Math.imul(day + 13, 0xc2b2ae35));
