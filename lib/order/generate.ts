// The wake order of a board: first night and later nights, from the board's rules.nightOrder
// (data/night-order.json) and the catalogue's night steps. Steps of roles not on the board are left out.
import type { Board } from '../generated/board';
import { countOf, type RoleId } from '../roles';
import { resolveRules, type ResolvedRules } from '../rules';
import { lineOf } from '../script/lines';
import { locOf } from '../script/loc';
import { absentFlags } from './absent';
import { orderOf, type OrderStep } from './orders';
import { ownerOf, rolesOfStep } from './owners';
import { stepRules } from './step-rules';
import type { NightPlan, PlanStep } from './types';

function markerStep(s: OrderStep, board: Board, rules: ResolvedRules, night: 'first' | 'later'): PlanStep {
  return {
    id: s.id, kind: 'marker', role: null, roles: [], inDeck: true, nights: 'every', during: null, records: null,
    wake: lineOf(`marker.${s.id}.wake`), line: lineOf(`marker.${s.id}.line`), closeLine: null, note: null,
    rules: stepRules(s.id, board, rules, night),
    absent: { bottom: false, dead: false, powerless: false, handling: null },
    source: s.source ?? '',
  };
}

export function generateOrder(board: Board, resolved?: ResolvedRules): NightPlan {
  const rules = resolved ?? resolveRules(board.rules);
  const order = orderOf(rules.nightOrder);
  const firstNight: PlanStep[] = [];
  const otherNights: PlanStep[] = [];
  for (const s of order.steps) {
    if (s.kind === 'marker') {
      firstNight.push(markerStep(s, board, rules, 'first'));
      otherNights.push(markerStep(s, board, rules, 'later'));
      continue;
    }
    const owner = ownerOf(s.id);
    const roles: RoleId[] = rolesOfStep(s.id).filter((r) => countOf(board, r) > 0);
    if (!owner || roles.length === 0) continue;
    const { step, role } = owner;
    const key = `roles.${role}.steps.${step.id}`;
    const build = (night: 'first' | 'later'): PlanStep => ({
      id: s.id,
      kind: s.kind,
      role,
      roles,
      inDeck: true,
      nights: step.nights,
      during: s.during ?? null,
      records: step.records,
      wake: locOf(step.wake, `${key}.wake`),
      line: locOf(step.line, `${key}.line`),
      closeLine: step.closeLine ? locOf(step.closeLine, `${key}.closeLine`) : null,
      note: step.note ? locOf(step.note, `${key}.note`) : null,
      rules: stepRules(s.id, board, rules, night),
      absent: absentFlags(s.id, roles, board, rules, night, !!s.during),
      source: s.source ?? step.source,
    });
    if (step.nights !== 'afterFirst') firstNight.push(build('first'));
    if (step.nights !== 'first') otherNights.push(build('later'));
  }
  return { order: rules.nightOrder, firstNight, otherNights };
}
