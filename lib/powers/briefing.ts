// briefing — a step where the judge tells a card what it may know and nothing is recorded (params.tells):
// - wolvesAndGods: the offline demon on night 1 learns which players are wolves and which are gods, not
//   their cards (docs/rules.md, the demon);
// - mayShoot: the wolf king is shown whether he may shoot if he dies tonight — not when poisoned tonight or
//   his power is blocked (docs/rules.md, the wolf king);
// - wolves: the hidden wolf is shown on night 1 who the wolves who wake together are; they do not learn him
//   (docs/rules.md, the hidden wolf);
// - lastExile: the grave keeper learns whether yesterday's exiled player was good or wolf, by true faction;
//   with no exile yesterday there is nothing to tell (docs/rules.md, the grave keeper);
// - turned: the cursed, every night, is shown whether he plays for the wolves by tonight's end (thumb up: the
//   wolves' attack turned him tonight or before), read from the night as it stands (docs/rules.md, the cursed).
import { blockedTonight, factionOf, isGod, isWolfSeat, wakesWithWolves } from '../engine/state';
import type { GameState, Seat, Tell } from '../engine/types';
import { isConverted } from './convert';
import { poisonedTonight } from './potions';
import { mayShootOn } from './shoot-on-death';
import type { PowerModule } from './types';

function wolvesAndGods(s: GameState, wakes: Seat[]): Tell[] {
  const wolves: Seat[] = [];
  const gods: Seat[] = [];
  for (let seat = 1; seat <= s.alive.length; seat++) {
    if (!s.alive[seat - 1] || wakes.includes(seat)) continue;
    if (isWolfSeat(s, seat)) wolves.push(seat);
    else if (isGod(s, seat)) gods.push(seat);
  }
  return [
    { kind: 'wolves', to: wakes, seats: wolves },
    { kind: 'gods', to: wakes, seats: gods },
  ];
}

/** Whether a seat with a shot on death (these params) may shoot should he die tonight: his night status. */
export function shootStatus(s: GameState, seat: Seat, params: Readonly<Record<string, string | number | boolean>>, outlook?: () => GameState): Tell {
  // Already bound to die tonight of something that allows no shot (dreamt twice, his dreamcatcher killed): the
  // night as it stands, dawned on a copy, tells; the judge must not promise a shot he will then refuse.
  const d = outlook?.();
  if (d && d.phase !== 'over' && !d.alive[seat - 1] && s.alive[seat - 1]) {
    return { kind: 'shootStatus', to: [seat], ok: d.pending.some((p) => p.kind === 'shoot' && p.seat === seat) };
  }
  // Poisoned tonight, he would die of the poison; blocked tonight, his power does not work.
  const poisoned = poisonedTonight(s, seat) && !mayShootOn(s, 'poison', params);
  return { kind: 'shootStatus', to: [seat], ok: !poisoned && !blockedTonight(s, seat) };
}

function mayShoot(s: GameState, wakes: Seat[], outlook?: () => GameState): Tell[] {
  return wakes.map((seat) => shootStatus(s, seat, s.ctx.cards[s.roles[seat - 1]].powers.get('shootOnDeath') ?? {}, outlook));
}

function lastExile(s: GameState, wakes: Seat[]): Tell[] {
  const x = s.lastExile;
  if (!x || x.day !== s.night - 1) return [{ kind: 'side', to: wakes, seat: null, wolf: false }];
  return [{ kind: 'side', to: wakes, seat: x.seat, wolf: factionOf(s, x.seat) === 'wolves' }];
}

function wolves(s: GameState, wakes: Seat[]): Tell[] {
  const seats: Seat[] = [];
  for (let seat = 1; seat <= s.alive.length; seat++) if (s.alive[seat - 1] && !wakes.includes(seat) && wakesWithWolves(s, seat)) seats.push(seat);
  return [{ kind: 'wolves', to: wakes, seats }];
}

function turned(s: GameState, wakes: Seat[], outlook?: () => GameState): Tell[] {
  const d = outlook?.() ?? s;
  return wakes.map((seat) => ({ kind: 'turned', to: [seat], wolf: isConverted(d, seat) }));
}

export const TELLS: Readonly<Record<string, (s: GameState, wakes: Seat[], outlook?: () => GameState) => Tell[]>> = {
  wolvesAndGods,
  turned,
  mayShoot,
  lastExile,
  wolves,
};

export const briefing: PowerModule = {
  id: 'briefing',
  tells: {
    wolves: { seats: 'seats' },
    gods: { seats: 'seats' },
    shootStatus: { ok: 'flag' },
    side: { seat: 'seat', wolf: 'thumb' },
    turned: { wolf: 'thumb' },
  },
  calledTells(s, wakes, def, outlook) {
    const key = String(def.params.tells);
    return (Object.hasOwn(TELLS, key) ? TELLS[key] : wolvesAndGods)(s, wakes, outlook);
  },
};
