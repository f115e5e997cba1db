// takeCard — the thief: on night 1 he sees the two bottom cards and takes one (or keeps his card where
// thiefMayKeep allows); a wolf in the bottom may force his hand (thiefWolfRule). Who kept his card plays
// as a plain villager (params.keptPlaysAs; docs/rules.md, the thief).
import { refused, type Problem } from '../engine/errors';
import { refreshSeats } from '../engine/state';
import { isRoleId } from '../catalogue/roles';
import { isCustomId } from '../catalogue/card-role';
import type { CardId, GameEvent, GameState, NightStepDef, ReasonCode, Seat, Step } from '../engine/types';
import { hasStepPower } from './common';
import { slotOf } from './slots';
import { mustTakeWolf } from './take-rules';
import type { Draft, PowerModule } from './types';

const ID = 'takeCard';
interface State {
  readonly seat: Seat | 0;
}
const slot = slotOf<State>(ID);

/** The seat that was dealt the card that takes a bottom card (0: in the bottom, or no such card). */
export const takerOf = (s: GameState): Seat | 0 => holder(s);
const holder = (s: GameState): Seat | 0 => slot.get(s)?.seat ?? 0;

function ready(s: GameState): boolean {
  const seat = holder(s);
  // A thief exiled by the opening vote (day 0, the angel) takes nothing.
  return s.night === 1 && seat > 0 && s.alive[seat - 1] && hasStepPower(s, seat, ID) && s.bottom !== null;
}

/** The thief's options: a card of the bottom, or keeping his card (thiefMayKeep); a wolf when the wolf rule forces it. */
export function takePick(s: GameState, take: CardId | null): ReasonCode | null {
  const bottom = s.bottom ?? [];
  const cards = s.ctx.cards;
  const forced = mustTakeWolf(bottom.filter((c) => cards[c].faction === 'wolves').length, s.ctx.rules.thiefWolfRule);
  if (take === null) {
    if (forced) return 'mustTakeWolf';
    return s.ctx.rules.thiefMayKeep ? null : 'mayNotKeep';
  }
  if (!bottom.includes(take)) return 'notInBottom';
  if (forced && cards[take].faction !== 'wolves') return 'mustTakeWolf';
  return null;
}

export const takeCard: PowerModule = {
  id: ID,
  tells: { bottom: { cards: 'cards' } },
  view: { thiefSeat: (s) => slot.get(s)?.seat ?? 0 },
  init(s) {
    const i = s.roles.findIndex((r) => s.ctx.cards[r].steps.some((x) => x.power === ID));
    return { seat: i + 1 } satisfies State;
  },
  wakes: (s) => (ready(s) ? [holder(s)] : []),
  needs: (s) => ready(s),
  // A catalogue role or a custom card (docs/rules.md, Custom roles): one not in the bottom is refused there.
  shape: (e) => (e.take === null || isRoleId(e.take) || isCustomId(e.take) ? null : ['take', 'roleOrNull']),
  fill(s: GameState, step: Step, actor: Seat, _def, brief: boolean) {
    const bottom = s.bottom ?? [];
    const takes: (CardId | null)[] = [...new Set(bottom), null];
    step.takeCard = takes.map((take) => {
      const r = takePick(s, take);
      return r ? { take, ok: false, reason: r } : { take, ok: true };
    });
    step.count = 0;
    if (!brief) step.tell.push({ kind: 'bottom', to: [actor], cards: bottom.slice() });
  },
  record(d: Draft, e: GameEvent, actor: Seat, def: NightStepDef): Problem | null {
    if (e.type !== 'thief') return null;
    const take = e.take ?? null;
    const r = takePick(d, take);
    if (r) return refused(r, take === null ? 'takeCard.keep' : ID, undefined, { take });
    if (take !== null) {
      const roles = d.roles.slice();
      roles[actor - 1] = take;
      d.roles = roles;
      const bottom = (d.bottom ?? []).slice();
      bottom[bottom.indexOf(take)] = def.role;
      d.bottom = bottom;
      refreshSeats(d);
    }
    return null;
  },
  event: (type, c) => (c.kind === 'take' ? ({ type, take: c.take } as GameEvent) : null),
  // A thief who kept his card plays as a plain villager ("和普通村民没区别").
  groupOf(ctx, role) {
    const st = ctx.cards[role].steps.find((x) => x.power === ID);
    const as = st?.params.keptPlaysAs;
    return typeof as === 'string' && isRoleId(as) ? ctx.cards[as].group : null;
  },
};
