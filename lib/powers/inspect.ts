import { labelParams, refused, type Problem } from '../engine/errors';
import { living, notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import { neighbours } from '../engine/neighbours';
import { cardAt, firstSeat, isGod, isWolfSeat, wakesWithWolves } from '../engine/state';
import type { CardId, Answer, DeathCause, GameEvent, GameState, NightStepDef, ReasonCode, Seat, Step } from '../engine/types';
import { ROLE_IDS } from '../catalogue/roles';
import { cardOf } from './cards';
import { isSeatOrNull, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'inspect';
/** The seats each check has checked, by step id (only for checks that may not repeat); the seats whose check cost them their power, as a seat set. */
interface State {
  readonly checked: Readonly<Record<string, readonly Seat[]>>;
  readonly lost: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ checked: Object.freeze({}), lost: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

const rule = (s: GameState, key: unknown): boolean => typeof key === 'string' && (s.ctx.rules as unknown as Record<string, unknown>)[key] === true;

/** Whether a wolf-side player (true faction) is at `seat` or among its two nearest living neighbours. */
export function wolfNearby(s: GameState, seat: Seat): boolean {
  if (isWolfSeat(s, seat)) return true;
  const near = neighbours(s.alive, seat);
  for (let i = 0; i < near.length; i++) if (isWolfSeat(s, near[i])) return true;
  return false;
}

/** The card a check shows of a seat: what a power makes it show (the wolf robot's learned card), else its own. */
export function shownCard(s: GameState, seat: Seat): CardId {
  const hooks = s.ctx.hooks.appearsAs;
  for (let i = 0; i < hooks.length; i++) {
    const r = hooks[i](s, seat);
    if (r) return r;
  }
  return s.roles[seat - 1];
}

/**
 * The seer's answer about a seat: good/wolf as its card reads (a turned wild child reads wolf; the wolf robot as
 * wolfRobotSeerSees says) or the card (seerSees: card).
 */
export function seerResultOf(s: GameState, seat: Seat): 'good' | 'wolf' | CardId {
  if (s.ctx.rules.seerSees === 'card') return seerShown(s, seat);
  return seerReading(s, seat);
}

/** The card the seer is shown of a seat: the wolf robot's learned one under wolfRobotSeerSees learned. */
function seerShown(s: GameState, seat: Seat): CardId {
  return s.ctx.hooks.appearsAs.length && s.ctx.rules.wolfRobotSeerSees === 'learned' ? shownCard(s, seat) : s.roles[seat - 1];
}

/** Good or wolf, as the seer reads a seat (what a knight's duel reads under duelReads seer). */
export function seerReading(s: GameState, seat: Seat): 'good' | 'wolf' {
  const shown = seerShown(s, seat);
  return shown !== s.roles[seat - 1] ? s.ctx.cards[shown].seerResult : cardAt(s, seat).seerResult;
}

/** The answer about the chosen seat tells of the one the check lands on (the magician's swap). */
function answer(d: Draft, sees: unknown, kind: unknown, to: Seat, chosen: Seat, lost: boolean, invert: boolean): Answer {
  const at = landsOn(d, chosen);
  if (sees === 'wolfNearby') return { kind: String(kind), to, about: chosen, result: wolfNearby(d, at) ? 'wolf' : 'good', lost };
  if (sees === 'god') return { kind: kind as 'demon', to, about: chosen, god: isGod(d, at) };
  if (sees === 'card') return { kind: String(kind), to, about: chosen, result: shownCard(d, at) };
  if (invert) return { kind: String(kind), to, about: chosen, result: seerReading(d, at) === 'wolf' ? 'good' : 'wolf' };
  return { kind: String(kind), to, about: chosen, result: seerResultOf(d, at) };
}

/** Whether this check may name a player it checked before. */
function mayRepeat(s: GameState, def: NightStepDef): boolean {
  const r = def.params.repeatRule;
  return def.params.repeat === true || typeof r !== 'string' || rule(s, r);
}

/**
 * The seats this check may not name again, as a seat set (bit seat − 1; 0 when it may repeat): read once per
 * list, then one bit per seat instead of a search of the list.
 */
function checked(s: GameState, def: NightStepDef): number {
  if (mayRepeat(s, def)) return 0;
  const list = state(s).checked[def.id];
  let m = 0;
  if (list) for (let i = 0; i < list.length; i++) m |= 1 << (list[i] - 1);
  return m;
}

/**
 * Whether the checker knows the wolves when his step is called: he wakes with them, and they have met (from
 * night 2, or on night 1 after the wolves' step in this order).
 */
function knowsWolves(s: GameState, def: NightStepDef): boolean {
  if (s.night > 1) return true;
  const order = s.ctx.order;
  for (let i = 0; i < order.length && order[i] !== def; i++) if (order[i].power === 'packKill') return true;
  return false;
}

function pick(s: GameState, def: NightStepDef, actor: Seat, seat: unknown, done: number = checked(s, def)): ReasonCode | null {
  const r = rule(s, def.params.selfRule) ? living(s, seat) : notSelf(s, actor, seat);
  if (r) return r;
  if (def.params.notKnownWolves === true && wakesWithWolves(s, seat as Seat) && knowsWolves(s, def)) return 'checkKnownWolf';
  // A living seat (notSelf): a seat of the table, 1 to 30.
  return (done >>> ((seat as Seat) - 1)) & 1 ? 'alreadyChecked' : null;
}

/**
 * The seats whose check tonight named `seat` and take effect on it (the spirit knight's reflection, the cursed
 * fox's death) under checkEffectsFrom: `seer`, the seer's good/wolf check only (not the mirror seer's inverted one); `allGoodCheckers`, every check of
 * a card not on the wolves' side, the psychic's included. A wolf's check (the gargoyle's) never counts; a check
 * made to no effect (a silent fear) recorded nothing (docs/rules.md, the spirit knight; the cursed fox).
 */
export function checkersOn(s: GameState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  const seerOnly = s.ctx.rules.checkEffectsFrom === 'seer';
  const order = s.ctx.order;
  for (let i = 0; i < order.length; i++) {
    const def = order[i];
    // Where the check landed, not the number chosen: a magician's swap moves its effects too (docs/rules.md, the magician).
    if (def.power !== ID || !def.event || !s.tonight[def.event] || landsOn(s, s.tonight[def.event] as Seat) !== seat) continue;
    // The inverted check is not the seer's (docs/rules.md, the mirror seer).
    if (seerOnly && (def.params.sees !== 'seerResult' || def.params.invert === true)) continue;
    const by = firstSeat(s, def.role);
    if (by && cardAt(s, by).faction !== 'wolves' && !out.includes(by)) out.push(by);
  }
  return out;
}

/** Whether a check that kills (checkKills) takes the seat it landed on: by his own card's side, not what a check shows. */
function killedBy(s: GameState, kills: unknown, at: Seat): boolean {
  const card = cardAt(s, at);
  if (kills === 'wolves') return card.faction === 'wolves';
  if (kills === 'wolfKillingCheckers') return card.steps.some((x) => x.power === ID && x.params.checkKills === 'wolves');
  return false;
}

/**
 * Who dies of tonight's checks that kill (checkKills), in wake order, from their night (checkKillsFrom): at dawn
 * after the wolves' kill, so neither the guard nor the antidote saves him; a check to no effect (a silent fear)
 * recorded nothing (docs/rules.md, the pure white; the wolf witch).
 */
function checkKillsTonight(s: GameState): [Seat, DeathCause][] {
  const out: [Seat, DeathCause][] = [];
  const order = s.ctx.order;
  for (let i = 0; i < order.length; i++) {
    const def = order[i];
    const kills = def.params.checkKills;
    if (def.power !== ID || kills === undefined || !def.event || s.night < Number(def.params.checkKillsFrom ?? 1)) continue;
    const chosen = s.tonight[def.event] as Seat | undefined;
    if (!chosen) continue;
    const at = landsOn(s, chosen);
    if (killedBy(s, kills, at)) out.push([at, 'checked']);
  }
  return out;
}

export const inspect: PowerModule = {
  id: ID,
  // After the poison, the reflections and the cursed fox's death: the wolves' kill first (狼刀在先).
  nightDeathsOrder: 35,
  nightDeaths: checkKillsTonight,
  answers: { result: 'verdict', god: 'god', lost: 'flag' },
  readsNeighbours: (params) => params.sees === 'wolfNearby',
  // A check that found no wolf under its losesPowerRule: the power is gone for the rest of the game.
  powerlessOrder: 20,
  powerless: (s, seat) => ((state(s).lost >>> (seat - 1)) & 1) === 1,
  // Each check records its target under its own event's name (seer, demon, psychic, gargoyle).
  tonight: () =>
    Object.fromEntries(
      ROLE_IDS.flatMap((r) =>
        cardOf(r)
          .steps.filter((x) => x.power === ID && x.event)
          .map((x) => [x.event!, 0]),
      ),
    ),
  init: () => NONE,
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, actor: Seat, def) {
    const done = checked(s, def);
    step.targets = livingOptions(s, (x) => pick(s, def, actor, x, done));
    step.noneOk = def.params.mayPass === true;
  },
  record(d: Draft, e: GameEvent, actor: Seat, def, chosen): Problem | null {
    const target = (e as { target: Seat | null }).target;
    // The step for a refusal: its event (English) and its role's name as a message id (Chinese), worded at the edge.
    const what = () => ({ step: e.type, ...labelParams(d.ctx.cards[def.role].name) });
    if (target === null) return def.params.mayPass === true ? null : refused('mustChoose', ID, undefined, what());
    const r = chosen ? null : pick(d, def, actor, target);
    if (r) return refused(r, ID, target, what());
    const t = { ...d.tonight };
    (t as Record<string, unknown>)[e.type] = target;
    d.tonight = t;
    const lost = def.params.sees === 'wolfNearby' && rule(d, def.params.losesPowerRule) && !wolfNearby(d, landsOn(d, target));
    d.answer = answer(d, def.params.sees, def.params.answer, actor, target, lost, def.params.invert === true);
    if (lost) slot.set(d, { checked: state(d).checked, lost: state(d).lost | (1 << (actor - 1)) } satisfies State);
    if (!mayRepeat(d, def)) {
      // A copy, then the one key (a spread with a computed key costs several times more in V8).
      const prev = state(d);
      const next: Record<string, readonly Seat[]> = prev === NONE ? {} : { ...prev.checked };
      next[def.id] = [...(prev.checked[def.id] ?? []), target];
      slot.set(d, { checked: next, lost: prev.lost } satisfies State);
    }
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
};
