// briefing — a step where the judge tells a card what it may know and nothing is recorded (params.tells):
// - wolvesAndGods: the offline demon on night 1 learns which players are wolves and which are gods, not
//   their cards (docs/rules.md, the demon);
// - mayShoot: the wolf king is shown whether he may shoot if he dies tonight — not when poisoned tonight or
//   his power is blocked (docs/rules.md, the wolf king);
// - wolves: the hidden wolf is shown on night 1 who the wolves who wake together are; they do not learn him
//   (docs/rules.md, the hidden wolf);
// - lastExile: the grave keeper learns whether yesterday's exiled player was good or wolf, by true faction;
//   with no exile yesterday there is nothing to tell (docs/rules.md, the grave keeper).
import { landsOn } from '../engine/redirect';
import { blockedTonight, factionOf, isGod, isWolfSeat, wakesWithWolves } from '../engine/state';
import type { GameState, Seat, Tell } from '../engine/types';
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

function mayShoot(s: GameState, wakes: Seat[]): Tell[] {
  const out: Tell[] = [];
  for (const seat of wakes) {
    const params = s.ctx.cards[s.roles[seat - 1]].powers.get('shootOnDeath') ?? {};
    // Poisoned tonight, he would die of the poison; blocked tonight, his power does not work.
    const poisoned = landsOn(s, (s.tonight.poison as Seat | undefined) ?? 0) === seat && !mayShootOn(s, 'poison', params);
    out.push({ kind: 'shootStatus', to: [seat], ok: !poisoned && !blockedTonight(s, seat) });
  }
  return out;
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

const TELLS: Readonly<Record<string, (s: GameState, wakes: Seat[]) => Tell[]>> = { wolvesAndGods, mayShoot, lastExile, wolves };

export const briefing: PowerModule = {
  id: 'briefing',
  calledTells(s, wakes, def) {
    const key = String(def.params.tells);
    return (Object.hasOwn(TELLS, key) ? TELLS[key] : wolvesAndGods)(s, wakes);
  },
};
