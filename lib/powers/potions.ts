// potions — the witch: one antidote (saves tonight's wolf victim) and one poison, each once per game; the
// rules say whether she may save herself (witchSelfSave), use both in a night (witchPotionsPerNight), and
// still be told the victim once the antidote is spent (witchSeesVictimAfterAntidote); guarded and saved
// the same night, the victim dies under 同守同救 (guardAndAntidoteCancel; docs/rules.md, the witch).
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import { forbidden, hasPower } from '../engine/state';
import { chosenVictim } from '../engine/victim';
import type { DeathCause, GameEvent, GameState, ReasonCode, Seat, Step } from '../engine/types';
import { isSeatOrNull, options } from './common';
import { witchMaySaveSelf } from './potions-rules';
import { mayShootOn } from './shoot-on-death';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'potions';
interface State {
  readonly antidote: boolean;
  readonly poison: boolean;
}
const slot = slotOf<State>(ID);
const FULL: State = Object.freeze({ antidote: true, poison: true });
const state = (s: GameState): State => slot.get(s) ?? FULL;

/** The potions still unused. */
export const potionsLeft = (s: GameState): { antidote: boolean; poison: boolean } => state(s);

const protectOnBoard = (s: GameState): boolean => s.ctx.modules.some((m) => m.id === 'protect');

/** The antidote: unused, a victim tonight, and the self-save rule when the victim is the witch (seed 000, 002, 003). */
export function savePick(s: GameState, witch: Seat): ReasonCode | null {
  if (!state(s).antidote) return 'antidoteSpent';
  // Refused only for what she knows: the number she is told (a swap may make her bear it unknowingly).
  const victim = chosenVictim(s);
  if (!victim) return 'noVictim';
  if (victim === witch && !witchMaySaveSelf(s.ctx.rules, protectOnBoard(s), s.night === 1 ? 'first' : 'later')) return 'selfSave';
  return null;
}

/** The poison: unused, a living player, not her lover. She may poison herself (seed 000 "可以自杀"). */
export function poisonPick(s: GameState, witch: Seat, seat: unknown): ReasonCode | null {
  if (!state(s).poison) return 'poisonSpent';
  return living(s, seat) ?? forbidden(s, witch, seat as Seat);
}

export const potions: PowerModule = {
  id: ID,
  init: () => FULL,
  tonight: { save: false, poison: 0 },
  view: { antidote: (s) => state(s).antidote, poison: (s) => state(s).poison },
  needs: (s, _def, actor) => hasPower(s, actor) && (state(s).antidote || state(s).poison),
  shape(e) {
    if (e.save !== undefined && typeof e.save !== 'boolean') return ['save', 'true or false'];
    return e.poison === undefined || isSeatOrNull(e.poison) ? null : ['poison', 'a seat number or null'];
  },
  fill(s: GameState, step: Step, actor: Seat) {
    const st = state(s);
    const save = savePick(s, actor);
    // She is told the number the wolves chose, though a swap makes another player bear it (docs/rules.md, the magician).
    const victim = chosenVictim(s) || null;
    step.targets = options(s, (x) => poisonPick(s, actor, x));
    step.noneOk = true;
    step.witch = { save: save ? { ok: false, reason: save } : { ok: true }, poisonOk: st.poison, both: s.ctx.rules.witchPotionsPerNight === 2, victim };
    // She is told the victim while her antidote is unused; after, only with witchSeesVictimAfterAntidote (seed 000 §6(3)).
    if (st.antidote || s.ctx.rules.witchSeesVictimAfterAntidote) step.tell.push({ kind: 'victim', to: [actor], seat: victim });
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'witch') return null;
    const save = e.save === true;
    const poison = e.poison ?? null;
    if (save) {
      const r = savePick(d, actor);
      if (r) return refused(r, 'potions.antidote');
    }
    if (poison !== null) {
      const r = poisonPick(d, actor, poison);
      if (r) return refused(r, 'potions.poison', poison);
    }
    if (save && poison !== null && d.ctx.rules.witchPotionsPerNight !== 2) return refused('onePotion', ID);
    d.tonight = { ...d.tonight, save, poison: poison ?? 0 };
    const st = state(d);
    if (save || poison !== null) slot.set(d, { antidote: st.antidote && !save, poison: st.poison && poison === null } satisfies State);
    return null;
  },
  event(type, c) {
    if (c.kind === 'none') return { type } as GameEvent;
    if (c.kind !== 'potions') return null;
    const e: { type: string; save?: boolean; poison?: Seat } = { type };
    if (c.save) e.save = true;
    if (c.poison !== null) e.poison = c.poison;
    return e as GameEvent;
  },
  attack(d, a) {
    const t = d.tonight;
    if (t.save) {
      // 同守同救: guarded and saved on the same night, both fail (guardAndAntidoteCancel, seed 000 §6(1)).
      if (a.blocked && d.ctx.rules.guardAndAntidoteCancel) {
        a.blocked = false;
        a.dies = true;
      } else {
        a.saved = true;
        a.dies = false;
      }
    }
    // Killed and poisoned the same night: the poison decides, so no shot unless the victim's card may shoot when
    // poisoned (the hunter under hunterShootsWhenPoisoned; the wolf king never; seed 000 §6(4)).
    if (landsOn(d, t.poison as Seat) === a.victim && !mayShootOn(d, 'poison', d.ctx.cards[d.roles[a.victim - 1]].powers.get('shootOnDeath')))
      a.noShoot = a.victim;
  },
  nightDeaths(d): [Seat, DeathCause][] {
    const p = d.tonight.poison as Seat | undefined;
    return p ? [[landsOn(d, p), 'poison']] : [];
  },
};
