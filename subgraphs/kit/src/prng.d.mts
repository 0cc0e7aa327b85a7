export function prng(seed: number): () => number;
export function rngFor(seed: number, stream: number, day: number): () => number;
