// Small statistics for the balance lab: Wilson score intervals for a rate, and the difference of two
// rates (Newcombe's hybrid score interval) for comparing two boards. Pure functions, no dependencies.

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Rate {
  /** Successes (games won, players who died…). */
  count: number;
  /** Trials. */
  of: number;
  /** count / of (0 when of = 0). */
  rate: number;
  /** 95% Wilson score interval, inside [0, 1]. */
  low: number;
  high: number;
}

/**
 * Wilson score interval (Wilson 1927): unlike the normal approximation it never leaves [0, 1] and stays
 * sensible for rates near 0 or 1 and for small samples, which a rare win path (the piper) needs.
 */
export function wilson(count: number, of: number, z = Z95): Rate {
  if (!(of > 0)) return { count, of: 0, rate: 0, low: 0, high: 1 };
  const p = count / of;
  const z2 = z * z;
  const denom = 1 + z2 / of;
  const centre = (p + z2 / (2 * of)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of))) / denom;
  // Exact bounds at the edges (rounding can leave 1e-17 below 0).
  const low = count === 0 ? 0 : Math.max(0, centre - half);
  const high = count === of ? 1 : Math.min(1, centre + half);
  return { count, of, rate: p, low, high };
}

export interface Difference {
  /** b.rate − a.rate. */
  diff: number;
  low: number;
  high: number;
  /** The 95% interval excludes 0. */
  significant: boolean;
}

/**
 * Difference of two independent rates with Newcombe's method 10 (hybrid score interval, built from the
 * two Wilson intervals): good coverage without the pitfalls of the plain Wald interval.
 */
export function difference(a: Rate, b: Rate): Difference {
  const diff = b.rate - a.rate;
  const low = diff - Math.sqrt((b.rate - b.low) ** 2 + (a.high - a.rate) ** 2);
  const high = diff + Math.sqrt((b.high - b.rate) ** 2 + (a.rate - a.low) ** 2);
  return { diff, low, high, significant: low > 0 || high < 0 };
}
