// The thief (takeCard): a village god from the bottom; else keeps his card when he may; else a card that
// is not a wolf; a wolf only when the rules force it (the engine's options say which are legal).
import { act, type Strategy } from './mind';

export const takeCard: Strategy = (t, _s, step) => {
  const opts = (step.takeCard ?? []).filter((o) => o.ok).map((o) => o.take);
  const card = t.f.card;
  const power = opts.find((x) => x !== null && card[x].powerCard);
  const take = power ?? (opts.includes(null) ? null : (opts.find((x) => x !== null && !card[x].wolf) ?? opts[0] ?? null));
  return act(step, { kind: 'take', take });
};
