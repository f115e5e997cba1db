// The wake order the custom-card editor shows: the board's order from lib/order (generateOrder), its custom
// steps where they ask to wake (their `after` anchor; else before dawn), each step's words as a TextRef.
// A custom step lib/order already lists is shown where it puts it, never placed twice.
import type { Board } from '../../lib/generated/board';
import { customRolesOf, resolveCustom } from '../../lib/catalogue/custom';
import type { TextRef } from '../../lib/i18n';
import { generateOrder } from '../../lib/order/generate';
import { orderOf } from '../../lib/order/orders';

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

interface CustomRow extends OrderRow {
  after: string | undefined;
  nights: 'first' | 'every' | 'afterFirst';
}

/** The board's custom steps, with their anchor in the board's order. */
function customRows(board: Board, order: string): CustomRow[] {
  const rows: CustomRow[] = [];
  for (const c of customRolesOf(board)) {
    if (!board.roles[c.id]) continue;
    for (const s of resolveCustom(c).nightSteps) {
      const anchor = s.anchors?.[order];
      rows.push({ id: s.id, kind: 'custom', wake: s.wake, line: s.line, closeLine: s.closeLine ?? null, after: anchor?.after, nights: s.nights });
    }
  }
  return rows;
}

/** Where a row anchored after `after` goes: right after it; an anchor not on the board, before the next step of the order that is; none, before dawn (the last marker). */
function slotOf(out: readonly OrderRow[], after: string | undefined, order: readonly string[]): number {
  const end = out.length && out[out.length - 1].kind === 'marker' ? out.length - 1 : out.length;
  if (!after) return end;
  const at = out.findIndex((r) => r.id === after);
  if (at >= 0) return at + 1;
  for (const next of order.slice(order.indexOf(after) + 1)) {
    const i = out.findIndex((r) => r.id === next);
    if (i >= 0 && order.includes(after)) return i;
  }
  return end;
}

/** `rows` with each custom row placed (./slotOf) unless lib/order lists it already. */
function place(rows: OrderRow[], custom: CustomRow[], order: readonly string[]): OrderRow[] {
  const out = [...rows];
  for (const c of custom) {
    if (out.some((r) => r.id === c.id)) continue;
    const { after, nights: _n, ...row } = c;
    out.splice(slotOf(out, after, order), 0, row);
  }
  return out;
}

export function placedOrder(board: Board): PlacedOrder {
  const plan = generateOrder(board);
  const asRow = (s: (typeof plan.firstNight)[number]): OrderRow => ({ id: s.id, kind: s.kind, wake: s.wake, line: s.line, closeLine: s.closeLine });
  const custom = customRows(board, plan.order);
  const order = orderOf(plan.order).steps.map((s) => s.id as string);
  return {
    firstNight: place(
      plan.firstNight.map(asRow),
      custom.filter((c) => c.nights !== 'afterFirst'),
      order,
    ),
    otherNights: place(
      plan.otherNights.map(asRow),
      custom.filter((c) => c.nights !== 'first'),
      order,
    ),
  };
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
