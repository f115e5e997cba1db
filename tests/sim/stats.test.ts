// Confidence intervals ("win rates with 95% confidence intervals"): the Wilson score
// interval and Newcombe's interval for a difference, against published values and by coverage.
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../lib/engine';
import { difference, wilson } from '../../lib/sim/stats';

describe('wilson(): 95% Wilson score interval', () => {
  it('matches published values (Newcombe 1998, Table I: 81/263, 15/148, 0/20, 1/29)', () => {
    const near = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThan(0.00015);
    const a = wilson(81, 263);
    near(a.low, 0.2553);
    near(a.high, 0.3662);
    const b = wilson(15, 148);
    near(b.low, 0.0624);
    near(b.high, 0.1605);
    const c = wilson(0, 20);
    expect(c.low).toBe(0);
    near(c.high, 0.1611);
    const d = wilson(1, 29);
    near(d.low, 0.0061);
    near(d.high, 0.1718);
  });

  it('is sane: inside [0, 1], contains the rate, narrows as games grow, symmetric', () => {
    for (const n of [1, 2, 10, 100, 10_000]) {
      for (const k of [0, 1, Math.floor(n / 3), Math.floor(n / 2), n - 1, n].filter((x) => x >= 0 && x <= n)) {
        const r = wilson(k, n);
        expect(r.low).toBeGreaterThanOrEqual(0);
        expect(r.high).toBeLessThanOrEqual(1);
        expect(r.low).toBeLessThanOrEqual(r.rate);
        expect(r.high).toBeGreaterThanOrEqual(r.rate);
        const m = wilson(n - k, n);
        expect(m.low).toBeCloseTo(1 - r.high, 12);
      }
    }
    const w = (n: number) => {
      const r = wilson(n / 2, n);
      return r.high - r.low;
    };
    expect(w(100)).toBeGreaterThan(w(1000));
    expect(w(1000)).toBeGreaterThan(w(10_000));
    // 10,000 games of a fair board: about ±1 point.
    expect(w(10_000)).toBeCloseTo(2 * 1.96 * 0.005, 3);
    expect(wilson(0, 0)).toMatchObject({ rate: 0, low: 0, high: 1 });
  });

  it('covers the true rate about 95% of the time (2,000 seeded experiments of 200 games at p = 0.3)', () => {
    const rng = makeRng('coverage');
    let covered = 0;
    const trials = 2000;
    for (let t = 0; t < trials; t++) {
      let k = 0;
      for (let i = 0; i < 200; i++) if (rng.next() < 0.3) k++;
      const r = wilson(k, 200);
      if (r.low <= 0.3 && 0.3 <= r.high) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.93);
    expect(covered / trials).toBeLessThan(0.97);
  });
});

describe('difference(): Newcombe hybrid score interval of b − a', () => {
  it('matches Newcombe 1998 (Table II, 56/70 vs 48/80: 0.0524 to 0.3339)', () => {
    const d = difference(wilson(48, 80), wilson(56, 70));
    expect(d.diff).toBeCloseTo(0.2, 10);
    expect(Math.abs(d.low - 0.0524)).toBeLessThan(0.0002);
    expect(Math.abs(d.high - 0.3339)).toBeLessThan(0.0002);
    expect(d.significant).toBe(true);
  });

  it('is not significant for equal rates, and flips sign with the order', () => {
    const a = wilson(500, 1000);
    const b = wilson(510, 1000);
    expect(difference(a, b).significant).toBe(false);
    const d1 = difference(wilson(300, 1000), wilson(400, 1000));
    const d2 = difference(wilson(400, 1000), wilson(300, 1000));
    expect(d1.diff).toBeCloseTo(-d2.diff, 12);
    expect(d1.low).toBeCloseTo(-d2.high, 12);
    expect(d1.significant && d2.significant).toBe(true);
  });
});
