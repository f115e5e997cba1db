// A board's custom night steps in its wake order (docs/rules.md, Custom roles; The night and the wake orders):
// each right after or before its anchor in the board's order; an anchor not on the board gives its place to the
// next step of the order that is; steps on one anchor keep the board's order; a step with no anchor for the order
// wakes right before the dawn; a card copied from a catalogue card wakes right after it, with its lines.
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/all';
import type { Board } from '../../lib/generated/board';
import type { CustomRole } from '../../lib/generated/custom-role';
import { generateOrder } from '../../lib/order/generate';
import { wakeRows } from '../../lib/order/sheet';
import { stepsOnBoard } from '../../lib/order/owners';
import { resolveRules } from '../../lib/catalogue/rules';
import { nightTags } from '../../lib/script/build';
import { ids } from './boards';

type Anchor = { after?: string; before?: string };
type Orders = { chinese?: Anchor; advanced?: Anchor; base?: Anchor };

/** The night owl of the presets: sees the exact card, every other night when `every` is 2. */
const owl = (order: Orders | undefined, every?: number, id = 'custom:nightOwl'): CustomRole => ({
  id: id as CustomRole['id'],
  names: { 'zh-CN': '夜枭', en: 'Night Owl' },
  faction: 'village',
  nightSteps: [
    {
      power: 'inspect',
      params: every ? { sees: 'card', every } : { sees: 'card' },
      records: 'seat',
      ...(order ? { order } : {}),
      texts: { line: { 'zh-CN': '夜枭请睁眼，请选择要查验的玩家', en: 'Night owl, wake up and point at a player.' } },
    },
  ],
});
const everywhere = (a: Anchor): Orders => ({ chinese: a, advanced: a, base: a });

/** 预女猎守 with one villager's seat given to each custom card (counts: 1 each unless `counts` says). */
function board(custom: CustomRole[], rules: Board['rules'] = {}, counts: Record<string, number> = {}): Board {
  const roles: Board['roles'] = { werewolf: 4, villager: 4 - custom.length, seer: 1, witch: 1, hunter: 1, guard: 1 };
  for (const c of custom) roles[c.id] = counts[c.id] ?? 1;
  return { players: 12, roles, customRoles: custom, rules };
}

const first = (b: Board) => ids(generateOrder(b).firstNight);

describe('custom steps in the wake order', () => {
  it('wakes right after its anchor in each order (chinese, advanced, base)', () => {
    const c = [owl(everywhere({ after: 'seer' }))];
    expect(first(board(c))).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'custom:nightOwl', 'dawn']);
    expect(first(board(c, { nightOrder: 'advanced' }))).toEqual(['dusk', 'guard', 'seer', 'custom:nightOwl', 'werewolf', 'witch', 'dawn']);
    expect(first(board(c, { nightOrder: 'base' }))).toEqual(['dusk', 'seer', 'custom:nightOwl', 'werewolf', 'witch', 'guard', 'dawn']);
    // Later nights too, with the card's own words and what the judge records.
    const later = generateOrder(board(c)).otherNights.find((s) => s.id === 'custom:nightOwl');
    expect(later).toMatchObject({ kind: 'role', role: 'custom:nightOwl', roles: ['custom:nightOwl'], records: 'seat' });
    expect(later?.line.en).toBe('Night owl, wake up and point at a player.');
    expect(later?.line['zh-CN']).toBe('夜枭请睁眼，请选择要查验的玩家');
  });

  it('after the wolves’ step, after the little girl’s peek inside it too', () => {
    const b = board([owl(everywhere({ after: 'werewolf' }))]);
    b.roles = { ...b.roles, villager: 2, littleGirl: 1 };
    expect(first(b)).toEqual(['dusk', 'guard', 'werewolf', 'littleGirl', 'custom:nightOwl', 'witch', 'seer', 'dawn']);
  });

  it('wakes right before its anchor', () => {
    expect(first(board([owl(everywhere({ before: 'witch' }))]))).toEqual(['dusk', 'guard', 'werewolf', 'custom:nightOwl', 'witch', 'seer', 'dawn']);
  });

  it('an anchor not on the board falls back to the next step of the order that is (chinese: cupid → the guard)', () => {
    expect(first(board([owl(everywhere({ after: 'cupid' }))]))).toEqual(['dusk', 'guard', 'custom:nightOwl', 'werewolf', 'witch', 'seer', 'dawn']);
    expect(first(board([owl(everywhere({ before: 'cupid' }))]))).toEqual(['dusk', 'custom:nightOwl', 'guard', 'werewolf', 'witch', 'seer', 'dawn']);
    // The dawn is the last step: nothing wakes after it (the little girl is not dealt, the next step is the dawn's).
    expect(first(board([owl(everywhere({ after: 'piper' }))]))).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'custom:nightOwl', 'dawn']);
  });

  it('two steps on one anchor keep the board’s order of custom cards', () => {
    const a = owl(everywhere({ after: 'guard' }), undefined, 'custom:owlA');
    const b = owl(everywhere({ after: 'guard' }), undefined, 'custom:owlB');
    expect(first(board([a, b]))).toEqual(['dusk', 'guard', 'custom:owlA', 'custom:owlB', 'werewolf', 'witch', 'seer', 'dawn']);
    expect(first(board([b, a]))).toEqual(['dusk', 'guard', 'custom:owlB', 'custom:owlA', 'werewolf', 'witch', 'seer', 'dawn']);
    const p = owl(everywhere({ before: 'witch' }), undefined, 'custom:owlP');
    const q = owl(everywhere({ before: 'witch' }), undefined, 'custom:owlQ');
    expect(first(board([q, p]))).toEqual(['dusk', 'guard', 'werewolf', 'custom:owlQ', 'custom:owlP', 'witch', 'seer', 'dawn']);
  });

  it('a card with two steps wakes at each, the second under its numbered id', () => {
    const two: CustomRole = {
      ...owl(undefined),
      nightSteps: [
        { ...owl(undefined).nightSteps![0], order: everywhere({ after: 'guard' }) },
        { power: 'protect', records: 'seat', order: everywhere({ before: 'seer' }), texts: { line: { en: 'Night owl, whom do you shelter?' } } },
      ],
    };
    expect(first(board([two]))).toEqual(['dusk', 'guard', 'custom:nightOwl', 'werewolf', 'witch', 'custom:nightOwl2', 'seer', 'dawn']);
  });

  it('an anchor may name another custom step; one not on the board stands for its own place', () => {
    const a = owl(everywhere({ after: 'guard' }), undefined, 'custom:owlA');
    const b = owl(everywhere({ after: 'custom:owlA' }), undefined, 'custom:owlB');
    const c = owl(everywhere({ after: 'guard' }), undefined, 'custom:owlC');
    // B right after A, C after A's chain on the same anchor (the board's order: A, then B, then C).
    expect(first(board([a, b, c]))).toEqual(['dusk', 'guard', 'custom:owlA', 'custom:owlB', 'custom:owlC', 'werewolf', 'witch', 'seer', 'dawn']);
    // B listed first still wakes after A.
    expect(first(board([b, a]))).toEqual(['dusk', 'guard', 'custom:owlA', 'custom:owlB', 'werewolf', 'witch', 'seer', 'dawn']);
    // A carried by the board but not dealt: B takes A's place, after the guard.
    expect(first(board([a, b], {}, { 'custom:owlA': 0 }))).toEqual(['dusk', 'guard', 'custom:owlB', 'werewolf', 'witch', 'seer', 'dawn']);
    // Anchors that go round in a circle: the board's first of them wakes right before the dawn, the other keeps its anchor.
    const x = owl(everywhere({ after: 'custom:owlY' }), undefined, 'custom:owlX');
    const y = owl(everywhere({ before: 'custom:owlX' }), undefined, 'custom:owlY');
    expect(first(board([x, y]))).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'custom:owlY', 'custom:owlX', 'dawn']);
  });

  it('a step with no anchor for the board’s order wakes right before the dawn', () => {
    const c = [owl({ chinese: { after: 'guard' } })];
    expect(first(board(c))).toEqual(['dusk', 'guard', 'custom:nightOwl', 'werewolf', 'witch', 'seer', 'dawn']);
    expect(first(board(c, { nightOrder: 'advanced' }))).toEqual(['dusk', 'guard', 'seer', 'werewolf', 'witch', 'custom:nightOwl', 'dawn']);
    expect(first(board([owl(undefined)]))).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'custom:nightOwl', 'dawn']);
  });

  it('a card carried but not dealt wakes nowhere', () => {
    expect(first(board([owl(everywhere({ after: 'seer' }))], {}, { 'custom:nightOwl': 0 }))).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'dawn']);
  });

  it('its cadence is the card’s: every other night is called on nights 1 and 3, not 2 and 4', () => {
    const plan = generateOrder(board([owl(everywhere({ after: 'seer' }), 2)]));
    const row = wakeRows(plan, 4).find((r) => r.id === 'custom:nightOwl');
    expect(row?.nights).toEqual([true, false, true, false]);
    const step = plan.otherNights.find((s) => s.id === 'custom:nightOwl');
    expect(step?.every).toBe(2);
    expect(nightTags(step as NonNullable<typeof step>).map((t) => t.en)).toEqual(['nights 1, 3, 5…']);
    // Night 1 only: on the first night's list, not the later nights'.
    const once: CustomRole = {
      ...owl(everywhere({ after: 'seer' })),
      nightSteps: [{ ...owl(undefined).nightSteps![0], nights: 'first', order: everywhere({ after: 'seer' }) }],
    };
    const p = generateOrder(board([once]));
    expect(ids(p.firstNight)).toContain('custom:nightOwl');
    expect(ids(p.otherNights)).not.toContain('custom:nightOwl');
    expect(wakeRows(p, 4).find((r) => r.id === 'custom:nightOwl')?.nights).toEqual([true, false, false, false]);
  });

  it('a card copied from a catalogue card wakes right after it, with its lines, under its own id', () => {
    const oracle: CustomRole = { id: 'custom:oracle', base: 'seer', names: { en: 'Oracle' }, faction: 'village' };
    const plan = generateOrder(board([oracle]));
    expect(ids(plan.firstNight)).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'custom:oracle', 'dawn']);
    const seer = plan.firstNight.find((s) => s.id === 'seer');
    const copy = plan.firstNight.find((s) => s.id === 'custom:oracle');
    expect(copy?.line.en).toBe(seer?.line.en);
    expect(copy?.role).toBe('custom:oracle');
    expect(ids(generateOrder(board([oracle], { nightOrder: 'advanced' })).firstNight)).toEqual([
      'dusk',
      'guard',
      'seer',
      'custom:oracle',
      'werewolf',
      'witch',
      'dawn',
    ]);
  });

  it('a custom wolf wakes at the wolves’ step, never at one of its own (docs/rules.md, The wolves’ night)', () => {
    const mute: CustomRole = { id: 'custom:muteWolf', names: { en: 'Mute wolf' }, faction: 'wolves' };
    const reskin: CustomRole = { id: 'custom:greyWolf', base: 'werewolf', names: { en: 'Grey wolf' }, faction: 'wolves' };
    const b: Board = {
      players: 12,
      roles: { werewolf: 2, 'custom:muteWolf': 1, 'custom:greyWolf': 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 },
      customRoles: [mute, reskin],
    };
    const plan = generateOrder(b);
    expect(ids(plan.firstNight)).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'dawn']);
    expect(plan.firstNight.find((s) => s.id === 'werewolf')?.roles).toEqual(['werewolf', 'custom:muteWolf', 'custom:greyWolf']);
    // The engine reads the same steps (lib/engine/setup orderFor).
    expect(stepsOnBoard(b, resolveRules(b.rules)).map((s) => s.order.id)).toEqual(['guard', 'werewolf', 'witch', 'seer']);
  });
});
