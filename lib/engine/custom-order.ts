// Where a board's custom cards' night steps wake among the catalogue's (docs/rules.md, Custom roles): each step
// names, per wake order, the step it comes right after (or before); an anchor absent from the board stands at its
// place in the full order, so the custom step comes before the next step of that order that is on the board.
// A custom step the order already places (lib/order, once it reads the anchors) is kept where it is.
import { type CardId, isCustomId } from '../catalogue/card-role';
import type { ResolvedRules } from '../catalogue/rules';
import type { Board } from '../generated/board';
import { orderOf } from '../order/orders';
import type { Card, CardStep } from '../powers/cards';

export interface PlacedStep {
  readonly role: CardId;
  readonly card: CardStep;
}

/** A custom step's place as a number: its anchor's place, then a little after (or before) it. */
function placeOf(id: string, full: ReadonlyMap<string, number>, anchors: ReadonlyMap<string, { after?: string; before?: string }>, seen: Set<string>): number {
  if (full.has(id)) return full.get(id) as number;
  const a = anchors.get(id);
  // A step of no order and no anchor (or a loop of anchors): after every step of the order.
  if (!a || seen.has(id)) return full.size;
  seen.add(id);
  if (a.after) return placeOf(a.after, full, anchors, seen) + 0.5;
  if (a.before) return placeOf(a.before, full, anchors, seen) - 0.5;
  return full.size;
}

/** The board's steps in wake order: the catalogue's as the order lists them, its custom cards' where they name. */
export function withCustomSteps(
  steps: readonly PlacedStep[],
  board: Pick<Board, 'roles'>,
  rules: ResolvedRules,
  cards: Readonly<Record<CardId, Card>>,
): PlacedStep[] {
  const have = new Set(steps.map((s) => s.card.id));
  const custom: PlacedStep[] = [];
  for (const [id, n] of Object.entries(board.roles)) {
    const card = Object.hasOwn(cards, id) ? cards[id as CardId] : undefined;
    if (!card || !n || !isCustomId(id)) continue;
    for (const st of card.steps) if (!have.has(st.id)) custom.push({ role: card.id, card: st });
  }
  if (!custom.length) return steps as PlacedStep[];
  const full = new Map<string, number>();
  const listed = orderOf(rules.nightOrder).steps;
  for (let i = 0; i < listed.length; i++) full.set(listed[i].id, i);
  const anchors = new Map<string, { after?: string; before?: string }>();
  for (const c of custom) anchors.set(c.card.id, c.card.line.anchors?.[rules.nightOrder] ?? {});
  // Stable: steps at one place keep the order the board lists them in, the catalogue's first.
  const placed = [...steps, ...custom].map((s, i) => ({ s, i, at: placeOf(s.card.id, full, anchors, new Set()) }));
  placed.sort((a, b) => a.at - b.at || a.i - b.i);
  return placed.map((p) => p.s);
}
