// The generator's own seeded random numbers (mulberry32): the same seed draws the same candidates, on
// every machine, whatever the simulator's dealing does.

/** A 32-bit value of a seed: a number as is, a text by FNV-1a. */
export function seed32(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Uniform numbers in [0, 1) from a seed. */
export function rngOf(seed: number | string): () => number {
  let a = (seed32(seed) ^ 0x2f6b9a1d) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max inclusive. */
export const intIn = (rand: () => number, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));

/** The items in a shuffled order (Fisher–Yates), the input untouched. */
export function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
