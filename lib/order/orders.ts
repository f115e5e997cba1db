// The wake orders of data/night-order.json (docs/rules.md, The night and the wake orders): one ordered list of steps per order.
import data from '../../data/night-order.json';
import type { NightOrders, Step, StepId as OrderStepId } from '../generated/night-order';
import type { CustomId } from '../catalogue/card-role';
import { valueLabel } from '../catalogue/house-rules';
import { LANGS } from '../i18n';
import type { Loc } from '../script/loc';

/** A step of a board's wake order: a marker or a catalogue step of data/night-order.json, or a custom card's step. */
export type StepId = OrderStepId | CustomId;
export type OrderStep = Step;
export type OrderName = NightOrders['default'];
export const NIGHT_ORDERS = data as unknown as NightOrders;
export const ORDER_NAMES = Object.keys(NIGHT_ORDERS.orders) as OrderName[];

export function orderOf(name: OrderName | undefined): NightOrders['orders'][OrderName] {
  return NIGHT_ORDERS.orders[name ?? NIGHT_ORDERS.default];
}

/**
 * An order's name in every language, as the house-rule catalogue labels the nightOrder value: its zh-TW is in the
 * overlay (rules.nightOrder.values.NAME), which the names in data/night-order.json have no key for.
 */
export function orderLabel(name: OrderName): Loc {
  const out = {} as Loc;
  for (const lang of LANGS) out[lang] = valueLabel('nightOrder', name, lang);
  return out;
}
