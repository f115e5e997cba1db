import { dawnTells, opensWithDay } from '../../engine';
import { publicCards } from '../../powers/queries';
import type { GameState, Seat, Tell } from '../../engine/types';
import { cardName, listOf, mt } from '../text';
import { broughtBack, offered } from './offers';
import { push, type Seg } from './make';
import { calledBeat } from './night';
import { noteShow, tellAtDawn } from './shows';

/** The election held before the night's deaths are announced (sheriffElection day1BeforeDeaths) is running. */
export function holdingDeaths(s: GameState): boolean {
  return s.phase === 'day' && s.stage === 'election' && s.ctx.rules.sheriffElection === 'day1BeforeDeaths';
}

/** A state where every death so far has had its last words said (nothing pending, deaths announced). */
function settled(s: GameState): boolean {
  return s.phase === 'night' || (s.phase === 'day' && s.pending.length === 0 && !holdingDeaths(s));
}

/** The first state of the day (or the game over after the night's last event); not the day brought back at dusk. */
const dawnNow = (c: Seg): boolean => c.s.phase !== 'night' && (c.prev === null || c.prev.phase === 'night') && !broughtBack(c.prev, c.e);

/**
 * The public cards (the villager-villager), said at the first dawn before anything else of the day: the
 * election held before the deaths, or the deaths (docs/rules.md, the villager-villager).
 */
function publicLines(c: Seg): string[] {
  // The first day: day 1, or day 0 where the game opens with one (then said at its opening, not again at dawn).
  const first = opensWithDay(c.s.ctx) ? 0 : 1;
  if (c.s.day !== first) return [];
  const cards = publicCards(c.s);
  if (!cards.length) return [];
  return [
    mt('say.publicCards', c.lang, {
      cards: listOf(
        cards.map((x) => `${c.L(x.seat)} ${cardName(c.s, x.role, c.lang)}`),
        c.lang,
      ),
    }),
  ];
}

/** The game that opens with a day (day 0, the angel: docs/rules.md): its first words, before the speeches. */
export function opening(c: Seg): void {
  if (c.prev === null && c.s.phase === 'day' && c.s.day === 0) c.carry.push(c.script('marker.dayZero.line'), ...publicLines(c));
}

export function dawnCalls(c: Seg): void {
  if (!dawnNow(c)) return;
  for (const k of c.s.dawnCalls) calledBeat(c, k);
  if (holdingDeaths(c.s)) c.carry.push(c.script('marker.dawn.line'), ...publicLines(c));
}

/** Whether this segment announces the night's deaths: at dawn, or once the election held before them ends; from day 1. */
function announcesNow(c: Seg, now: boolean): boolean {
  const { s, prev } = c;
  return (now || (prev !== null && holdingDeaths(prev))) && !holdingDeaths(s) && s.day >= 1;
}

/** The deaths as known at dawn: the state then, the night's dead, and who leaves at dawn for a day's reason (each in seat order). */
interface DawnDeaths {
  atDawn: GameState;
  dead: Seat[];
  leaving: Seat[];
}

function dawnDeaths(c: Seg, now: boolean): DawnDeaths {
  const { s } = c;
  // The deaths as known at dawn (a hunter's shot, counted at his time, comes later as a day event).
  const di = now ? c.i : c.dawn();
  const atDawn = c.log.states[di] ?? s;
  const night = atDawn.deaths.filter((d) => d.time === 'night' && d.n === s.day);
  const dead = [...new Set(night.map((d) => d.seat))].sort((a, b) => a - b);
  // Deaths the dawn made for a day's reason (counted for the new day): the last night's state had them not.
  const before = di > 0 ? c.log.states[di - 1].deaths.length : 0;
  const leaving = [
    ...new Set(
      atDawn.deaths
        .slice(before)
        .filter((d) => d.time === 'day')
        .map((d) => d.seat),
    ),
  ].sort((a, b) => a - b);
  return { atDawn, dead, leaving };
}

/** What is said at dawn: the deaths, who leaves, what a power tells the whole table, the cards of the dead when they are shown. */
function announceLines(c: Seg, now: boolean, { dead, leaving }: DawnDeaths, tells: readonly Tell[]): string[] {
  const { s, lang, L, S, rules: r, names } = c;
  const lines = now ? [c.script('marker.dawn.line'), ...publicLines(c)] : [];
  lines.push(dead.length ? mt('say.nightDeaths', lang, { seats: S(dead) }) : mt('say.peaceful', lang));
  if (leaving.length) lines.push(mt('say.leaves', lang, { seats: S(leaving) }));
  // What a power tells the whole table at dawn (the bear's growl): said aloud with the deaths.
  for (const t of tells) {
    const said = tellAtDawn(t, lang, names, s.ctx.cards);
    if (said) lines.push(said);
  }
  if (r.revealOnDeath && dead.length)
    lines.push(
      mt('say.cards', lang, {
        cards: listOf(
          dead.map((x) => `${L(x)} ${cardName(s, s.roles[x - 1], lang)}`),
          lang,
        ),
      }),
    );
  return lines;
}

/**
 * The night's deaths, by seat only, never the cause unless the dead show their cards (revealOnDeath); who
 * leaves at dawn for a day's reason (the exiled last wolf who lingered); what the judge shows at dawn (a
 * shooter who may not shoot, the cards).
 */
export function announce(c: Seg): void {
  const now = dawnNow(c);
  if (!announcesNow(c, now)) return;
  const deaths = dawnDeaths(c, now);
  const { dead, leaving } = deaths;
  const tells = dawnTells(deaths.atDawn);
  push(c, {
    kind: 'announce',
    day: c.s.day,
    title: mt('beat.announce', c.lang),
    icon: '☀️',
    lines: announceLines(c, now, deaths, tells),
    shows: [noteShow(c.script('day.deaths'), 'script'), ...tells.map(c.tell)],
    seats: [...dead, ...leaving.filter((x) => !dead.includes(x))],
    waitsFor: null,
  });
}

/**
 * Last words, once the deaths they follow are announced and every death power has resolved (技能先发动再遗言,
 * docs/rules.md, last words): each death with the engine's lastWords flag since the last settled state, in
 * seat order, so the order tells nothing of the causes.
 */
export function lastWords(c: Seg): void {
  const { s, prev, log, i, lang, S } = c;
  if (s.phase === 'over' || s.pending.length > 0 || c.step.kind === 'tiebreak' || holdingDeaths(s)) return;
  let j = i - 1;
  while (j >= 0 && !settled(log.states[j])) j--;
  const from = j >= 0 ? log.states[j].deaths.length : 0;
  // No death since: nobody owed last words (most segments of a long game).
  if (s.deaths.length <= from) return;
  const owed = [...new Set(s.deaths.slice(from).flatMap((d) => (d.lastWords ? [d.seat] : [])))].sort((a: Seat, b: Seat) => a - b);
  if (!owed.length) return;
  push(c, {
    kind: 'lastWords',
    day: s.phase === 'night' ? (prev?.day ?? s.day) : s.day,
    title: mt('beat.lastWords', lang),
    icon: '🕯️',
    lines: [mt('say.lastWords', lang, { seats: S(owed) })],
    seats: owed,
    waitsFor: null,
    // The day's end (the exile's last words): what it still allows (the stuttering judge's sign).
    offers: s.phase === 'night' ? offered(c.step.alsoAccepts, 'dusk') : [],
  });
}

/** Night falls: the dusk line at the start, after a day the script's closing line once last words were said. */
export function nightfall(c: Seg): void {
  const { s, prev, lang } = c;
  if (s.phase !== 'night' || (prev !== null && prev.phase === 'night')) return;
  const afterWords = c.out.some((b) => b.kind === 'lastWords');
  const line = prev !== null && afterWords ? c.script('day.nightfall') || c.script('marker.dusk.line') : c.script('marker.dusk.line');
  push(c, {
    kind: 'nightfall',
    night: s.night,
    title: mt('beat.nightfall', lang),
    icon: '🌙',
    lines: [line],
    seats: [],
    waitsFor: null,
    offers: offered(c.step.alsoAccepts, 'dusk'),
  });
}
