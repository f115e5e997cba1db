// The wake order of a board: first night and later nights, from the board's rules.nightOrder
// (data/night-order.json), the catalogue's night steps and the board's custom steps where their anchors put them
// (lib/order/board-order). Steps of cards not on the board are left out.
import type { Board } from '../generated/board';
import { resolveRules, type ResolvedRules } from '../catalogue/rules';
import { lineOf } from '../script/lines';
import { absentFlags } from './absent';
import type { WakeStep } from './board-order';
import { boardOrder } from './owners';
import { stepRules } from './step-rules';
import { stepText } from './step-text';
import type { NightPlan, PlanStep } from './types';

function markerStep(s: WakeStep, board: Board, rules: ResolvedRules, night: 'first' | 'later'): PlanStep {
  return {
    id: s.id,
    kind: 'marker',
    role: null,
    roles: [],
    takesOver: [],
    inDeck: true,
    nights: 'every',
    every: 1,
    during: null,
    records: null,
    wake: lineOf(`marker.${s.id}.wake`),
    line: lineOf(`marker.${s.id}.line`),
    closeLine: null,
    note: null,
    noteCitesRules: false,
    rules: stepRules(s.id, board, rules, night),
    absent: { bottom: false, dead: false, powerless: false, handling: null },
    source: s.source ?? '',
  };
}

export function generateOrder(board: Board, resolved?: ResolvedRules): NightPlan {
  const rules = resolved ?? resolveRules(board.rules);
  const { steps, onBoard } = boardOrder(board, rules);
  const firstNight: PlanStep[] = [];
  const otherNights: PlanStep[] = [];
  for (const s of steps) {
    if (s.kind === 'marker') {
      firstNight.push(markerStep(s, board, rules, 'first'));
      otherNights.push(markerStep(s, board, rules, 'later'));
      continue;
    }
    const b = onBoard.get(s.id);
    if (!b) continue;
    const { owner, roles, takesOver } = b;
    const role = owner.role;
    const text = stepText(owner, rules, board);
    const build = (night: 'first' | 'later'): PlanStep => ({
      id: s.id,
      kind: s.kind,
      role,
      roles,
      takesOver,
      inDeck: true,
      nights: text.nights,
      every: text.every,
      during: s.during ?? null,
      records: text.records,
      wake: text.wake,
      line: night === 'later' && text.laterLine ? text.laterLine : text.line,
      closeLine: text.closeLine,
      note: text.note,
      noteCitesRules: text.noteCitesRules,
      rules: stepRules(s.id, board, rules, night),
      absent: absentFlags(s.id, [...roles, ...takesOver], board, rules, night, !!s.during),
      source: text.byRule ? text.source : (s.source ?? text.source),
    });
    if (text.nights !== 'afterFirst') firstNight.push(build('first'));
    if (text.nights !== 'first') otherNights.push(build('later'));
  }
  return { order: rules.nightOrder, steps: steps.map((s) => s.id), firstNight, otherNights };
}
