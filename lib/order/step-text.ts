// What a role's night step is on this board: its nights, what the judge records, and the lines — the
// catalogue's (data/roles/*.json), except where a house rule changes the step. The engine builds the same
// step (lib/engine/setup orderFor); tests/order/engine-agreement.test.ts checks that the two agree.
import type { NightStep } from '../catalogue';
import type { RoleId } from '../roles';
import type { ResolvedRules } from '../rules';
import { SCRIPT, lineOf } from '../script/lines';
import { locOf, type Loc } from '../script/loc';
import type { StepOwner } from './owners';

export interface StepText {
  nights: NightStep['nights'];
  records: NightStep['records'];
  wake: Loc;
  line: Loc;
  closeLine: Loc | null;
  note: Loc | null;
  source: string;
  /** A house rule changed the step: its source replaces the night order's (data/night-order.json). */
  byRule: boolean;
}

/** The step's texts for these rules; zh-TW from the overlay (roles.ROLE.steps.STEP.* or script.KEY). */
export function stepText(owner: StepOwner, rules: Pick<ResolvedRules, 'demonVersion'>): StepText {
  const { role, step } = owner;
  const key = (field: string) => `roles.${role}.steps.${step.id}.${field}`;
  const base: StepText = {
    nights: step.nights,
    records: step.records,
    wake: locOf(step.wake, key('wake')),
    line: locOf(step.line, key('line')),
    closeLine: step.closeLine ? locOf(step.closeLine, key('closeLine')) : null,
    note: step.note ? locOf(step.note, key('note')) : null,
    source: step.source,
    byRule: false,
  };
  if (isOfflineDemon(role, step.id, rules)) {
    // Seed 000 线下版恶魔: woken on night 1 to be shown the wolves and the gods; no check, nothing recorded.
    const key = 'step.demon.offline.line';
    return { ...base, nights: 'first', records: 'none', line: lineOf(key), source: SCRIPT.lines[key].source ?? '', byRule: true };
  }
  return base;
}

function isOfflineDemon(role: RoleId, stepId: string, rules: Pick<ResolvedRules, 'demonVersion'>): boolean {
  return role === 'demon' && stepId === 'demon' && rules.demonVersion === 'offline';
}
