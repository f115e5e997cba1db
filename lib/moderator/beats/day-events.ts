import type { Death, EventType, GameEvent, GameState, Seat } from '../../engine/types';
import { exilesSpared, keepsVote } from '../../powers/queries';

import { speakingOrder } from '../speaking';
import { cardName, listOf, mt, type MKey } from '../text';
import { push, type Seg } from './make';
import { broughtBack, offered } from './offers';
import { noteShow, tellSay } from './shows';

interface DayEvent {
  readonly c: Seg;
  readonly prev: GameState;
  readonly s: GameState;
  readonly e: GameEvent;
  /** The deaths the event made, in order. */
  readonly died: readonly Death[];
  readonly seatsOut: readonly Seat[];
  /** The dead's cards, when the board shows them (revealOnDeath). */
  readonly cards: string[];
  /** "… go out with him": the other deaths than `main`. */
  rest(main: Seat | null): string[];
}

const day = (x: DayEvent) => x.prev.day;

function announce(x: DayEvent, icon: string, lines: string[]): void {
  push(x.c, {
    kind: 'announce',
    day: day(x),
    title: mt('beat.day', x.c.lang),
    icon,
    lines: [...lines, ...x.cards],
    seats: [...x.seatsOut],
    waitsFor: null,
  });
}

function exileBeat(x: DayEvent, icon: string, lines: string[], seats: readonly Seat[], note?: string): void {
  push(x.c, {
    kind: 'exile',
    day: day(x),
    title: mt('beat.exile', x.c.lang),
    icon,
    lines,
    seats: [...seats],
    waitsFor: null,
    shows: note ? [noteShow(note)] : [],
  });
}

/** What the vote step told the judge that counts at the tally (the crow's secret curse): said with the count. */
function addedVotes(x: DayEvent): string[] {
  if (x.e.type !== 'vote') return [];
  return x.c.stepOf(x.prev).tell.flatMap((t) => tellSay(t, x.c.lang, x.c.names, x.c.s.ctx.cards) ?? []);
}

/**
 * An exile the exiled player's card absorbed: he shows it and stays (the idiot loses his vote, the prince keeps
 * it; a prince exiled again stays again under princeSurvivesExile always). A sheriff who reveals and gives the
 * badge up at once (revealedIdiotBadge passes): his last words, then the badge.
 */
function revealBeat(x: DayEvent, seat: Seat, counted: readonly string[]): void {
  const { c, prev, s } = x;
  const { lang, L } = c;
  const vars = { seat: L(seat), card: cardName(s, s.roles[seat - 1], lang) };
  const gives = prev.sheriff === seat && s.pending.some((p) => p.kind === 'badge' && p.seat === seat);
  const badge = gives ? [mt('say.exile.idiotBadge', lang, vars)] : [];
  const said = exilesSpared(prev, seat) > 0 ? 'say.exile.again' : keepsVote(s, seat) ? 'say.exile.keepsVote' : 'say.exile.idiot';
  exileBeat(x, '🃏', [...counted, mt(said, lang, vars), ...badge], [seat]);
}

/** Today's one exile, when this event made it (it is new today): his seat, else 0. */
function exiledNowSeat({ prev, s }: DayEvent): Seat {
  return s.lastExile && s.lastExile.day === prev.day && prev.lastExile?.day !== prev.day ? s.lastExile.seat : 0;
}

/** A tie that calls a PK: the tied, and who speaks in which order (pkTwice: the second PK is the outside one, the others speak; docs/rules.md, ties). */
function pkBeat(x: DayEvent, tied: readonly Seat[], counted: readonly string[]): void {
  const { c, s } = x;
  const { lang, S, rules: r } = c;
  const outside = r.tieRule === 'pkTwice' && s.vote.round === 2;
  const speakers = outside ? s.alive.flatMap((a, k) => (a && !tied.includes(k + 1) ? [k + 1] : [])) : tied;
  const order = speakingOrder(s.alive.length, speakers, { from: 0, dir: c.opts.dir ?? 'up', sheriff: 0 });
  const step = c.step;
  push(c, {
    kind: 'pk',
    day: s.day,
    title: mt('beat.pk', lang),
    icon: '⚖️',
    lines: [...counted, mt(outside ? 'say.pk.outside' : 'say.pk', lang, { seats: S(tied), order: S(order) })],
    shows: [noteShow(c.script('day.tie'), 'script')],
    seats: order,
    waitsFor: null,
    offers: offered(step.alsoAccepts, 'pk'),
  });
}

/** The vote or the sheriff's choice of the tied: who is out, or the PK, or nobody. */
function exiled(x: DayEvent) {
  const { c, prev, s, died } = x;
  const { lang, L } = c;
  const counted = addedVotes(x);
  const ex = died.find((d) => d.cause === 'exile');
  // No exile but a death: the one a tie put on a card (the tie-victim power: the scapegoat).
  const goat = ex ? undefined : died[0];
  // One exile a day: made by this event when today's is new.
  const exiledNow = exiledNowSeat(x);
  if (ex) return exileBeat(x, '🗳️', [...counted, mt('say.exiled', lang, { seat: L(ex.seat) }), ...x.rest(ex.seat), ...x.cards], x.seatsOut);
  if (goat) return exileBeat(x, '🐐', [...counted, mt('say.exile.scapegoat', lang, { seat: L(goat.seat) }), ...x.rest(goat.seat), ...x.cards], x.seatsOut);
  if (exiledNow && exilesSpared(s, exiledNow) > exilesSpared(prev, exiledNow)) return revealBeat(x, exiledNow, counted);
  // Exiled but still in play until a later moment a power sets (the last wolf who lingers to the next dawn):
  // the table hears the exile; the judge keeps in view when he leaves (docs/rules.md, the blood moon apostle).
  if (exiledNow && s.alive[exiledNow - 1])
    return exileBeat(x, '🗳️', [...counted, mt('say.exiled', lang, { seat: L(exiledNow) })], [exiledNow], mt('show.leavesAtDawn', lang, { seat: L(exiledNow) }));
  if (s.phase === 'day' && s.vote.candidates && s.vote.round > prev.vote.round) return pkBeat(x, s.vote.candidates, counted);
  // A tie the sheriff breaks: his choice is the next beat, where the count is said.
  if (s.phase === 'day' && s.vote.tiebreak) {
    c.carry.push(...counted);
    return;
  }
  exileBeat(x, '🗳️', [...counted, mt('say.exile.none', lang)], []);
}

function shot(x: DayEvent): void {
  const { lang, L } = x.c;
  const e = x.e as Extract<GameEvent, { type: 'shoot' }>;
  const hunter = x.prev.pending[0]?.seat ?? 0;
  const line = e.target === null ? mt('say.shoot.none', lang, { hunter: L(hunter) }) : mt('say.shoot', lang, { hunter: L(hunter), seat: L(e.target) });
  announce(x, '🔫', [line, ...x.rest(e.target)]);
}

/** The self-destruct said: whom he takes, or his card turned up when it does more than end the day. */
function selfDestructLine(x: DayEvent, e: Extract<GameEvent, { type: 'selfDestruct' }>): string {
  const { lang, L } = x.c;
  const card = x.s.roles[e.seat - 1];
  const shown = x.s.ctx.cards[card].powers.size > 1;
  return e.target !== undefined && e.target !== null
    ? mt('say.selfDestruct.take', lang, { seat: L(e.seat), target: L(e.target) })
    : mt(shown ? 'say.selfDestruct.card' : 'say.selfDestruct', lang, { seat: L(e.seat), card: cardName(x.s, card, lang) });
}

/** What a self-destruct during the election does to it: the badge lost, or the election postponed to the next day (none: no election was due). */
function electionAfterSelfDestruct({ c, prev, s }: DayEvent): string[] {
  if (prev.stage !== 'election' || prev.sheriffStatus !== 'due') return [];
  if (s.sheriffStatus === 'lost') return [mt('say.election.lost', c.lang)];
  if (s.sheriffStatus === 'due' && s.electionDay > prev.day)
    return [mt(s.ctx.rules.electionAfterSelfDestruct === 'sameCandidates' ? 'say.election.postponedKept' : 'say.election.postponed', c.lang)];
  return [];
}

/**
 * A self-destruct: the wolf, whom he takes, and what it does to the election (postponed to the next day, or
 * the badge lost). A card whose self-destruct does more than end the day (seals the night) is turned up.
 */
function selfDestructed(x: DayEvent): void {
  const { lang, S } = x.c;
  const e = x.e as Extract<GameEvent, { type: 'selfDestruct' }>;
  const taken = new Set<Seat>([e.seat, ...(e.target ? [e.target] : [])]);
  const others = x.seatsOut.filter((y) => !taken.has(y));
  const lines = [selfDestructLine(x, e), ...(others.length ? [mt('say.alsoOut', lang, { seats: S(others) })] : []), ...electionAfterSelfDestruct(x)];
  announce(x, '💥', lines);
}

function duelled(x: DayEvent): void {
  const { lang, L } = x.c;
  const e = x.e as Extract<GameEvent, { type: 'duel' }>;
  // The knight reveals and duels: the duelled player is out as a wolf (his card is not shown), or the knight is.
  const out = x.died.find((d) => d.cause === 'duel')?.seat ?? 0;
  const knight = out && out !== e.target ? out : (x.c.stepOf(x.prev).duel?.knights[0] ?? 0);
  const vars = { knight: L(knight), seat: L(e.target) };
  announce(x, '⚔️', [mt(out === e.target ? 'say.duel.wolf' : 'say.duel.good', lang, vars), ...x.rest(out || null)]);
}

function badge(x: DayEvent): void {
  const e = x.e as Extract<GameEvent, { type: 'badge' }>;
  x.c.carry.push(e.to === null ? mt('say.badge.torn', x.c.lang) : mt('say.badge', x.c.lang, { seat: x.c.L(e.to) }));
}

function elected(x: DayEvent): void {
  const e = x.e as Extract<GameEvent, { type: 'sheriff' }>;
  x.c.carry.push(e.seat === null ? mt('say.sheriff.none', x.c.lang) : mt('say.sheriff', x.c.lang, { seat: x.c.L(e.seat) }));
}

/** Any other day event: a decision naming voters (the scapegoat's), or deaths said by seat. */
function other(x: DayEvent): void {
  const { lang, S } = x.c;
  if ('voters' in x.e) x.c.carry.push(mt('say.scapegoat', lang, { seats: x.e.voters.length ? S(x.e.voters) : mt('nobody', lang) }));
  else if (x.seatsOut.length) announce(x, '☀️', [mt('say.out', lang, { seats: S(x.seatsOut) })]);
}

const DAY_EVENTS: Partial<Record<EventType, (x: DayEvent) => void>> = {
  vote: exiled,
  exile: exiled,
  shoot: shot,
  selfDestruct: selfDestructed,
  duel: duelled,
  badge,
  sheriff: elected,
};

/** The beats of the day event that led to this segment. */
export function dayEventBeats(c: Seg): void {
  const { prev, s, e } = c;
  // An event of the day's end that brings the day back (the stuttering judge's sign): said aloud without his
  // seat, since his sign is made to the judge alone (docs/rules.md, the stuttering judge); the timeline keeps it.
  if (e && broughtBack(prev, e)) {
    c.carry.push(mt(`say.${e.type}` as MKey, c.lang));
    return;
  }
  if (prev?.phase !== 'day' || !e) return;
  const { lang, L } = c;
  const died = s.deaths.slice(prev.deaths.length);
  const seatsOut = died.map((d) => d.seat);
  const cards =
    c.rules.revealOnDeath && died.length
      ? [
          mt('say.cards', lang, {
            cards: listOf(
              died.map((d) => `${L(d.seat)} ${cardName(s, s.roles[d.seat - 1], lang)}`),
              lang,
            ),
          }),
        ]
      : [];
  const x: DayEvent = {
    c,
    prev,
    s,
    e,
    died,
    seatsOut,
    cards,
    rest(main) {
      const others = seatsOut.filter((y) => y !== main);
      return others.length ? [mt('say.alsoOut', lang, { seats: c.S(others) })] : [];
    },
  };
  (DAY_EVENTS[e.type] ?? other)(x);
}
