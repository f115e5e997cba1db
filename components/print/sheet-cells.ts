// The cheat sheet's tables: the nights it has a column for, and a ruled cell.
import { SHEET_NIGHTS } from '../../lib/order/sheet';

export const NIGHTS = Array.from({ length: SHEET_NIGHTS }, (_, i) => i + 1);
export const cell = 'border border-stone-500 px-1 py-0.5';
