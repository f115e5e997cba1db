// The game's timeline for the judge (the end screen, the log during play): each recorded event in words,
// with the deaths it caused and the cause (the judge's eyes only; announcements never give causes).
import { roleName } from '../catalogue';
import { nextStep, type GameLog } from '../engine';
import type { Answer, DeathCause, GameEvent, GameState, Seat } from '../engine/types';
import type { Lang } from '../i18n';
import { seatLabel } from './seats';
import { listOf, mt, type MKey } from './text';

export interface TimelineEntry {
  /** Index of the event in the record (from 0). */
  index: number;
  when: string;
  text: string;
  deaths: { seat: Seat; cause: DeathCause; text: string }[];
}

export function whenOf(s: GameState, lang: Lang): string {
  return s.phase === 'night' ? mt('phase.night', lang, { n: s.night }) : mt('phase.day', lang, { n: s.day });
}

export function answerResult(a: Answer, lang: Lang): string {
  if (a.kind === 'demon') return mt(a.god ? 'answer.god' : 'answer.notGod', lang);
  if (a.result === 'good') return mt('answer.good', lang);
  if (a.result === 'wolf') return mt('answer.wolf', lang);
  return roleName(a.result, lang);
}

export function causeText(c: DeathCause, lang: Lang): string {
  return mt(`cause.${c}` as MKey, lang);
}

/** One event in words. `before` is the state it was applied to, `after` the state it gave. */
export function eventText(e: GameEvent, before: GameState, after: GameState, lang: Lang, names?: readonly string[]): string {
  const L = (seat: Seat) => seatLabel(seat, names, lang);
  const seats = (xs: readonly Seat[]) => listOf(xs.map(L), lang);
  switch (e.type) {
    case 'thief': return e.take ? mt('ev.thief', lang, { card: roleName(e.take, lang) }) : mt('ev.thief.keep', lang);
    case 'cupid': return mt('ev.cupid', lang, { seats: seats(e.lovers) });
    case 'wildChild': return mt('ev.wildChild', lang, { seat: L(e.model) });
    case 'guard': return e.target === null ? mt('ev.guard.none', lang) : mt('ev.guard', lang, { seat: L(e.target) });
    case 'seer': return mt('ev.seer', lang, { seat: L(e.target), result: after.answer ? answerResult(after.answer, lang) : '' });
    case 'wolves': return e.target === null ? mt('ev.wolves.none', lang) : mt('ev.wolves', lang, { seat: L(e.target) });
    case 'littleGirl': return mt(e.caught ? 'ev.littleGirl.caught' : 'ev.littleGirl.safe', lang);
    case 'witch': {
      const parts: string[] = [];
      if (e.save) {
        const victim = nextStep(before).witch?.victim ?? null;
        parts.push(mt('ev.witch.save', lang, { seat: victim ? L(victim) : '?' }));
      }
      if (e.poison !== undefined && e.poison !== null) parts.push(mt('ev.witch.poison', lang, { seat: L(e.poison) }));
      return parts.length ? parts.join(lang === 'en' ? '; ' : '；') : mt('ev.witch.none', lang);
    }
    case 'wolfBeauty': return mt('ev.wolfBeauty', lang, { seat: L(e.target) });
    case 'demon': return mt('ev.demon', lang, { seat: L(e.target), result: after.answer ? answerResult(after.answer, lang) : '' });
    case 'piper': return mt('ev.piper', lang, { seats: seats(e.targets) });
    case 'sheriff': return e.seat === null ? mt('ev.sheriff.none', lang) : mt('ev.sheriff', lang, { seat: L(e.seat) });
    case 'vote': return voteText(e.ballots as Record<string, Seat | null>, before, after, lang, names);
    case 'exile': return e.seat === null ? mt('ev.exile.none', lang) : exiled(e.seat, after, lang, names);
    case 'shoot': {
      const hunter = before.pending[0]?.seat ?? 0;
      return e.target === null ? mt('ev.shoot.none', lang, { hunter: L(hunter) }) : mt('ev.shoot', lang, { hunter: L(hunter), seat: L(e.target) });
    }
    case 'selfDestruct':
      return e.target === undefined || e.target === null
        ? mt('ev.selfDestruct', lang, { seat: L(e.seat) })
        : mt('ev.selfDestruct.take', lang, { seat: L(e.seat), target: L(e.target) });
    case 'badge': {
      const from = before.pending[0]?.seat ?? 0;
      return e.to === null ? mt('ev.badge.torn', lang, { from: L(from) }) : mt('ev.badge', lang, { from: L(from), seat: L(e.to) });
    }
    case 'scapegoat': return mt('ev.scapegoat', lang, { seats: e.voters.length ? seats(e.voters) : mt('nobody', lang) });
  }
}

function exiled(seat: Seat, after: GameState, lang: Lang, names?: readonly string[]): string {
  const L = seatLabel(seat, names, lang);
  return after.revealed[seat - 1] && after.alive[seat - 1] ? mt('ev.exile.idiot', lang, { seat: L }) : mt('ev.exile', lang, { seat: L });
}

function voteText(ballots: Record<string, Seat | null>, before: GameState, after: GameState, lang: Lang, names?: readonly string[]): string {
  const L = (s: Seat) => seatLabel(s, names, lang);
  const by = new Map<Seat, Seat[]>();
  for (const [k, t] of Object.entries(ballots)) if (t !== null) by.set(t, [...(by.get(t) ?? []), Number(k)]);
  const tally = [...by].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
    .map(([t, vs]) => mt('ev.vote.for', lang, { seat: L(t), voters: listOf(vs.sort((a, b) => a - b), lang) }));
  const head = before.vote.round > 0 ? mt('ev.vote.pk', lang, { n: before.vote.round }) : mt('ev.vote', lang);
  let outcome: string;
  const died = after.deaths.slice(before.deaths.length).find((d) => d.cause === 'exile' || d.cause === 'scapegoat');
  const revealed = after.revealed.findIndex((r, i) => r && !before.revealed[i]);
  if (died) outcome = died.cause === 'scapegoat' ? mt('ev.vote.scapegoat', lang, { seat: L(died.seat) }) : mt('ev.exile', lang, { seat: L(died.seat) });
  else if (revealed >= 0) outcome = mt('ev.exile.idiot', lang, { seat: L(revealed + 1) });
  else if (after.vote.tiebreak) outcome = mt('ev.vote.tiebreak', lang, { seats: listOf(after.vote.tiebreak.map(L), lang) });
  else if (after.vote.candidates && after.vote.round > before.vote.round) outcome = mt('ev.vote.tie', lang, { seats: listOf(after.vote.candidates.map(L), lang) });
  else outcome = mt('ev.exile.none', lang);
  return `${head}${tally.length ? ` ${tally.join(lang === 'en' ? '; ' : '；')}` : ` ${mt('ev.vote.allAbstain', lang)}`} → ${outcome}`;
}

/** Every event of a log in words, with the deaths each one caused. */
export function timeline(log: GameLog, lang: Lang, names?: readonly string[]): TimelineEntry[] {
  const out: TimelineEntry[] = [];
  const { states, record } = log;
  for (let i = 0; i + 1 < states.length && i < record.events.length; i++) {
    const before = states[i];
    const after = states[i + 1];
    out.push({
      index: i,
      when: whenOf(before, lang),
      text: eventText(record.events[i], before, after, lang, names),
      deaths: after.deaths.slice(before.deaths.length).map((d) => ({
        seat: d.seat,
        cause: d.cause,
        text: mt('ev.death', lang, { seat: seatLabel(d.seat, names, lang), cause: causeText(d.cause, lang) }),
      })),
    });
  }
  return out;
}
