// Where a board's custom night steps wake in a wake order (docs/rules.md, Custom roles; The night and the wake
// orders): each right after or before its anchor in that order, a step of data/night-order.json or another custom
// step (after a step, after the steps inside it too: the little girl's peek during the wolves' step). An anchor not on the board gives its place to the next step of the order that is (a custom anchor not on
// the board: its own place); steps on one anchor keep the board's order of customRoles; a step with no anchor for
// the order wakes right before the dawn, as does the board's first step of anchors that go round in a circle.
// Pure: the caller says what is on the board.
import type { CustomId } from '../catalogue/card-role';
import type { OrderStep, StepId } from './orders';

/** A custom step's anchor in one order (CardNightStep.anchors[order]). */
export interface Anchor {
  readonly after?: string;
  readonly before?: string;
}

export interface CustomAt {
  readonly id: CustomId;
  readonly anchor: Anchor | undefined;
  /** Its card is dealt: the step is called on this board. */
  readonly present: boolean;
  readonly source: string;
}

/** A step of a board's wake order: one of data/night-order.json or a custom card's. */
export interface WakeStep {
  readonly id: StepId;
  readonly kind: OrderStep['kind'];
  readonly during?: StepId;
  readonly source?: string;
}

interface Place {
  readonly rel: 'after' | 'before';
  readonly at: string;
}

interface Children {
  before: CustomId[];
  after: CustomId[];
}

class Placer {
  private readonly order: readonly OrderStep[];
  private readonly ids: readonly string[];
  private readonly byId: ReadonlyMap<string, CustomAt>;
  private readonly end: Place;
  private readonly first: string;

  constructor(
    order: readonly OrderStep[],
    private readonly present: (id: StepId) => boolean,
    custom: readonly CustomAt[],
  ) {
    this.order = order;
    this.ids = order.map((s) => s.id);
    this.byId = new Map(custom.map((c) => [c.id, c]));
    this.first = this.ids[0];
    this.end = { rel: 'before', at: this.ids[this.ids.length - 1] };
  }

  /** A custom step's place; `seen`: the custom anchors followed so far (a circle wakes before the dawn). */
  placeOf(c: CustomAt, seen: Set<string> = new Set()): Place {
    const at = c.anchor?.after ?? c.anchor?.before;
    if (!at) return this.end;
    const rel = c.anchor?.after !== undefined ? 'after' : 'before';
    const other = this.byId.get(at);
    if (other) {
      if (other.present) return { rel, at };
      if (seen.has(at)) return this.end;
      seen.add(at);
      return this.placeOf(other, seen);
    }
    const i = this.ids.indexOf(at);
    if (i < 0) return this.end;
    // The next step of the order on the board (the dawn always is).
    const next = this.ids.slice(i).find((id) => this.present(id as StepId)) ?? this.end.at;
    return this.clamped(this.pastDuring({ rel, at: next }));
  }

  /** After a step with steps inside it (the little girl peeks during the wolves' step): after those too. */
  private pastDuring(p: Place): Place {
    if (p.rel !== 'after') return p;
    let at = p.at;
    for (const s of this.order.slice(this.ids.indexOf(p.at) + 1)) {
      if (s.during !== p.at) break;
      if (this.present(s.id)) at = s.id;
    }
    return { rel: 'after', at };
  }

  /** Nothing wakes before the dusk or after the dawn. */
  private clamped(p: Place): Place {
    if (p.rel === 'after' && p.at === this.end.at) return this.end;
    if (p.rel === 'before' && p.at === this.first) return { rel: 'after', at: this.first };
    return p;
  }

  /** Whether following a step's anchors from `id` comes back to a custom step already met (a circle). */
  circles(id: string, parent: ReadonlyMap<string, string>): boolean {
    const met = new Set<string>();
    let cur: string | undefined = id;
    while (cur !== undefined && this.byId.has(cur)) {
      if (met.has(cur)) return true;
      met.add(cur);
      cur = parent.get(cur);
    }
    return false;
  }
}

/** The wake order with the board's custom steps in place (only the steps `present` says are on the board, and the present custom ones). */
export function placeCustomSteps(order: readonly OrderStep[], present: (id: StepId) => boolean, custom: readonly CustomAt[]): WakeStep[] {
  const placer = new Placer(order, present, custom);
  const dealt = custom.filter((c) => c.present);
  const places = new Map(dealt.map((c) => [c.id, placer.placeOf(c)]));
  const parent = new Map<string, string>([...places].map(([id, p]) => [id, p.at]));
  const end: Place = { rel: 'before', at: order[order.length - 1].id };
  for (const c of dealt) {
    if (!placer.circles(c.id, parent)) continue;
    places.set(c.id, end);
    parent.set(c.id, end.at);
  }
  const children = new Map<string, Children>();
  for (const c of dealt) {
    const p = places.get(c.id) as Place;
    const kids = children.get(p.at) ?? { before: [], after: [] };
    kids[p.rel].push(c.id);
    children.set(p.at, kids);
  }
  const byId = new Map(dealt.map((c) => [c.id, c]));
  const out: WakeStep[] = [];
  const emit = (step: WakeStep) => {
    const kids = children.get(step.id);
    for (const k of kids?.before ?? []) emit(customStep(byId.get(k) as CustomAt));
    out.push(step);
    for (const k of kids?.after ?? []) emit(customStep(byId.get(k) as CustomAt));
  };
  for (const s of order) if (present(s.id)) emit(s);
  return out;
}

const customStep = (c: CustomAt): WakeStep => ({ id: c.id, kind: 'role', source: c.source });
