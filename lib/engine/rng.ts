// Seeded PRNG for deals and random policies (mulberry32): the engine never calls Math.random, so a
// record's seed reproduces its deal, and a simulation's seed reproduces its games.

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
}

/** A 32-bit seed from a number or a string (FNV-1a over the string's UTF-16 code units). */
export function seedOf(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// A class, not closures over a variable: V8 inlines its methods at the simulator's many draws per event.
class Mulberry32 implements Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed | 0;
  }
  next(): number {
    const a = (this.a + 0x6d2b79f5) | 0;
    this.a = a;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

export function makeRng(seed: number | string): Rng {
  return new Mulberry32(seedOf(seed));
}
