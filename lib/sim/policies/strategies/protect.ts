// The guard (protect): nobody on night 1 when guard and antidote on one player kill him (同守同救,
// docs/engine-rule-coverage.md), since the witch saves on night 1; else the believed seer, else himself,
// else anyone (the engine forbids the same seat two nights running). On the wolves' side (the wolf robot who
// learned the guard): himself, else a player who is not a god the pack found.
import { potionsLeft } from '../../../powers/queries';
import { act, alive, choose, okSeats, one, type Strategy } from './mind';

export const protect: Strategy = (t, s, step, rng) => {
  if (t.f.card[step.line!.role].wolf) {
    const me = step.actors[0] ?? 0;
    return act(step, one(choose(rng, okSeats(step), [me], (x) => !t.m.packGods.has(x))));
  }
  if (s.night === 1 && s.ctx.rules.guardAndAntidoteCancel && t.f.potionsOnBoard && step.noneOk && potionsLeft(s).antidote) {
    return act(step, { kind: 'none' });
  }
  const trusted = t.m.trusted;
  const seer = trusted && alive(s, trusted) ? [trusted] : [];
  return act(step, one(choose(rng, okSeats(step), [...seer, step.actors[0] ?? 0])));
};
