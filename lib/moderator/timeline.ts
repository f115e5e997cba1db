import { nextStep, type GameLog } from '../engine';
import type { Answer, DeathCause, GameEvent, GameState, RoleId, Seat } from '../engine/types';
import { declaredAnswerFields } from './beats/declared';
import { type CardNames, verdictOf } from './beats/shown';
import { t, type Lang } from '../i18n';
import { exilesSpared, isRevealed, judgeNow, keepsVote } from '../powers/queries';
import { seatLabel } from './seats';
import { customEventText } from './custom-event';
import { isCustomId } from '../catalogue/card-role';
import type { CustomEvent } from '../generated/game';
import { cardName, listOf, mt, type MKey } from './text';

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

/** An answer's verdict in words (good, a wolf, a card, a god or not), by the fields its power declares. */
export const answerResult = (a: Answer, lang: Lang, cards?: CardNames): string => verdictOf(a, declaredAnswerFields(), lang, cards);

export function causeText(c: DeathCause, lang: Lang): string {
  return mt(`cause.${c}` as MKey, lang);
}

/** The day's events, which the core records; every other event is a power's, worded by its fields. */
type PowerEvent = Exclude<GameEvent, { type: 'sheriff' | 'vote' | 'exile' | 'shoot' | 'duel' | 'judge' | 'selfDestruct' | 'badge' } | CustomEvent>;
type Label = (seat: Seat) => string;

/** One event in words. `before` is the state it was applied to, `after` the state it gave. */
export function eventText(e: GameEvent, before: GameState, after: GameState, lang: Lang, names?: readonly string[]): string {
  const L = (seat: Seat) => seatLabel(seat, names, lang);
  switch (e.type) {
    case 'sheriff':
      return e.seat === null ? mt('ev.sheriff.none', lang) : mt('ev.sheriff', lang, { seat: L(e.seat) });
    case 'vote':
      return voteText(e.ballots as Record<string, Seat | null>, before, after, lang, names);
    case 'exile':
      return e.seat === null ? mt('ev.exile.none', lang) : exiled(e.seat, after, lang, names);
    case 'shoot':
      return shootText(e.target, before, lang, L);
    case 'duel':
      return duelText(e.target, before, after, lang, names);
    case 'judge':
      // The second vote the stuttering judge's sign calls: said with his seat, from the day it brings back.
      return mt('ev.judge', lang, { seat: L(judgeNow(before)) });
    case 'selfDestruct':
      return selfDestructText(e.seat, e.target, lang, L);
    case 'badge':
      return badgeText(e.to, before, lang, L);
  }
  if (isCustomEvent(e)) return customEventText(e, after, lang, L);
  return learnedText(e, before, after, lang, names) ?? powerEventText(e, before, after, lang, L);
}

const isCustomEvent = (e: GameEvent): e is CustomEvent => isCustomId(e.type);

function shootText(target: Seat | null, before: GameState, lang: Lang, L: Label): string {
  // Who shoots is the decision's seat; his card is named, as more than one card shoots on death.
  const shooter = before.pending[0]?.seat ?? 0;
  const who = { card: shooter ? cardName(before, before.roles[shooter - 1], lang) : '', shooter: L(shooter) };
  return target === null ? mt('ev.shoot.none', lang, who) : mt('ev.shoot', lang, { ...who, seat: L(target) });
}

function selfDestructText(seat: Seat, target: Seat | null | undefined, lang: Lang, L: Label): string {
  return target === undefined || target === null
    ? mt('ev.selfDestruct', lang, { seat: L(seat) })
    : mt('ev.selfDestruct.take', lang, { seat: L(seat), target: L(target) });
}

function badgeText(to: Seat | null, before: GameState, lang: Lang, L: Label): string {
  const from = before.pending[0]?.seat ?? 0;
  return to === null ? mt('ev.badge.torn', lang, { from: L(from) }) : mt('ev.badge', lang, { from: L(from), seat: L(to) });
}

/**
 * A power learned from another card (the wolf robot's, from night 2): worded as that card's own event, said
 * to be his (his step's event type is his, its fields the learned card's). Null: the event is no learned power's.
 */
function learnedText(e: GameEvent, before: GameState, after: GameState, lang: Lang, names?: readonly string[]): string | null {
  if (before.phase !== 'night') return null;
  const step = nextStep(before);
  const learned = step.tell.find((x) => x.kind === 'learned')?.role as RoleId | undefined;
  const as = learned ? before.ctx.cards[learned]?.steps.find((x) => x.power === step.power && x.event)?.event : undefined;
  if (!learned || !as || as === e.type) return null;
  const text = eventText({ ...e, type: as } as GameEvent, before, after, lang, names);
  return mt('ev.learned', lang, { card: cardName(before, before.roles[(step.actors[0] ?? 1) - 1], lang), as: cardName(before, learned, lang), text });
}

/**
 * A power's event: worded by the fields it records, its text keyed by its type (ev.<type>, from the
 * role data's nightSteps[].event, schemas/role.schema.json), so no role is named here.
 */
function powerEventText(e: PowerEvent, before: GameState, after: GameState, lang: Lang, L: Label): string {
  const key = (suffix = '') => `ev.${e.type}${suffix}` as MKey;
  const seats = (xs: readonly Seat[]) => listOf(xs.map(L), lang);
  if ('take' in e) return e.take ? mt(key(), lang, { card: cardName(before, e.take, lang) }) : mt(key('.keep'), lang);
  if ('lovers' in e) return mt(key(), lang, { seats: seats(e.lovers) });
  if ('model' in e) return mt(key(), lang, { seat: L(e.model) });
  if ('idol' in e) return mt(key(), lang, { seat: L(e.idol) });
  if ('targets' in e) return mt(key(), lang, { seats: seats(e.targets) });
  if ('voters' in e) return mt(key(), lang, { seats: e.voters.length ? seats(e.voters) : mt('nobody', lang) });
  return choiceEventText(e, before, after, lang, L);
}

/** A power's event that names no card and no seats of its own choosing: a choice (caught, a side, a swap, a target) or the potions. */
type ChoiceEvent = Exclude<
  PowerEvent,
  { take: unknown } | { lovers: unknown } | { model: unknown } | { idol: unknown } | { targets: unknown } | { voters: unknown }
>;

/** A power's event that records a choice: caught or safe, a side, a swap, a target (with the answer it produced), the potions. */
function choiceEventText(e: ChoiceEvent, before: GameState, after: GameState, lang: Lang, L: Label): string {
  const key = (suffix = '') => `ev.${e.type}${suffix}` as MKey;
  if ('caught' in e) return mt(key(e.caught ? '.caught' : '.safe'), lang);
  if ('side' in e) return mt(key(`.${e.side}`), lang);
  // A swap of two numbers for the night: "tonight 3 is 7".
  if ('swap' in e) return e.swap ? mt(key(), lang, { a: L(e.swap[0]), b: L(e.swap[1]) }) : mt(key('.none'), lang);
  // An inspection's text also gives the answer it produced (the seer's, the demon's).
  if ('target' in e)
    return e.target == null
      ? mt(key('.none'), lang)
      : mt(key(), lang, { seat: L(e.target), result: after.answer ? answerResult(after.answer, lang, after.ctx.cards) : '' });
  return potionsText(e, before, lang, L);
}

/** The potions: the antidote (on the victim the step told) and the poison, each optional. */
function potionsText(e: { type: string; save?: boolean | Seat; poison?: Seat | null }, before: GameState, lang: Lang, L: Label): string {
  const key = (suffix: string) => `ev.${e.type}${suffix}` as MKey;
  const parts: string[] = [];
  if (e.save) {
    // The seat she saved, as recorded (two victims told), or the only victim told.
    const victim = typeof e.save === 'number' ? e.save : (nextStep(before).potions?.victim ?? null);
    parts.push(mt(key('.save'), lang, { seat: victim ? L(victim) : '?' }));
  }
  if (e.poison !== undefined && e.poison !== null) parts.push(mt(key('.poison'), lang, { seat: L(e.poison) }));
  return parts.length ? parts.join(t('common.semicolonSep', lang)) : mt(key('.none'), lang);
}

/** The knight's duel and its outcome: the duelled player dies (a wolf: night falls), or else the knight does. */
function duelText(target: Seat, before: GameState, after: GameState, lang: Lang, names?: readonly string[]): string {
  const L = (seat: Seat) => seatLabel(seat, names, lang);
  const died = after.deaths.slice(before.deaths.length).find((d) => d.cause === 'duel');
  const knight = died && died.seat !== target ? died.seat : (nextStep(before).duel?.knights[0] ?? 0);
  const vars = { knight: L(knight), seat: L(target) };
  if (!died) return mt('ev.duel', lang, vars);
  return mt(died.seat === target ? 'ev.duel.wolf' : 'ev.duel.good', lang, vars);
}

function exiled(seat: Seat, after: GameState, lang: Lang, names?: readonly string[]): string {
  const L = seatLabel(seat, names, lang);
  if (!isRevealed(after, seat) || !after.alive[seat - 1]) return mt('ev.exile', lang, { seat: L });
  return mt(keepsVote(after, seat) ? 'ev.exile.keepsVote' : 'ev.exile.idiot', lang, { seat: L, card: cardName(after, after.roles[seat - 1], lang) });
}

/** The ballots counted: each voted-for seat with its voters, the most voted first. */
function tallyText(ballots: Record<string, Seat | null>, lang: Lang, L: Label): string[] {
  const by = new Map<Seat, Seat[]>();
  for (const [k, t] of Object.entries(ballots)) if (t !== null) by.set(t, [...(by.get(t) ?? []), Number(k)]);
  return [...by]
    .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
    .map(([t, vs]) =>
      mt('ev.vote.for', lang, {
        seat: L(t),
        voters: listOf(
          vs.sort((a, b) => a - b),
          lang,
        ),
      }),
    );
}

/** What the vote gave: a death, a card revealed that spares its player, a tiebreak, a tie to vote again, or no exile. */
function voteOutcome(before: GameState, after: GameState, lang: Lang, L: Label): string {
  // The vote's own death is the exile, or else the first death it caused: the one a tie puts on a card
  // (the scapegoat's); chained deaths (heartbreak …) come after it in the batch.
  const deaths = after.deaths.slice(before.deaths.length);
  const died = deaths.find((d) => d.cause === 'exile') ?? deaths[0];
  const revealed = after.alive.findIndex((_, i) => exilesSpared(after, i + 1) > exilesSpared(before, i + 1));
  if (died) return died.cause === 'exile' ? mt('ev.exile', lang, { seat: L(died.seat) }) : mt('ev.vote.scapegoat', lang, { seat: L(died.seat) });
  if (revealed >= 0)
    return mt(keepsVote(after, revealed + 1) ? 'ev.exile.keepsVote' : 'ev.exile.idiot', lang, {
      seat: L(revealed + 1),
      card: cardName(after, after.roles[revealed], lang),
    });
  if (after.vote.tiebreak) return mt('ev.vote.tiebreak', lang, { seats: listOf(after.vote.tiebreak.map(L), lang) });
  if (after.vote.candidates && after.vote.round > before.vote.round) return mt('ev.vote.tie', lang, { seats: listOf(after.vote.candidates.map(L), lang) });
  return mt('ev.exile.none', lang);
}

function voteText(ballots: Record<string, Seat | null>, before: GameState, after: GameState, lang: Lang, names?: readonly string[]): string {
  const L = (s: Seat) => seatLabel(s, names, lang);
  const tally = tallyText(ballots, lang, L);
  const head = before.vote.round > 0 ? mt('ev.vote.pk', lang, { n: before.vote.round }) : mt('ev.vote', lang);
  const outcome = voteOutcome(before, after, lang, L);
  return `${head}${tally.length ? ` ${tally.join(t('common.semicolonSep', lang))}` : ` ${mt('ev.vote.allAbstain', lang)}`} → ${outcome}`;
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
      // A death the event's own text already names (the exile, the shot, the self-destruct) is not listed again.
      deaths: after.deaths
        .slice(before.deaths.length)
        .filter((d, _k, all) => !namedBy(record.events[i], d, (all.find((x) => x.cause === 'exile') ?? all[0])?.seat ?? 0))
        .map((d) => ({
          seat: d.seat,
          cause: d.cause,
          text: mt('ev.death', lang, { seat: seatLabel(d.seat, names, lang), cause: causeText(d.cause, lang) }),
        })),
    });
  }
  return out;
}

/** Whether an event's text already says this death (so the timeline lists each thing once). */
function namedBy(e: GameEvent, d: { seat: Seat; cause: DeathCause }, own: Seat | 0): boolean {
  switch (e.type) {
    // The vote's own death (the exile, or the one a tie puts on a card) is in its outcome's words (voteText).
    case 'vote':
      return d.seat === own;
    case 'exile':
      return d.cause === 'exile';
    case 'shoot':
      return d.cause === 'shot';
    case 'selfDestruct':
      return d.seat === e.seat || d.seat === e.target;
    default:
      return false;
  }
}
