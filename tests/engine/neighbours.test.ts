// The neighbours helper: the nearest living player on each side, skipping the dead; left is the next lower seat
// number, wrapping from seat 1 to the last seat (docs/rules.md, neighbours).
import { describe, expect, it } from 'vitest';
import { nearestLiving, neighbours } from '../../lib/engine/neighbours';

const alive = (n: number, dead: number[] = []) => Array.from({ length: n }, (_, i) => !dead.includes(i + 1));

describe('neighbours around the table (docs/rules.md, neighbours)', () => {
  it('left is the next lower seat, right the next higher', () => {
    expect(neighbours(alive(7), 4)).toEqual([3, 5]);
    expect(nearestLiving(alive(7), 4, 'left')).toBe(3);
    expect(nearestLiving(alive(7), 4, 'right')).toBe(5);
  });
  it('wraps: seat 1’s left is the last seat, the last seat’s right is seat 1', () => {
    expect(neighbours(alive(7), 1)).toEqual([7, 2]);
    expect(neighbours(alive(7), 7)).toEqual([6, 1]);
  });
  it('skips the dead on both sides, wrapping past them', () => {
    expect(neighbours(alive(7, [3, 5]), 4)).toEqual([2, 6]);
    expect(neighbours(alive(7, [7, 6]), 1)).toEqual([5, 2]);
  });
  it('asks from a dead seat (a dying knight) and filters by a test', () => {
    const wolves = new Set([1, 6]);
    expect(nearestLiving(alive(7, [3]), 3, 'left', (x) => wolves.has(x))).toBe(1);
    expect(nearestLiving(alive(7, [3, 1]), 3, 'left', (x) => wolves.has(x))).toBe(6);
    expect(nearestLiving(alive(7), 3, 'left', () => false)).toBe(0);
  });
  it('two alive: one neighbour; alone: none', () => {
    expect(neighbours(alive(5, [2, 3, 5]), 1)).toEqual([4]);
    expect(neighbours(alive(3, [2, 3]), 1)).toEqual([]);
  });
});
