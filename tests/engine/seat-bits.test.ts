// Seat sets as bits (lib/engine/state.ts): the living seats and each side's seats, kept by the identity of the
// array they are read from. The win check and the choice lists read them; a stale or wrong bit would change who
// may be chosen or who has won, so each is checked against a count seat by seat, over random tables.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIDE_GOD, SIDE_NONE, SIDE_VILLAGER, SIDE_WOLF, aliveBits, firstAlive, popCount, setSeats, sideBits } from '../../lib/engine/state';

const bitsOf = (xs: readonly boolean[]): number => xs.reduce((m, x, i) => (x ? m | (1 << i) : m), 0);
const table = fc.array(fc.boolean(), { minLength: 3, maxLength: 30 });

describe('seat bits', () => {
  it('popCount counts the bits of any 31-bit set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (m) => {
        expect(popCount(m)).toBe(
          m
            .toString(2)
            .split('')
            .filter((c) => c === '1').length,
        );
      }),
    );
  });

  it('aliveBits are the living seats, read again for each new alive array (never a stale answer)', () => {
    fc.assert(
      fc.property(table, table, (a, b) => {
        expect(aliveBits({ alive: a })).toBe(bitsOf(a));
        expect(aliveBits({ alive: b })).toBe(bitsOf(b));
        // The same contents in a new array: the same answer.
        expect(aliveBits({ alive: a.slice() })).toBe(bitsOf(a));
      }),
    );
  });

  it('sideBits are each side’s seats and those who wake with the wolves, read again for each new pair of arrays', () => {
    const seat = fc.record({ side: fc.constantFrom(SIDE_WOLF, SIDE_GOD, SIDE_VILLAGER, SIDE_NONE), wakes: fc.boolean() });
    const seats = fc.array(seat, { minLength: 3, maxLength: 30 });
    fc.assert(
      fc.property(seats, seats, (x, y) => {
        for (const t of [x, y]) {
          const m = sideBits({ sides: t.map((v) => v.side), seatCards: t.map((v) => ({ wakesWithWolves: v.wakes })) as never });
          expect(m.wolf).toBe(bitsOf(t.map((v) => v.side === SIDE_WOLF)));
          expect(m.god).toBe(bitsOf(t.map((v) => v.side === SIDE_GOD)));
          expect(m.villager).toBe(bitsOf(t.map((v) => v.side === SIDE_VILLAGER)));
          expect(m.wakes).toBe(bitsOf(t.map((v) => v.wakes)));
        }
      }),
    );
  });

  it('firstAlive is the first living seat holding the card, and setSeats lists a set in seat order', () => {
    const roles = fc.array(fc.constantFrom('seer', 'witch', 'werewolf', 'villager'), { minLength: 3, maxLength: 30 });
    fc.assert(
      fc.property(roles, table, (r, a) => {
        const alive = r.map((_, i) => a[i % a.length]);
        const s = { roles: r as never, alive };
        for (const role of ['seer', 'witch', 'werewolf', 'villager', 'hunter'] as const) {
          const i = r.findIndex((x, k) => x === role && alive[k]);
          expect(firstAlive(s, role)).toBe(i + 1);
        }
        expect(setSeats(bitsOf(alive))).toEqual(alive.flatMap((x, i) => (x ? [i + 1] : [])));
      }),
    );
  });
});
