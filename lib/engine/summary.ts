// The state as `wolfboard replay FILE --json` prints it (a public contract).
import { publicCards } from '../powers/queries';
import { conversions } from '../powers/convert';
import type { GameState, Summary } from './types';

export function summary(s: GameState): Summary {
  const alive: number[] = [];
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i]) alive.push(i + 1);
  const out: Summary = {
    winner: s.winner,
    alive,
    sheriff: s.sheriff || null,
    deaths: s.deaths.map((d) => (d.time === 'night' ? { seat: d.seat, cause: d.cause, night: d.n } : { seat: d.seat, cause: d.cause, day: d.n })),
  };
  // The public cards (the villager-villager), only where a board has one: every other record prints as before.
  const shown = s.ctx.onBoard ? publicCards(s) : [];
  if (shown.length) out.revealed = shown;
  // Players a wolf attack turned (the cursed): listed only when there are some.
  const turned = conversions(s);
  if (turned.length) out.converted = turned.map((c) => ({ seat: c.seat, night: c.night, plays: c.as }));
  return out;
}
