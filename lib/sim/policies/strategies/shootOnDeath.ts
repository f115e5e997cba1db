// The hunter's shot (shootOnDeath): a player the witch saw survive an unsaved attack while a win-stealer may
// live, a known wolf, else a player who voted to save one; otherwise he holds
// his fire (a random player only when holding it is not allowed).
import { act, okSeats, one, randomOf, type Strategy } from './mind';

export const shootOnDeath: Strategy = (t, s, step, rng) => {
  const allowed = okSeats(step);
  const wolf =
    t.stealerSuspects(s, false).find((x) => allowed.includes(x)) ??
    t.removableWolves(s).find((x) => allowed.includes(x)) ??
    t.removableSuspects(s).find((x) => allowed.includes(x) && !t.cleared(s, x));
  return act(step, one(wolf ?? (step.noneOk ? null : randomOf(rng, allowed))));
};
