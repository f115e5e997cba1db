// The game as spoken beats: what the judge says aloud, in order, from "天黑请闭眼" to the winner, each with
// who it concerns and what it waits for (an event to record, or one tap to go on). Computed from the engine's
// states alone (its steps, deaths with their lastWords flag, the win reason), the board's rules and the
// script's lines, so the page and `wolfboard beats` show the same thing (docs/architecture.md: text at the edge).
//
// A log's beats are cut into segments: segment i holds the beats after event i − 1 (−1: before any) up to
// and including the one that waits for event i. Each segment depends only on the states around it, so the
// page computes just the last one per tap.
import { roleName } from '../catalogue';
import { nextStep } from '../engine';
import { isRevealed, playsForSide } from '../powers/queries';
import type { CalledStep, Death, EventType, GameEvent, GameState, Seat, Step } from '../engine/types';
import type { Lang } from '../i18n';
import type { ResolvedRules } from '../rules';
import { lastDead } from './announce';
import { dawnLine, duskLine, scriptLine, stepLines } from './lines';
import { seatLabel } from './seats';
import { standing, type ElectionDraft } from './sheriff';
import { speakingOrder, type Direction } from './speaking';
import { listOf, mt, type MKey } from './text';
import { answerText, tellText } from './view';
import { compact, type Utterance } from './voice';

export type BeatKind = 'step' | 'announce' | 'election' | 'lastWords' | 'speeches' | 'vote' | 'pk' | 'exile' | 'decision' | 'nightfall' | 'end';

export interface Beat {
  kind: BeatKind;
  /** The night (night beats) or the day (day beats, the end) it belongs to. */
  night?: number;
  day?: number;
  /** A short title for the page. */
  title: string;
  icon: string;
  /** The words to say aloud, in order (all public: voice reads exactly these). */
  lines: string[];
  /** What the judge shows or keeps to himself (tells, the answer, who wakes): never read aloud. */
  show: string[];
  /** The seats it concerns: who wakes or decides, the dead, the speakers in order, the tied. */
  seats: Seat[];
  /** The event type it records, or null for a beat that needs one tap. */
  waitsFor: EventType | null;
  /** Index of the last event recorded before it (−1 before any). */
  after: number;
  /** A called step of an absent, dead or powerless role: say it and pause so that silence leaks nothing. */
  fake: boolean;
  /** The engine's step id for a waiting beat or a called step (guard, vote, shoot, …). */
  step: string | null;
  /** What the voice reads, with pauses. */
  speech: Utterance[];
}

/** The `wolfboard beats --json` shape of one beat (a public contract). */
export interface BeatJson {
  kind: BeatKind;
  night?: number;
  day?: number;
  say: string;
  seats: Seat[];
  waitsFor: EventType | null;
  after: number;
}

export interface BeatOptions {
  names?: readonly string[];
  /** The day's speaking direction (the sheriff's choice; default from the left). */
  dir?: Direction;
  /** The sheriff election in progress (the page's draft): its speeches and withdrawals. */
  election?: ElectionDraft | null;
}

export const FAKE_PAUSE = 6000;

/** The words as the voice says them: without the stage directions in brackets ("（法官指向被刀的玩家）"), which the judge does, not says. */
export const spoken = (t: string): string => t.replace(/\s*(?:（[^）]*）|\([^)]*\))/g, '').trim();

export interface BeatLog {
  readonly states: readonly GameState[];
  readonly record: { readonly events: readonly GameEvent[] };
}

/** Every beat of a log from the start up to and including the one waiting for the next event (or the end). */
export function beatsOf(log: BeatLog, lang: Lang, opts: BeatOptions = {}): Beat[] {
  const out: Beat[] = [];
  for (let i = 0; i < log.states.length; i++) out.push(...segment(log, i, lang, opts));
  return out;
}

/** The beats after the last recorded event: what the page shows now, one at a time. */
export function currentBeats(log: BeatLog, lang: Lang, opts: BeatOptions = {}): Beat[] {
  return segment(log, log.states.length - 1, lang, opts);
}

export function beatJson(b: Beat): BeatJson {
  const o: BeatJson = { kind: b.kind, say: b.lines.join(' '), seats: b.seats, waitsFor: b.waitsFor, after: b.after } as BeatJson;
  const when = b.night !== undefined ? { night: b.night } : { day: b.day ?? 0 };
  return { kind: o.kind, ...when, say: o.say, seats: o.seats, waitsFor: o.waitsFor, after: o.after };
}

// --- one segment -------------------------------------------------------------------------------------

/** The election held before the night's deaths are announced (sheriffElection day1BeforeDeaths) is running. */
function holdingDeaths(s: GameState): boolean {
  return s.phase === 'day' && s.stage === 'election' && s.ctx.rules.sheriffElection === 'day1BeforeDeaths';
}

/** A state where every death so far has had its last words said (nothing pending, deaths announced). */
function settled(s: GameState): boolean {
  return s.phase === 'night' || (s.phase === 'day' && s.pending.length === 0 && !holdingDeaths(s));
}

function segment(log: BeatLog, i: number, lang: Lang, opts: BeatOptions): Beat[] {
  const s = log.states[i];
  const prev = i > 0 ? log.states[i - 1] : null;
  const e = i > 0 ? log.record.events[i - 1] : null;
  const r = s.ctx.rules;
  const names = opts.names;
  const L = (x: Seat) => seatLabel(x, names, lang);
  const S = (xs: readonly Seat[]) => listOf(xs.map(L), lang);
  const out: Beat[] = [];
  const after = i - 1;
  let carry: string[] = [];
  const push = (b: Omit<Beat, 'after' | 'speech' | 'fake' | 'step' | 'show'> & Partial<Pick<Beat, 'fake' | 'step' | 'show'>>) => {
    const lines = [...carry, ...b.lines].filter(Boolean);
    carry = [];
    const fake = b.fake ?? false;
    out.push({
      ...b,
      show: b.show ?? [],
      lines,
      after,
      fake,
      step: b.step ?? null,
      speech: compact(lines.map((t, k) => ({ text: spoken(t), pauseAfterMs: k === lines.length - 1 ? (fake ? FAKE_PAUSE : 0) : 800 }))),
    });
  };

  // 1. The previous night step closes: after its answer, given by gesture, when it produced one.
  if (prev && prev.phase === 'night') {
    const pl = nextStep(prev, { brief: true }).line;
    const close = pl ? stepLines(pl, lang, r).closeLine : null;
    if (s.answer && pl) {
      const l = stepLines(pl, lang, r);
      push({
        kind: 'step',
        night: prev.night,
        title: l.wake,
        icon: l.icon,
        lines: close ? [close] : [],
        show: [answerText(s, lang, names) ?? ''],
        seats: [s.answer.to],
        waitsFor: null,
        step: pl.step,
      });
    } else if (close) carry.push(close);
  }

  // 2. What a day event did: the exile, a PK, a shot, a self-destruct, the badge, the election's outcome.
  if (prev && prev.phase === 'day' && e) {
    const died = s.deaths.slice(prev.deaths.length);
    const seatsOut = died.map((d) => d.seat);
    const cards =
      r.revealOnDeath && died.length
        ? [
            mt('say.cards', lang, {
              cards: listOf(
                died.map((d) => `${L(d.seat)} ${roleName(s.roles[d.seat - 1], lang)}`),
                lang,
              ),
            }),
          ]
        : [];
    const rest = (main: Seat | null) => {
      const others = seatsOut.filter((x) => x !== main);
      return others.length ? [mt('say.alsoOut', lang, { seats: S(others) })] : [];
    };
    switch (e.type) {
      case 'vote':
      case 'exile': {
        const ex = died.find((d) => d.cause === 'exile');
        // No exile but a death: the one a tie put on a card (the tie-victim power: the scapegoat).
        const goat = ex ? undefined : died[0];
        const revealedNow = e.type === 'exile' ? (e.seat !== null && s.alive[e.seat - 1] && died.length === 0 ? e.seat : 0) : revealedBy(prev, s);
        if (ex)
          push({
            kind: 'exile',
            day: prev.day,
            title: mt('beat.exile', lang),
            icon: '🗳️',
            lines: [mt('say.exiled', lang, { seat: L(ex.seat) }), ...rest(ex.seat), ...cards],
            seats: seatsOut,
            waitsFor: null,
          });
        else if (goat)
          push({
            kind: 'exile',
            day: prev.day,
            title: mt('beat.exile', lang),
            icon: '🐐',
            lines: [mt('say.exile.scapegoat', lang, { seat: L(goat.seat) }), ...rest(goat.seat), ...cards],
            seats: seatsOut,
            waitsFor: null,
          });
        else if (revealedNow)
          push({
            kind: 'exile',
            day: prev.day,
            title: mt('beat.exile', lang),
            icon: '🃏',
            lines: [mt('say.exile.idiot', lang, { seat: L(revealedNow) })],
            seats: [revealedNow],
            waitsFor: null,
          });
        else if (s.phase === 'day' && s.vote.candidates && s.vote.round > prev.vote.round) {
          const tied = s.vote.candidates;
          // pkTwice: the second PK is the outside one, the others speak (seed 000 §4(3); data/script.json day.tie).
          const outside = r.tieRule === 'pkTwice' && s.vote.round === 2;
          const speakers = outside ? s.alive.flatMap((a, k) => (a && !tied.includes(k + 1) ? [k + 1] : [])) : tied;
          const order = speakingOrder(s.alive.length, speakers, { from: 0, dir: opts.dir ?? 'up', sheriff: 0 });
          const line = mt(outside ? 'say.pk.outside' : 'say.pk', lang, { seats: S(tied), order: S(order) });
          push({
            kind: 'pk',
            day: s.day,
            title: mt('beat.pk', lang),
            icon: '⚖️',
            lines: [line],
            show: [scriptLine('day.tie', r, lang)],
            seats: order,
            waitsFor: null,
          });
        } else if (s.phase === 'day' && s.vote.tiebreak) {
          // The sheriff's choice is the next beat.
        } else push({ kind: 'exile', day: prev.day, title: mt('beat.exile', lang), icon: '🗳️', lines: [mt('say.exile.none', lang)], seats: [], waitsFor: null });
        break;
      }
      case 'shoot': {
        const hunter = prev.pending[0]?.seat ?? 0;
        const line = e.target === null ? mt('say.shoot.none', lang, { hunter: L(hunter) }) : mt('say.shoot', lang, { hunter: L(hunter), seat: L(e.target) });
        push({
          kind: 'announce',
          day: prev.day,
          title: mt('beat.day', lang),
          icon: '🔫',
          lines: [line, ...rest(e.target), ...cards],
          seats: seatsOut,
          waitsFor: null,
        });
        break;
      }
      case 'selfDestruct': {
        const line =
          e.target === undefined || e.target === null
            ? mt('say.selfDestruct', lang, { seat: L(e.seat) })
            : mt('say.selfDestruct.take', lang, { seat: L(e.seat), target: L(e.target) });
        const shown = new Set<Seat>([e.seat, ...(e.target ? [e.target] : [])]);
        const others = seatsOut.filter((x) => !shown.has(x));
        push({
          kind: 'announce',
          day: prev.day,
          title: mt('beat.day', lang),
          icon: '💥',
          lines: [line, ...(others.length ? [mt('say.alsoOut', lang, { seats: S(others) })] : []), ...cards],
          seats: seatsOut,
          waitsFor: null,
        });
        break;
      }
      case 'duel': {
        // The knight reveals and duels: the duelled player is out as a wolf (his card is not shown), or the knight is.
        const out = died.find((d) => d.cause === 'duel')?.seat ?? 0;
        const knight = out && out !== e.target ? out : (nextStep(prev, { brief: true }).duel?.knights[0] ?? 0);
        const vars = { knight: L(knight), seat: L(e.target) };
        const line = out === e.target ? mt('say.duel.wolf', lang, vars) : mt('say.duel.good', lang, vars);
        push({
          kind: 'announce',
          day: prev.day,
          title: mt('beat.day', lang),
          icon: '⚔️',
          lines: [line, ...rest(out || null), ...cards],
          seats: seatsOut,
          waitsFor: null,
        });
        break;
      }
      case 'badge':
        carry.push(e.to === null ? mt('say.badge.torn', lang) : mt('say.badge', lang, { seat: L(e.to) }));
        break;
      case 'sheriff':
        carry.push(e.seat === null ? mt('say.sheriff.none', lang) : mt('say.sheriff', lang, { seat: L(e.seat) }));
        break;
      default:
        if ('voters' in e) carry.push(mt('say.scapegoat', lang, { seats: e.voters.length ? S(e.voters) : mt('nobody', lang) }));
        else if (seatsOut.length)
          push({
            kind: 'announce',
            day: prev.day,
            title: mt('beat.day', lang),
            icon: '☀️',
            lines: [mt('say.out', lang, { seats: S(seatsOut) }), ...cards],
            seats: seatsOut,
            waitsFor: null,
          });
    }
  }

  // 3. Dawn: the steps called after the night's last event, then the announcement (after the election held
  // before the deaths, sheriffElection day1BeforeDeaths).
  const dawnNow = s.phase !== 'night' && (prev === null || prev.phase === 'night');
  if (dawnNow) {
    for (const c of s.dawnCalls) out.push(...calledBeats(c, s, lang, names, after, carry.splice(0)));
  }
  const announceNow = (dawnNow || (prev !== null && holdingDeaths(prev))) && !holdingDeaths(s);
  if (dawnNow && holdingDeaths(s)) carry.push(dawnLine(r, lang));
  if (announceNow && s.day >= 1) {
    // The night's deaths as known at dawn (a hunter's shot, counted at his time, comes later as a day event).
    const dawnDeaths = dawnNow ? s.deaths : prev!.deaths;
    const night = dawnDeaths.filter((d) => d.time === 'night' && d.n === s.day);
    const dead = [...new Set(night.map((d) => d.seat))].sort((a, b) => a - b);
    const lines = dawnNow ? [dawnLine(r, lang)] : [];
    // By seat only, never the cause, unless the dead show their cards (revealOnDeath; seed 002 天亮 2).
    lines.push(dead.length ? mt('say.nightDeaths', lang, { seats: S(dead) }) : mt('say.peaceful', lang));
    if (r.revealOnDeath && dead.length)
      lines.push(
        mt('say.cards', lang, {
          cards: listOf(
            dead.map((x) => `${L(x)} ${roleName(s.roles[x - 1], lang)}`),
            lang,
          ),
        }),
      );
    push({
      kind: 'announce',
      day: s.day,
      title: mt('beat.announce', lang),
      icon: '☀️',
      lines,
      show: [scriptLine('day.deaths', r, lang)],
      seats: dead,
      waitsFor: null,
    });
  }

  const step = nextStep(s);

  // 4. Last words, once the deaths they follow are announced and their decisions taken (技能先发动再遗言,
  // seed 000 §初级 2): each death with the engine's lastWords flag since the last settled state.
  if (s.phase !== 'over' && s.pending.length === 0 && step.kind !== 'tiebreak' && !holdingDeaths(s)) {
    let j = i - 1;
    while (j >= 0 && !settled(log.states[j])) j--;
    const from = j >= 0 ? log.states[j].deaths.length : 0;
    const owed = s.deaths
      .slice(from)
      .filter((d: Death) => d.lastWords)
      .map((d) => d.seat);
    if (owed.length)
      push({
        kind: 'lastWords',
        day: s.phase === 'night' ? (prev?.day ?? s.day) : s.day,
        title: mt('beat.lastWords', lang),
        icon: '🕯️',
        lines: [mt('say.lastWords', lang, { seats: S(owed) })],
        seats: owed,
        waitsFor: null,
      });
  }

  // 5. Night falls (the start of the game, or after the day).
  if (s.phase === 'night' && (prev === null || prev.phase !== 'night')) {
    push({
      kind: 'nightfall',
      night: s.night,
      title: mt('beat.nightfall', lang),
      icon: '🌙',
      lines: [prev === null ? duskLine(r, lang) : scriptLine('day.nightfall', r, lang) || duskLine(r, lang)],
      seats: [],
      waitsFor: null,
    });
  }

  // 6. The beat waiting for the next event (or the end).
  out.push(...waiting(s, prev, step, lang, opts, after, carry));
  return out;
}

/** The seat a vote revealed (an idiot who survived his exile), 0 for none. */
function revealedBy(prev: GameState, s: GameState): Seat {
  for (let seat = 1; seat <= s.alive.length; seat++) if (isRevealed(s, seat) && !isRevealed(prev, seat)) return seat;
  return 0;
}

/** The winner in words ("好人胜利"). */
export function winnerText(s: GameState, lang: Lang): string {
  return mt(`winner.${s.winner ?? 'draw'}` as MKey, lang);
}

/** Seats whose side a power decides (the mixed blood's idol): whether each wins with it, in words. */
export function sideLines(s: GameState, lang: Lang, names?: readonly string[]): string[] {
  if (s.winner === null) return [];
  return playsForSide(s).map(({ seat, side, won }) =>
    mt(won ? 'say.sideWon' : 'say.sideLost', lang, {
      seat: seatLabel(seat, names, lang),
      card: roleName(s.roles[seat - 1], lang),
      side: mt(`side.${side}` as MKey, lang),
    }),
  );
}

/** Why the game ended, from the engine's win reason (the condition; 狼刀在先 when the kill came first). */
export function winWhy(s: GameState, lang: Lang): string {
  if (!s.winReason) return '';
  const why = mt(`why.${s.winReason.code}` as MKey, lang);
  return s.winReason.killFirst ? `${why} ${mt('why.killFirst', lang)}` : why;
}

function calledBeats(c: CalledStep, s: GameState, lang: Lang, names: readonly string[] | undefined, after: number, carry: string[]): Beat[] {
  const l = stepLines(c.line, lang, s.ctx.rules);
  // A role with nothing left to do is told so (the witch with no potion: data/script.json potions.none.say).
  const records = s.ctx.order.find((d) => d.id === c.id)?.records;
  const line = c.idle && records === 'potions' ? scriptLine('potions.none.say', s.ctx.rules, lang) || l.line : l.line;
  const lines = [...carry, line, ...(l.closeLine ? [l.closeLine] : [])].filter(Boolean);
  const show = [
    c.wakes.length
      ? mt('wakes', lang, {
          seats: listOf(
            c.wakes.map((x) => seatLabel(x, names, lang)),
            lang,
          ),
        })
      : c.fake
        ? mt('called.fake', lang)
        : '',
    ...(c.tell ?? []).map((t) => tellText(t, lang, names)),
  ].filter(Boolean);
  const speech = compact(
    lines.map((t, k) => ({ text: spoken(t), pauseAfterMs: k === lines.length - 2 || lines.length === 1 ? (c.fake ? FAKE_PAUSE : 3000) : 800 })),
  );
  return [{ kind: 'step', night: c.night, title: l.wake, icon: l.icon, lines, show, seats: c.wakes, waitsFor: null, after, fake: c.fake, step: c.id, speech }];
}

/** The line of a night step as what it tells says: the witch's once a potion is spent (data/script.json potions.*). */
export function nightLine(step: Step, rules: ResolvedRules, lang: Lang): string {
  const base = step.line ? stepLines(step.line, lang, rules).line : '';
  const w = step.witch;
  if (!w) return base;
  const spent = w.save.reason === 'antidoteSpent';
  if (spent && !w.poisonOk) return scriptLine('potions.none.say', rules, lang);
  if (spent) return scriptLine('potions.noAntidote.say', rules, lang);
  if (!w.poisonOk) return scriptLine('potions.noPoison.say', rules, lang);
  return base;
}

function waiting(s: GameState, prev: GameState | null, step: Step, lang: Lang, opts: BeatOptions, after: number, carry: string[]): Beat[] {
  const names = opts.names;
  const r = s.ctx.rules;
  const L = (x: Seat) => seatLabel(x, names, lang);
  const S = (xs: readonly Seat[]) => listOf(xs.map(L), lang);
  const out: Beat[] = [];
  const mk = (b: Omit<Beat, 'after' | 'speech' | 'fake' | 'show' | 'step'> & { show?: string[]; step?: string | null }): Beat => {
    const lines = [...carry.splice(0), ...b.lines].filter(Boolean);
    return {
      ...b,
      show: (b.show ?? []).filter(Boolean),
      step: b.step ?? null,
      lines,
      after,
      fake: false,
      speech: compact(lines.map((t) => ({ text: spoken(t), pauseAfterMs: 800 }))),
    };
  };

  if (step.kind === 'over') {
    const why = winWhy(s, lang);
    const winners = s.alive.flatMap((a, k) => (a ? [k + 1] : []));
    out.push(
      mk({
        kind: 'end',
        day: s.day,
        title: mt('beat.end', lang),
        icon: '🏁',
        lines: [mt('say.end', lang, { winner: winnerText(s, lang), why }).trim(), ...sideLines(s, lang, names)],
        seats: winners,
        waitsFor: null,
        step: 'over',
      }),
    );
    return out;
  }

  if (step.kind === 'night') {
    for (const c of step.before) out.push(...calledBeats(c, s, lang, names, after, carry.splice(0)));
    const l = step.line ? stepLines(step.line, lang, r) : null;
    const show: string[] = [];
    if (step.actors.length) show.push(mt('wakes', lang, { seats: S(step.actors) }));
    for (const t of step.tell) show.push(tellText(t, lang, names));
    if (step.witch && step.witch.save.reason === 'antidoteSpent' && !step.tell.some((t) => t.kind === 'victim')) show.push(mt('show.notTold', lang));
    if (step.witch && step.witch.save.reason === 'selfSave') show.push(mt('show.selfBarred', lang));
    if (l?.closeLine) show.push(`${mt('then', lang)} “${l.closeLine}”`);
    out.push(
      mk({
        kind: 'step',
        night: s.night,
        title: l?.wake ?? String(step.id),
        icon: l?.icon ?? '🌙',
        lines: [nightLine(step, r, lang)],
        show,
        seats: step.actors,
        waitsFor: step.event,
        step: String(step.id),
      }),
    );
    return out;
  }

  const d = s.day;
  const alive = s.alive.flatMap((a, k) => (a ? [k + 1] : []));
  const speeches = (): Beat => {
    const order = speakingOrder(s.alive.length, alive, { from: s.sheriff || lastDead(s), dir: opts.dir ?? 'up', sheriff: s.sheriff });
    return mk({
      kind: 'speeches',
      day: d,
      title: mt('beat.speeches', lang),
      icon: '🗣️',
      lines: [mt('say.speeches', lang, { first: order.length ? L(order[0]) : mt('nobody', lang), seats: S(order) })],
      show: [scriptLine(s.sheriff ? 'day.speak.sheriff' : 'day.speak.noSheriff', r, lang), scriptLine('day.speak.rules', r, lang)],
      seats: order,
      waitsFor: null,
    });
  };
  const prevKind = prev && prev.phase === 'day' && prev.day === d ? nextStep(prev, { brief: true }).kind : null;

  switch (step.kind) {
    case 'sheriff': {
      // The discussion comes before the election with day1AfterDiscussion.
      if (r.sheriffElection === 'day1AfterDiscussion' && prevKind !== 'sheriff') out.push(speeches());
      const dr = opts.election;
      let lines = [mt('say.election', lang)];
      let seats = step.targets.filter((o) => o.ok).map((o) => o.seat);
      if (dr && dr.stage === 'speeches') {
        seats = speakingOrder(s.alive.length, standing(dr), { from: 0, dir: opts.dir ?? 'up', sheriff: 0 });
        lines = [mt('say.election.speeches', lang, { seats: S(seats) })];
      } else if (dr && dr.stage === 'vote') {
        seats = standing(dr);
        lines = [mt('say.election.vote', lang)];
      }
      out.push(
        mk({
          kind: 'election',
          day: d,
          title: mt('beat.election', lang),
          icon: '⭐',
          lines,
          show: [scriptLine('day.sheriff.run', r, lang)],
          seats,
          waitsFor: 'sheriff',
          step: 'sheriff',
        }),
      );
      return out;
    }
    case 'vote': {
      const pk = s.vote.candidates;
      if (!pk && s.vote.round === 0 && prevKind !== 'vote' && !(prevKind === 'sheriff' && r.sheriffElection === 'day1AfterDiscussion')) out.push(speeches());
      const voters = step.actors;
      out.push(
        mk({
          kind: 'vote',
          day: d,
          title: pk ? mt('step.pk', lang, { n: s.vote.round }) : mt('beat.vote', lang),
          icon: '🗳️',
          // The crow's curse is announced at the vote where it counts (docs/rules.md, the crow).
          lines: [
            pk ? mt('say.revote', lang, { seats: S(pk) }) : mt('say.vote', lang),
            ...step.tell.flatMap((t) => (t.kind === 'cursed' ? [mt('say.cursed', lang, { seat: L(t.seat), votes: t.votes })] : [])),
          ],
          show: [scriptLine(pk ? 'day.tie' : 'day.vote', r, lang)],
          seats: voters,
          waitsFor: 'vote',
          step: 'vote',
        }),
      );
      return out;
    }
    case 'tiebreak': {
      const sheriff = step.actors[0] ?? 0;
      out.push(
        mk({
          kind: 'decision',
          day: d,
          title: mt('step.tiebreak', lang, { seat: L(sheriff) }),
          icon: '⚖️',
          lines: [mt('say.tiebreakAsk', lang, { seats: S(s.vote.tiebreak ?? []), seat: L(sheriff) })],
          seats: [sheriff],
          waitsFor: 'exile',
          step: 'tiebreak',
        }),
      );
      return out;
    }
    default: {
      const who = step.actors[0] ?? 0;
      const ask: Record<string, MKey> = { shoot: 'say.shootAsk', badge: 'say.badgeAsk', scapegoat: 'say.scapegoatAsk' };
      out.push(
        mk({
          // The shot's title names the card that shoots (the hunter, the wolf king …), from the deal.
          kind: 'decision',
          day: d,
          title: mt(`step.${step.kind}` as MKey, lang, { seat: L(who), card: who ? roleName(s.roles[who - 1], lang) : '' }),
          icon: step.kind === 'badge' ? '⭐' : step.kind === 'shoot' ? '🔫' : '🐐',
          lines: [mt(ask[step.kind] ?? 'say.shootAsk', lang, { seat: L(who) })],
          show: [mt(`line.${step.kind}` as MKey, lang, { seat: L(who) }), ...step.tell.map((t) => tellText(t, lang, names))],
          seats: [who],
          waitsFor: step.event,
          step: step.kind,
        }),
      );
      return out;
    }
  }
}
