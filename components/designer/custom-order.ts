// The wake order the custom-card editor shows: the board's order from lib/order (generateOrder), which places
// its custom steps by their anchors (one copy of that rule), each step's words as a TextRef.
import type { Board } from '../../lib/generated/board';
import { isCustomId } from '../../lib/catalogue/card-role';
import type { TextRef } from '../../lib/i18n';
import { generateOrder } from '../../lib/order/generate';

export interface OrderRow {
  id: string;
  kind: 'marker' | 'role' | 'group' | 'custom';
  wake: TextRef;
  line: TextRef;
  closeLine: TextRef | null;
}

export interface PlacedOrder {
  firstNight: OrderRow[];
  otherNights: OrderRow[];
}

/** The board's wake order as lib/order places it, custom steps included (docs/rules.md, Custom roles). */
export function placedOrder(board: Board): PlacedOrder {
  const plan = generateOrder(board);
  const asRow = (s: (typeof plan.firstNight)[number]): OrderRow => ({
    id: s.id,
    kind: isCustomId(s.id) ? 'custom' : s.kind,
    wake: s.wake,
    line: s.line,
    closeLine: s.closeLine,
  });
  return { firstNight: plan.firstNight.map(asRow), otherNights: plan.otherNights.map(asRow) };
}

/** The steps a custom step may follow: the board's wake order without its markers, night 1's first, then the later nights' own. */
export function anchorChoices(order: PlacedOrder): OrderRow[] {
  const seen = new Set<string>();
  const out: OrderRow[] = [];
  for (const r of [...order.firstNight, ...order.otherNights]) {
    if (r.kind === 'marker' || seen.has(r.id)) continue;
    seen.add(r.id);
    out.push(r);
  }
  return out;
}
