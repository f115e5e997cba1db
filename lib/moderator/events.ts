// The event a tap records, built from the engine's current step and the judge's choice. Which choices are
// legal is the engine's (step.targets, step.potions, step.takeCard …); this only shapes the event and checks the
// count the step asks for, so the page never holds a rule.
import type { ReasonCode, Seat, Step } from '../engine/types';

export { eventFor } from '../powers/choice';

/** Why tapping a seat is refused at this step (the engine's reason), or null when the seat may be chosen. */
export function seatRefusal(step: Step, seat: Seat): ReasonCode | null {
  const o = step.targets[seat - 1];
  if (!o) return 'outOfRange';
  return o.ok ? null : (o.reason ?? 'outOfRange');
}

/** The selection after tapping a legal seat: one-seat steps replace, multi-seat steps toggle up to the count. */
export function toggleSeat(step: Step, selected: readonly Seat[], seat: Seat): Seat[] {
  if (selected.includes(seat)) return selected.filter((s) => s !== seat);
  const want = step.count;
  if (want === 1 || want === 0) return [seat];
  if (want > 1 && selected.length >= want) return [...selected.slice(1), seat];
  return [...selected, seat];
}
