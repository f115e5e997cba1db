// Texts the moderator builds from the role data and the Step (ev.<event>, answer.<kind>, step.<kind>,
// line.<kind>) rather than naming them: each one the data can produce has a text.
import { describe, expect, it } from 'vitest';
import summary from '../../schemas/summary.schema.json';
import { cardsUnder } from '../../lib/powers/cards';
import { mKeys } from '../../lib/moderator/text';

const M_KEYS = mKeys();
import { ROLE_IDS } from '../../lib/catalogue/roles';

const SUFFIXES: Record<string, string[]> = {
  take: ['', '.keep'],
  twoSeats: [''],
  seat: [''],
  seatOrNone: ['', '.none'],
  caught: ['.caught', '.safe'],
  side: ['.village', '.wolves'],
  potions: ['.save', '.poison', '.none'],
  none: [],
};

describe('moderator texts built from the data', () => {
  it('words every night step event by its records kind, and every inspection answer', () => {
    const rules = [undefined, { demonVersion: 'offline' as const }];
    for (const r of rules)
      for (const id of ROLE_IDS)
        for (const s of cardsUnder(r)[id].steps) {
          if (!s.event) continue;
          expect(SUFFIXES[s.records], `${id}.${s.id} records ${s.records}`).toBeDefined();
          for (const suffix of SUFFIXES[s.records]) expect(M_KEYS, `${id}.${s.id}`).toContain(`ev.${s.event}${suffix}`);
          if (typeof s.params.answer === 'string') expect(M_KEYS).toContain(`answer.${s.params.answer}`);
        }
  });

  it('words every death cause a record can hold', () => {
    const causes = JSON.stringify(summary)
      .match(/"enum":\s*\[("wolves"[^\]]*)\]/)![1]
      .match(/\w+/g)!;
    expect(causes).toContain('duel');
    for (const c of causes) expect(M_KEYS).toContain(`cause.${c}`);
  });

  it('titles and words every decision a death calls for', () => {
    for (const kind of ['shoot', 'badge', 'scapegoat', 'tiebreak']) expect(M_KEYS).toContain(`step.${kind}`);
    for (const kind of ['shoot', 'badge', 'scapegoat']) expect(M_KEYS).toContain(`line.${kind}`);
  });
});
