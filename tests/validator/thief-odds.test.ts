// The thief's bottom-card odds against a brute-force enumeration of every physical bottom
// (docs/rules.md, The thief; Basic Rules 二; Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional)). The brute force shares no code with
// lib/validator/thief-odds.ts: it deals real cards, two at a time.
import { describe, it, expect } from 'vitest';
import { ROLE_IDS, deckOf, type RoleId } from '../../lib/catalogue/roles';
import { ROLES } from '../../lib/catalogue';
import { resolveRules } from '../../lib/catalogue/rules';
import { POINTS } from '../../lib/validator/points';
import { thiefOdds, probability, range, inPlay, expectedValue, formatFrac, roleBit } from '../../lib/validator/thief-odds';
import type { Board } from '../../lib/generated/board';
import { validate } from '../../lib/validator';
import { buildContext } from '../../lib/validator/context';
import { board, F13 } from './boards';

const wolf = (id: RoleId) => ROLES[id].faction === 'wolves';
const value = (id: RoleId) => (id === 'thief' ? 0 : POINTS[ROLE_IDS.indexOf(id)]);

interface Outcome {
  bottom: [RoleId, RoleId];
  picks: RoleId[][] /* the cards in play, one list per thief choice */;
}

/** Every 2-card bottom of the physical deck, with what the thief may do (the sources' rules, restated). */
function brute(b: Board): { all: Outcome[]; legal: Outcome[] } {
  const r = resolveRules(b.rules);
  const deck = deckOf(b);
  const all: Outcome[] = [];
  const legal: Outcome[] = [];
  for (let i = 0; i < deck.length; i++) {
    for (let j = i + 1; j < deck.length; j++) {
      const bottom: [RoleId, RoleId] = [deck[i], deck[j]];
      const hand = deck.filter((_, k) => k !== i && k !== j);
      const wolvesIn = bottom.filter(wolf).length;
      const thiefIn = bottom.includes('thief');
      let picks: RoleId[][];
      if (thiefIn) picks = [hand];
      else {
        const others = hand.filter((x, k) => !(x === 'thief' && k === hand.indexOf('thief')));
        const mustWolf = wolvesIn === 2 || (wolvesIn === 1 && r.thiefWolfRule === 'anyWolf');
        const options = mustWolf ? bottom.filter(wolf) : [...bottom];
        picks = options.map((x) => [...others, x]);
        if (!mustWolf && r.thiefMayKeep) picks.push([...others, 'villager']); // keeps: a plain villager
      }
      const o = { bottom, picks };
      all.push(o);
      if (!(wolvesIn === 2) && !(thiefIn && wolvesIn > 0)) legal.push(o);
    }
  }
  return { all, legal };
}

function oddsOf(b: Board) {
  const rules = resolveRules(b.rules);
  return thiefOdds(
    ROLE_IDS.map((id) => b.roles[id] ?? 0),
    rules,
    POINTS,
  );
}

const count = (cards: RoleId[], p: (id: RoleId) => boolean) => cards.filter(p).length;

const boards: [string, Board][] = [
  ['seed 003 forum board, no control, bothWolves, may keep', { ...F13, rules: { thiefBottomControl: false, thiefWolfRule: 'bothWolves', thiefMayKeep: true } }],
  ['seed 003 forum board, control, anyWolf, must take', { ...F13, rules: { thiefBottomControl: true, thiefWolfRule: 'anyWolf', thiefMayKeep: false } }],
  [
    'wolf roles and a few gods, control, bothWolves',
    board(9, { werewolf: 2, whiteWolfKing: 1, thief: 1, seer: 1, witch: 1, villager: 4, guard: 1 }, { thiefBottomControl: true, thiefWolfRule: 'bothWolves' }),
  ],
  [
    'few villagers, no control, anyWolf',
    board(
      8,
      { werewolf: 3, thief: 1, seer: 1, hunter: 1, villager: 2, idiot: 1, cupid: 1 },
      { thiefBottomControl: false, thiefWolfRule: 'anyWolf', thiefMayKeep: false },
    ),
  ],
  // Wolves that never meet the pack are wolf cards all the same (docs/rules.md, Roles beyond the first seventeen): the thief must take them.
  [
    'gargoyle and wolf robot, no control, anyWolf',
    board(
      10,
      { werewolf: 2, gargoyle: 1, wolfRobot: 1, thief: 1, psychic: 1, witch: 1, villager: 5 },
      { thiefBottomControl: false, thiefWolfRule: 'anyWolf', thiefMayKeep: false },
    ),
  ],
];

describe('wolves that never meet the pack count as wolves (docs/rules.md, Roles beyond the first seventeen)', () => {
  it("the gargoyle and the wolf robot are in the deck's wolf count, for the wolf-count checks and the good win", () => {
    expect(buildContext(board(12, { werewolf: 2, gargoyle: 1, wolfRobot: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 })).wolves).toBe(4);
  });
  it('a bottom holding the gargoyle is a wolf in the bottom: under anyWolf the thief must take him', () => {
    const b = board(
      10,
      { werewolf: 2, gargoyle: 1, thief: 1, seer: 1, witch: 1, villager: 6 },
      { thiefBottomControl: false, thiefWolfRule: 'anyWolf', thiefMayKeep: false },
    );
    const odds = thiefOdds(buildContext(b).counts, resolveRules(b.rules), POINTS);
    const gargoyle = ROLE_IDS.indexOf('gargoyle');
    const thief = ROLE_IDS.indexOf('thief');
    // A bottom with the gargoyle and no thief: whatever else lies there, the thief takes a wolf card.
    const notTaken = probability(
      odds,
      (deal, pick) => !!deal.bottom?.includes(gargoyle) && !deal.bottom.includes(thief) && (pick.take === null || !wolf(ROLE_IDS[pick.take])),
      'any',
    );
    expect(notTaken.num).toBe(0);
  });
});

describe('thief bottom odds are exact (docs/rules.md, The roles, seed 000 §二)', () => {
  for (const [name, b] of boards) {
    describe(name, () => {
      const { all, legal } = brute(b);
      const ctrl = resolveRules(b.rules).thiefBottomControl;
      const space = ctrl ? legal : all;
      const odds = oddsOf(b);
      const counts = ROLE_IDS.map((x) => b.roles[x] ?? 0);
      const W = count(deckOf(b), wolf);

      it('P(two wolves) and P(thief + wolf) over C(N,2) bottoms', () => {
        const twoWolves = all.filter((o) => o.bottom.every(wolf)).length;
        const thiefWolf = all.filter((o) => o.bottom.includes('thief') && o.bottom.some(wolf)).length;
        expect(odds.bottoms).toBe(all.length);
        expect(odds.twoWolves).toBe(twoWolves);
        expect(odds.thiefAndWolf).toBe(thiefWolf);
        expect(odds.weight).toBe(space.length);
      });

      it('P(a unique role is out of play): possibly and surely, under control the conditional distribution', () => {
        for (const id of ROLE_IDS) {
          if (!b.roles[id] || id === 'villager' || id === 'werewolf') continue;
          const r = ROLE_IDS.indexOf(id);
          const possibly = space.filter((o) => o.picks.some((cards) => !cards.includes(id))).length;
          const surely = space.filter((o) => o.picks.every((cards) => !cards.includes(id))).length;
          if (id === 'thief') continue; // a kept thief plays as a villager: not a presence question
          const out = (d: Parameters<typeof inPlay>[1], p: Parameters<typeof inPlay>[2]) => inPlay(counts, d, p, r) === 0;
          expect(probability(odds, out, 'any'), id).toEqual({ num: possibly, den: space.length });
          expect(probability(odds, out, 'all'), id).toEqual({ num: surely, den: space.length });
        }
      });

      it('the thief-buried-roles finding: P(at least one power card out of play)', () => {
        const power = ROLE_IDS.filter((id) => b.roles[id] && !['villager', 'werewolf', 'thief'].includes(id));
        const n = space.filter((o) => o.picks.some((cards) => power.some((id) => !cards.includes(id)))).length;
        const f = validate(b).findings.find((x) => x.id === 'thief-buried-roles');
        expect(f?.probability ?? 0).toBeCloseTo(n / space.length, 12);
      });

      it('P(several roles in play together): possibly and surely (used for the scope of pair findings)', () => {
        const ctx = buildContext(b);
        const present = ROLE_IDS.filter((id) => b.roles[id] && id !== 'thief');
        const sets: RoleId[][] = [present.slice(0, 2), present.slice(1, 4), present.slice(-2), [present[present.length - 1]], ['seer', 'elder']];
        for (const ids of sets) {
          const possibly = space.filter((o) => o.picks.some((cards) => ids.every((id) => cards.includes(id)))).length;
          const surely = space.filter((o) => o.picks.every((cards) => ids.every((id) => cards.includes(id)))).length;
          expect(ctx.together(ids), ids.join('+')).toEqual({ any: { num: possibly, den: space.length }, all: { num: surely, den: space.length } });
        }
      });

      it('the range of wolves in play and the chance of one short', () => {
        const wolvesIn = space.flatMap((o) => o.picks.map((cards) => count(cards, wolf)));
        expect(range(odds, (_, p) => p.wolves)).toEqual({ min: Math.min(...wolvesIn), max: Math.max(...wolvesIn) });
        const sure = space.filter((o) => o.picks.every((c) => count(c, wolf) < W)).length;
        expect(probability(odds, (_, p) => p.wolves < W, 'all')).toEqual({ num: sure, den: space.length });
      });

      it('the expected balance points in play (thief takes the card worth more in absolute terms)', () => {
        let sum = 0;
        for (const o of space) {
          const totals = o.picks.map((cards) => cards.reduce((s, id) => s + value(id), 0));
          if (o.bottom.includes('thief')) sum += totals[0];
          else {
            // The policy: the taken card with the largest |points| (keep = a villager), first on ties.
            const taken = o.picks.map((cards) => value(cards[cards.length - 1]));
            let k = 0;
            taken.forEach((v, i) => {
              if (Math.abs(v) > Math.abs(taken[k])) k = i;
            });
            sum += totals[k];
          }
        }
        expect(expectedValue(odds)).toBeCloseTo(sum / space.length, 10);
      });
    });
  }

  it('seed 003 figures: two wolves 2/35, thief + wolf 4/105, the seer in the bottom 2/15', () => {
    const odds = oddsOf({ ...F13, rules: { thiefBottomControl: false } });
    expect(formatFrac({ num: odds.twoWolves, den: odds.bottoms })).toBe('2/35 ≈ 5.71%');
    expect(formatFrac({ num: odds.thiefAndWolf, den: odds.bottoms })).toBe('4/105 ≈ 3.81%');
    const seer = ROLE_IDS.indexOf('seer');
    const counts = ROLE_IDS.map((x) => F13.roles[x] ?? 0);
    expect(probability(odds, (d) => !!d.bottom && d.bottom.includes(seer), 'any')).toEqual({ num: 14, den: 105 });
    expect(counts.reduce((a, b) => a + b)).toBe(15);
  });

  it('under control the two-wolf and thief-plus-wolf bottoms never happen', () => {
    const odds = oddsOf({ ...F13, rules: { thiefBottomControl: true } });
    expect(probability(odds, (d) => !!d.bottom && d.bottom.every((i) => wolf(ROLE_IDS[i])), 'any').num).toBe(0);
    expect(odds.weight).toBe(105 - 6 - 4);
  });

  it("each pick's `present` mask says which roles have a card in play, as inPlay counts them", () => {
    const rulesOf = [
      { thiefWolfRule: 'anyWolf', thiefMayKeep: true, thiefBottomControl: false, idiotCountsAs: 'god' },
      { thiefWolfRule: 'bothWolves', thiefMayKeep: false, thiefBottomControl: true, idiotCountsAs: 'villager' },
    ] as const;
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      // Small decks with a thief, one or two cards a role (the last card of a role is the case that matters).
      const counts = ROLE_IDS.map((_, i) => ((seed * 7 + i * 13) % 5 === 0 ? 2 : (seed + i * 3) % 4 === 0 ? 1 : 0));
      counts[ROLE_IDS.indexOf('thief')] = seed % 7 === 0 ? 2 : 1;
      counts[ROLE_IDS.indexOf('werewolf')] += 1 + (seed % 3);
      const odds = thiefOdds(counts, rulesOf[seed % 2], POINTS);
      for (const deal of odds.deals) {
        for (const pick of deal.picks) {
          for (let r = 0; r < ROLE_IDS.length; r++) {
            expect(Boolean(pick.present & roleBit(r)), `${ROLE_IDS[r]} in ${counts.join(',')}`).toBe(inPlay(counts, deal, pick, r) > 0);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('stays deterministic: two validations of one board agree', () => {
    const a = validate(F13);
    const b = validate(F13);
    expect(b).toEqual(a);
  });
});
