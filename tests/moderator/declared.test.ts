// Every tell and answer the games make is declared by a power (its kind, its fields and their types), so the
// moderator words it from the declaration; a kind two powers make is declared alike by both.
import { describe, expect, it } from 'vitest';
import { nextStep, playGame, replay, type GameState, type Tell } from '../../lib/engine';
import { CORE_TELLS } from '../../lib/engine/steps';
import { declaredAnswerFields, declaredTells } from '../../lib/moderator/beats/declared';
import { isMKey } from '../../lib/moderator/text';
import { PRESETS } from '../../lib/catalogue/presets';
import { POWERS } from '../../lib/powers/registry';
import { BOARDS } from '../engine/boards';

function told(s: GameState): Tell[] {
  const step = nextStep(s);
  return [...step.tell, ...step.before.flatMap((c) => c.tell ?? [])];
}

describe('declared tells and answers', () => {
  it('a kind declared by more than one power (or by the engine) has the same fields in each', () => {
    const all = [{ id: 'engine', tells: CORE_TELLS }, ...POWERS].flatMap((m) => Object.entries(m.tells ?? {}).map(([kind, f]) => ({ id: m.id, kind, f })));
    for (const a of all) for (const b of all) if (a.kind === b.kind) expect(b.f, `${a.kind}: ${a.id} / ${b.id}`).toEqual(a.f);
  });

  it('every declared tell kind has its message', () => {
    for (const kind of declaredTells().keys()) expect(isMKey(`tell.${kind}`) || isMKey(`tell.${kind}.none`) || isMKey(`tell.${kind}.good`), kind).toBe(true);
  });

  it('every tell and answer of random games on many boards is of a declared kind, with declared fields', () => {
    const boards = [...BOARDS, ...PRESETS.map((p) => p.board), ...BOARDS.map((b) => ({ ...b, rules: { revealOnDeath: true } }))];
    const kinds = new Set<string>();
    for (const board of boards)
      for (let seed = 0; seed < 4; seed++) {
        const g = playGame(board, seed);
        const r = replay({ board, seats: g.seats, bottom: g.bottom, seed, events: g.events }, { keepStates: true });
        if (!r.ok) throw new Error(r.error.message);
        for (const s of r.states!) {
          for (const t of s.phase === 'over' ? [] : told(s)) {
            kinds.add(t.kind);
            const fields = declaredTells().get(t.kind);
            expect(fields, `tell ${t.kind}`).toBeDefined();
            for (const k of Object.keys(t)) if (k !== 'kind' && k !== 'to') expect(fields?.[k], `tell ${t.kind}.${k}`).toBeDefined();
          }
          if (s.answer)
            for (const k of Object.keys(s.answer))
              if (k !== 'kind' && k !== 'to' && k !== 'about') expect(declaredAnswerFields()[k], `answer ${s.answer.kind}.${k}`).toBeDefined();
        }
      }
    // The games reach most kinds: the check is not vacuous.
    expect(kinds.size).toBeGreaterThan(8);
  });
});
