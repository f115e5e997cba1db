import { describe, it, expect } from 'vitest';
import type { Board } from '../../lib/generated/board';
import { generateOrder } from '../../lib/order/generate';
import { callModeOf } from '../../lib/order/call';
import { witchMaySaveSelf } from '../../lib/order/step-rules';
import { resolveRules } from '../../lib/catalogue/rules';
import { EVERY_ROLE, FORUM_13, YU_NV_LIE_BAI, YU_NV_LIE_SHOU, ids } from './boards';

const withRules = (b: Board, rules: Board['rules']): Board => ({ ...b, rules: { ...b.rules, ...rules } });
const step = (steps: { id: string }[], id: string) => steps.find((s) => s.id === id) as ReturnType<typeof generateOrder>['firstNight'][number];

describe('wake order of a board', () => {
  it('预女猎白, chinese (the langrensha default): wolves → witch → seer between the markers (docs/rules.md, the Chinese 12-player order; seed 000 §初级 第一晚)', () => {
    const p = generateOrder(YU_NV_LIE_BAI);
    expect(p.order).toBe('chinese');
    expect(ids(p.firstNight)).toEqual(['dusk', 'werewolf', 'witch', 'seer', 'dawn']);
    expect(ids(p.otherNights)).toEqual(['dusk', 'werewolf', 'witch', 'seer', 'dawn']);
  });

  it('预女猎白, advanced: seer → wolves → witch (seed 002 §5–7), the default of the Millers Hollow family', () => {
    const p = generateOrder(withRules(YU_NV_LIE_BAI, { nightOrder: 'advanced' }));
    expect(ids(p.firstNight)).toEqual(['dusk', 'seer', 'werewolf', 'witch', 'dawn']);
    const mh = generateOrder(withRules(YU_NV_LIE_BAI, { family: 'millersHollow' }));
    expect(mh.order).toBe('advanced');
    expect(ids(mh.firstNight)).toEqual(['dusk', 'seer', 'werewolf', 'witch', 'dawn']);
  });

  it('预女猎守: the guard first, before the wolves (chinese, the default), before the seer (advanced, seed 002 §4) or last after the witch (base, seed 004 step 8)', () => {
    expect(ids(generateOrder(YU_NV_LIE_SHOU).firstNight)).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'dawn']);
    expect(ids(generateOrder(withRules(YU_NV_LIE_SHOU, { nightOrder: 'advanced' })).firstNight)).toEqual([
      'dusk',
      'guard',
      'seer',
      'werewolf',
      'witch',
      'dawn',
    ]);
    expect(ids(generateOrder(withRules(YU_NV_LIE_SHOU, { nightOrder: 'base' })).firstNight)).toEqual(['dusk', 'seer', 'werewolf', 'witch', 'guard', 'dawn']);
  });

  it('seed 003 forum board: thief, cupid and lovers on night 1 only, first as in every order (seed 002 §1–3 僅第一晚)', () => {
    const p = generateOrder(FORUM_13);
    expect(ids(p.firstNight)).toEqual(['dusk', 'thief', 'cupid', 'lovers', 'werewolf', 'witch', 'seer', 'dawn']);
    expect(ids(p.otherNights)).toEqual(['dusk', 'werewolf', 'witch', 'seer', 'dawn']);
  });

  it('every role, chinese (the default): the night-1 links, the guard, the wolves and the cards after the kill, the witch, the seer, the piper', () => {
    const p = generateOrder(EVERY_ROLE);
    expect(ids(p.firstNight)).toEqual([
      'dusk',
      'thief',
      'cupid',
      'lovers',
      'wildChild',
      'guard',
      'werewolf',
      'littleGirl',
      'wolfBeauty',
      'demon',
      'witch',
      'seer',
      'piper',
      'charmed',
      'dawn',
    ]);
    expect(ids(p.otherNights)).toEqual(['dusk', 'guard', 'werewolf', 'littleGirl', 'wolfBeauty', 'demon', 'witch', 'seer', 'piper', 'charmed', 'dawn']);
  });

  it('every role, advanced: the whole list of seed 002 plus the wild child, wolf beauty and demon', () => {
    const p = generateOrder(withRules(EVERY_ROLE, { nightOrder: 'advanced' }));
    expect(ids(p.firstNight)).toEqual([
      'dusk',
      'thief',
      'cupid',
      'lovers',
      'wildChild',
      'guard',
      'seer',
      'werewolf',
      'littleGirl',
      'wolfBeauty',
      'demon',
      'witch',
      'piper',
      'charmed',
      'dawn',
    ]);
    expect(ids(p.otherNights)).toEqual(['dusk', 'guard', 'seer', 'werewolf', 'littleGirl', 'wolfBeauty', 'demon', 'witch', 'piper', 'charmed', 'dawn']);
  });

  it('gives each step its kind, role and the cards that wake there', () => {
    const p = generateOrder(EVERY_ROLE);
    expect(step(p.firstNight, 'dusk')).toMatchObject({ kind: 'marker', role: null });
    expect(step(p.firstNight, 'lovers')).toMatchObject({ kind: 'group', role: 'cupid', roles: ['cupid'] });
    expect(step(p.firstNight, 'charmed')).toMatchObject({ kind: 'group', role: 'piper' });
    expect(step(p.firstNight, 'werewolf')).toMatchObject({ kind: 'role', role: 'werewolf', inDeck: true });
    // Every card waking with the wolves opens its eyes at the wolves' step (catalogue wakesWithWolves).
    expect(step(p.firstNight, 'werewolf').roles).toEqual(expect.arrayContaining(['werewolf', 'whiteWolfKing', 'wolfBeauty']));
    expect(step(p.firstNight, 'littleGirl').during).toBe('werewolf');
    for (const s of p.firstNight) expect(s.wake.en.length * s.line['zh-CN'].length, s.id).toBeGreaterThan(0);
  });

  it("keeps the wolves' step `werewolf` when only wolf roles without plain werewolves are dealt", () => {
    const p = generateOrder({ players: 8, roles: { whiteWolfKing: 1, wolfBeauty: 1, villager: 4, seer: 1, witch: 1 } });
    expect(step(p.firstNight, 'werewolf').roles).toEqual(['whiteWolfKing', 'wolfBeauty']);
  });

  it('lists no step of a role that is not on the board', () => {
    const p = generateOrder(YU_NV_LIE_BAI);
    expect(ids(p.firstNight)).not.toContain('guard');
    expect(ids(p.firstNight)).not.toContain('lovers');
  });
});

describe('absent and dead roles: fake steps (docs/rules.md, Fake steps; seed 002 標準回合 1/3, seed 004 §43)', () => {
  it('without a thief nothing can be absent on night 1', () => {
    for (const s of generateOrder(YU_NV_LIE_BAI).firstNight) {
      expect(s.absent, s.id).toEqual({ bottom: false, dead: false, powerless: false, handling: null });
    }
  });

  it('with a thief any single card may be in the bottom, and is called anyway with callAbsentRoles on', () => {
    const p = generateOrder(FORUM_13);
    for (const id of ['thief', 'cupid', 'lovers', 'seer', 'witch']) {
      expect(step(p.firstNight, id).absent, id).toMatchObject({ bottom: true, handling: 'callAnyway' });
    }
    // Four wolf cards cannot all lie in two bottom cards.
    expect(step(p.firstNight, 'werewolf').absent).toMatchObject({ bottom: false, handling: null });
  });

  it('with callAbsentRoles off the same steps are marked skip-when-absent', () => {
    const p = generateOrder(withRules(FORUM_13, { callAbsentRoles: false }));
    expect(step(p.firstNight, 'seer').absent.handling).toBe('skip');
    expect(step(p.otherNights, 'witch').absent).toMatchObject({ bottom: true, dead: true, handling: 'skip' });
  });

  it("on later nights dead roles are still called (fake) but the wolves' step never is: all wolves dead ends the game", () => {
    const p = generateOrder(YU_NV_LIE_BAI);
    expect(step(p.otherNights, 'seer').absent).toMatchObject({ dead: true, bottom: false, handling: 'callAnyway' });
    expect(step(p.otherNights, 'werewolf').absent).toMatchObject({ dead: false, handling: null });
    expect(step(p.otherNights, 'dusk').absent.handling).toBeNull();
  });

  it('a lone wolf card may be buried only if the thief may pass it over (seed 000 §二 vs seed 002/004)', () => {
    const oneWolf: Board = { players: 8, roles: { werewolf: 1, villager: 7, seer: 1, thief: 1 } };
    const wolf = (rules: Board['rules']) => step(generateOrder(withRules(oneWolf, rules)).firstNight, 'werewolf').absent.bottom;
    expect(wolf({ thiefWolfRule: 'anyWolf', thiefBottomControl: true })).toBe(false);
    expect(wolf({ thiefWolfRule: 'bothWolves', thiefBottomControl: true })).toBe(true);
    expect(wolf({ thiefWolfRule: 'anyWolf', thiefBottomControl: false })).toBe(true);
    // Two wolf cards in the bottom: the thief must take one under both rules.
    const twoWolves: Board = { players: 8, roles: { werewolf: 2, villager: 6, seer: 1, thief: 1 } };
    expect(step(generateOrder(withRules(twoWolves, { thiefWolfRule: 'bothWolves', thiefBottomControl: false })).firstNight, 'werewolf').absent.bottom).toBe(
      false,
    );
  });

  it('with the elder on the board, village roles may have lost their powers on later nights (seed 000, 002 长老)', () => {
    const p = generateOrder(EVERY_ROLE);
    expect(step(p.otherNights, 'seer').absent.powerless).toBe(true);
    expect(step(p.otherNights, 'guard').absent.powerless).toBe(true);
    expect(step(p.otherNights, 'piper').absent.powerless).toBe(false);
    expect(step(p.otherNights, 'wolfBeauty').absent.powerless).toBe(false);
    expect(step(p.firstNight, 'seer').absent.powerless).toBe(false);
  });

  it("the little girl's peek is never called alone: nothing to fake", () => {
    const p = generateOrder(EVERY_ROLE);
    expect(step(p.otherNights, 'littleGirl').absent).toMatchObject({ dead: true, handling: null });
  });

  it('at the table: an inactive step is faked with callAbsentRoles, skipped without; markers always called', () => {
    const seer = step(generateOrder(YU_NV_LIE_BAI).otherNights, 'seer');
    expect(callModeOf(seer, true, false)).toBe('call');
    expect(callModeOf(seer, false, true)).toBe('fake');
    expect(callModeOf(seer, false, false)).toBe('skip');
    expect(callModeOf({ kind: 'marker' }, false, false)).toBe('call');
  });
});

describe('house-rule reminders at the steps', () => {
  it('witch self-save tonight: never / always / night 1 only / only without a guard (seed 000, 002, 003)', () => {
    const table: [string, boolean, 'first' | 'later', boolean][] = [
      ['never', false, 'first', false],
      ['always', true, 'later', true],
      ['firstNight', false, 'first', true],
      ['firstNight', false, 'later', false],
      ['withoutGuard', true, 'first', false],
      ['withoutGuard', false, 'later', true],
    ];
    for (const [v, guard, night, want] of table) {
      expect(witchMaySaveSelf(resolveRules({ witchSelfSave: v as 'never' }), guard, night), `${v} guard=${guard} ${night}`).toBe(want);
    }
  });

  it("the witch's step says tonight's self-save on each night (witchSelfSave = firstNight)", () => {
    const p = generateOrder(withRules(YU_NV_LIE_BAI, { witchSelfSave: 'firstNight' }));
    const first = step(p.firstNight, 'witch')
      .rules.map((l) => l.en)
      .join(' ');
    const later = step(p.otherNights, 'witch')
      .rules.map((l) => l.en)
      .join(' ');
    expect(first).toMatch(/Tonight \(night 1\) the witch may save herself/);
    expect(later).toMatch(/Tonight the witch may not save herself/);
  });

  it("names the guard + antidote rule at the witch's step only when a guard is dealt (seed 000 §6(1))", () => {
    const has = (b: Board) => step(generateOrder(b).firstNight, 'witch').rules.some((l) => /同守同救|Guarded and saved/.test(l['zh-CN'] + l.en));
    expect(has(YU_NV_LIE_SHOU)).toBe(true);
    expect(has(YU_NV_LIE_BAI)).toBe(false);
  });
});
