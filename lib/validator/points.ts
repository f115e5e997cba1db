// Balance points by role (data/balance-points.json, validated by schemas/balance-points.schema.json).
import data from '../../data/balance-points.json';
import type { BalancePoints } from '../generated/balance-points';
import { ROLE_IDS } from '../catalogue/roles';

export const BALANCE_POINTS = data as BalancePoints;
/** Points by ROLE_IDS index. */
export const POINTS: readonly number[] = ROLE_IDS.map((id) => BALANCE_POINTS.roles[id].value);
