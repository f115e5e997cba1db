// The wake orders of data/night-order.json (RULES.md §3): one ordered list of steps per order.
import data from '../../data/night-order.json';
import type { NightOrders, Step, StepId } from '../generated/night-order';

export type { StepId };
export type OrderStep = Step;
export type OrderName = NightOrders['default'];
export const NIGHT_ORDERS = data as unknown as NightOrders;
export const ORDER_NAMES = Object.keys(NIGHT_ORDERS.orders) as OrderName[];
export const MARKERS = ['dusk', 'dawn'] as const satisfies readonly StepId[];

export function orderOf(name: OrderName | undefined): NightOrders['orders'][OrderName] {
  return NIGHT_ORDERS.orders[name ?? NIGHT_ORDERS.default];
}
