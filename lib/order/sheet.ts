// Table shapes for the printed cheat sheet: the wake order with a tick box per night, and the
// columns of the night log (what the judge records at each step). Derived from the generated order.
import type { CardId } from '../catalogue/card-role';
import type { Loc } from '../script/loc';
import type { AbsentHandling } from './absent';
import type { StepId } from './orders';
import type { NightPlan, PlanStep } from './types';

export const SHEET_NIGHTS = 6;

export interface WakeRow {
  id: StepId;
  kind: PlanStep['kind'];
  wake: Loc;
  during: StepId | null;
  /** nights[i] = the step is called on night i + 1. */
  nights: boolean[];
  /** What to do when the card may be absent or dead (null: always played). */
  handling: AbsentHandling | null;
}

/** One row per step in wake order (night 1 and later nights are both in the board's wake order, NightPlan.steps). */
export function wakeRows(plan: NightPlan, nights = SHEET_NIGHTS): WakeRow[] {
  const first = new Map(plan.firstNight.map((s) => [s.id, s]));
  const later = new Map(plan.otherNights.map((s) => [s.id, s]));
  return plan.steps
    .filter((id) => first.has(id) || later.has(id))
    .map((id) => {
      const step = (later.get(id) ?? first.get(id)) as PlanStep;
      return {
        id,
        kind: step.kind,
        wake: step.wake,
        during: step.during,
        nights: Array.from({ length: nights }, (_, i) =>
          i === 0 ? first.has(id) : later.has(id) && (i - (step.nights === 'afterFirst' ? 1 : 0)) % step.every === 0,
        ),
        handling: later.get(id)?.absent.handling ?? first.get(id)?.absent.handling ?? null,
      };
    });
}

export interface LogColumn {
  id: StepId;
  role: CardId;
  wake: Loc;
  records: string;
}

/** Steps where the judge writes something down, split into night-1-only fields and nightly columns. */
export function logColumns(plan: NightPlan): { firstOnly: LogColumn[]; nightly: LogColumn[] } {
  const col = (s: PlanStep): LogColumn => ({ id: s.id, role: s.role as CardId, wake: s.wake, records: s.records as string });
  const recorded = (s: PlanStep) => s.kind === 'role' && s.role !== null && s.records !== null && s.records !== 'none';
  return {
    firstOnly: plan.firstNight.filter((s) => recorded(s) && s.nights === 'first').map(col),
    nightly: plan.otherNights.filter(recorded).map(col),
  };
}
