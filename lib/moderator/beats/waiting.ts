import type { EventType, GameState, Seat, Step } from '../../engine/types';
import { lastDead } from '../announce';
import { type LineKey, scriptLine, stepLines } from '../lines';
import { standing } from '../sheriff';
import { speakingOrder } from '../speaking';
import { cardName, isMKey, mt } from '../text';
import { winnerText, sideLines, winWhy } from './end';
import { push, type Seg } from './make';
import { calledBeat } from './night';
import { broughtBack, offered } from './offers';
import { noteShow } from './shows';
import type { ResolvedRules } from '../../catalogue/rules';
import type { Lang } from '../../i18n';

const ALL_800 = () => 800;

/** The living seats in seat order (a loop: every day's speeches ask for them). */
function livingSeats(s: GameState): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < s.alive.length; k++) if (s.alive[k]) out.push(k + 1);
  return out;
}

/** The events the engine accepts now: the step's and the day's free actions. */
function acceptsOf(step: Step): EventType[] {
  if (!step.event) return [];
  const out: EventType[] = [step.event];
  for (const t of step.alsoAccepts) if (t !== step.event) out.push(t);
  return out;
}

/** The line of a night step as what it tells says: the witch's once a potion is spent (the script's potions.* lines). */
export function nightLine(
  step: Step,
  rules: ResolvedRules,
  lang: Lang,
  lines = (k: LineKey, night: number | undefined) => stepLines({ ...k, night }, lang, rules),
): string {
  const base = step.line ? lines(step.line, step.night).line : '';
  const w = step.potions;
  if (!w) return base;
  const spent = w.save.reason === 'antidoteSpent';
  if (spent && !w.poisonOk) return scriptLine('potions.none.say', rules, lang);
  if (spent) return scriptLine('potions.noAntidote.say', rules, lang);
  if (!w.poisonOk) return scriptLine('potions.noPoison.say', rules, lang);
  return base;
}

function nightBeat(c: Seg): void {
  const { s, step, lang, rules: r } = c;
  for (const k of step.before) calledBeat(c, k);
  const l = step.line ? c.lines(step.line, step.night) : null;
  // Pushed one by one, not spread: a long record makes tens of thousands of these, most before the code is hot.
  const shows = step.actors.length ? [c.wakes(step.actors)] : [];
  for (const t of step.tell) shows.push(c.tell(t));
  if (step.potions && step.potions.save.reason === 'antidoteSpent' && !step.tell.some((t) => t.kind === 'victim' || t.kind === 'victims'))
    shows.push(noteShow(mt('show.notTold', lang), 'notTold'));
  if (step.potions && step.potions.save.reason === 'selfSave') shows.push(noteShow(mt('show.selfBarred', lang), 'selfBarred'));
  if (l?.closeLine) shows.push(noteShow(`${mt('then', lang)} “${l.closeLine}”`, 'then'));
  push(
    c,
    {
      kind: 'step',
      night: s.night,
      title: l?.wake ?? String(step.id),
      icon: l?.icon ?? '🌙',
      lines: [nightLine(step, r, lang, c.lines)],
      shows,
      seats: step.actors,
      waitsFor: step.event,
      accepts: acceptsOf(step),
      step: String(step.id),
    },
    ALL_800,
  );
}

/** Whether today's speeches were already called (a day action interrupted them, a decision came between). */
function speechesCalled(c: Seg): boolean {
  const { log, s } = c;
  for (let j = c.i - 1; j >= 0; j--) {
    const x = log.states[j];
    if (x.phase !== 'day' || x.day !== s.day) return false;
    const k = c.stepOf(x);
    if (k.kind === 'vote' && x.vote.round === 0 && !x.vote.candidates) return true;
  }
  return false;
}

function speeches(c: Seg, resume: boolean): void {
  const { s, lang, L, S } = c;
  const alive = livingSeats(s);
  const order = speakingOrder(s.alive.length, alive, { from: s.sheriff || lastDead(s), dir: c.opts.dir ?? 'up', sheriff: s.sheriff });
  const first = order.length ? L(order[0]) : mt('nobody', lang);
  push(
    c,
    {
      kind: 'speeches',
      day: s.day,
      title: mt('beat.speeches', lang),
      icon: '🗣️',
      // Interrupted (a duel, a self-destruct that did not end the day): the speeches go on where they stopped.
      lines: [resume ? mt('say.speeches.resume', lang, { seats: S(order) }) : mt('say.speeches', lang, { first, seats: S(order) })],
      // Day 0 (the angel's opening day) has nobody dead yet: the speeches go round from seat 1, said in the line.
      shows: [
        ...(s.day === 0 ? [] : [noteShow(c.script(s.sheriff ? 'day.speak.sheriff' : 'day.speak.noSheriff'), 'script')]),
        noteShow(c.script('day.speak.rules'), 'script'),
      ],
      seats: order,
      waitsFor: null,
      offers: offered(c.step.alsoAccepts, 'speeches'),
    },
    ALL_800,
  );
}

/** What the election's beat says and whom it concerns, by the draft's stage: the sign-up, a withdrawal round, the speeches or the vote. */
function electionCall(c: Seg): { lines: string[]; seats: Seat[] } {
  const { s, step, lang, S, rules: r } = c;
  const dr = c.opts.election;
  // Held again with yesterday's candidates (electionAfterSelfDestruct sameCandidates): a withdrawal round, then the vote.
  const kept = r.electionAfterSelfDestruct === 'sameCandidates' && s.electionSelfDestructs > 0;
  if (kept && (!dr || (dr.carried && dr.stage === 'speeches'))) {
    if (!dr) return { lines: [mt('say.election.withdrawRoundAll', lang)], seats: step.targets.filter((o) => o.ok).map((o) => o.seat) };
    const seats = standing(dr);
    return { lines: [mt('say.election.withdrawRound', lang, { seats: S(seats) })], seats };
  }
  if (dr && dr.stage === 'speeches') {
    const seats = speakingOrder(s.alive.length, standing(dr), { from: 0, dir: c.opts.dir ?? 'up', sheriff: 0 });
    return { lines: [mt('say.election.speeches', lang, { seats: S(seats) })], seats };
  }
  if (dr && dr.stage === 'vote') return { lines: [mt('say.election.vote', lang)], seats: standing(dr) };
  return { lines: [mt('say.election', lang)], seats: step.targets.filter((o) => o.ok).map((o) => o.seat) };
}

function election(c: Seg, prevKind: string | null): void {
  const { s, step, lang, rules: r } = c;
  // The discussion comes before the election with day1AfterDiscussion.
  if (r.sheriffElection === 'day1AfterDiscussion' && prevKind !== 'sheriff') speeches(c, false);
  const { lines, seats } = electionCall(c);
  push(
    c,
    {
      kind: 'election',
      day: s.day,
      title: mt('beat.election', lang),
      icon: '⭐',
      lines,
      shows: [noteShow(c.script('day.sheriff.run'), 'script')],
      seats,
      waitsFor: 'sheriff',
      accepts: acceptsOf(step),
      offers: offered(step.alsoAccepts, 'election'),
      step: 'sheriff',
    },
    ALL_800,
  );
}

function vote(c: Seg, prevKind: string | null): void {
  const { s, step, lang, S, rules: r } = c;
  const pk = s.vote.candidates;
  // A second vote the day's end brought back (the stuttering judge's sign) has no new speeches.
  const again = broughtBack(c.prev, c.e);
  if (!pk && !again && s.vote.round === 0 && !(prevKind === 'sheriff' && r.sheriffElection === 'day1AfterDiscussion')) {
    if (prevKind !== 'vote' || c.e?.type !== 'vote') speeches(c, speechesCalled(c));
  }
  push(
    c,
    {
      kind: 'vote',
      day: s.day,
      title: pk ? mt('step.pk', lang, { n: s.vote.round }) : mt('beat.vote', lang),
      icon: '🗳️',
      lines: [pk ? mt('say.revote', lang, { seats: S(pk) }) : mt(again ? 'say.voteAgain' : 'say.vote', lang)],
      // What the vote step tells counts at the tally (the crow's curse, secret until then: docs/rules.md, the
      // crow): the judge keeps it in view and says it with the count.
      shows: [noteShow(c.script(pk ? 'day.tie' : 'day.vote'), 'script'), ...step.tell.map((t) => ({ ...c.tell(t), seats: [] }))],
      seats: step.actors,
      waitsFor: 'vote',
      accepts: acceptsOf(step),
      step: 'vote',
    },
    ALL_800,
  );
}

function end(c: Seg): void {
  const { s, lang } = c;
  push(
    c,
    {
      kind: 'end',
      day: s.day,
      title: mt('beat.end', lang),
      icon: '🏁',
      lines: [mt('say.end', lang, { winner: winnerText(s, lang), why: winWhy(s, lang) }).trim(), ...sideLines(s, lang, c.names)],
      seats: livingSeats(s),
      waitsFor: null,
      step: 'over',
    },
    ALL_800,
  );
}

export function waiting(c: Seg) {
  const { s, prev, step, lang, L, S } = c;
  if (step.kind === 'over') return end(c);
  if (step.kind === 'night') return nightBeat(c);
  const prevKind = prev && prev.phase === 'day' && prev.day === s.day ? c.stepOf(prev as GameState).kind : null;
  if (step.kind === 'sheriff') return election(c, prevKind);
  if (step.kind === 'vote') return vote(c, prevKind);
  if (step.kind === 'tiebreak') {
    const sheriff = step.actors[0] ?? 0;
    push(
      c,
      {
        kind: 'decision',
        day: s.day,
        title: mt('step.tiebreak', lang, { seat: L(sheriff) }),
        icon: '⚖️',
        lines: [mt('say.tiebreakAsk', lang, { seats: S(s.vote.tiebreak ?? []), seat: L(sheriff) })],
        seats: [sheriff],
        waitsFor: 'exile',
        accepts: acceptsOf(step),
        step: 'tiebreak',
      },
      ALL_800,
    );
    return;
  }
  // A decision a death called for (a shot, the badge, the scapegoat's voters): its card named from the deal.
  const who = step.actors[0] ?? 0;
  push(
    c,
    {
      kind: 'decision',
      day: s.day,
      title: mt(`step.${step.kind}`, lang, { seat: L(who), card: who ? cardName(s, s.roles[who - 1], lang) : '' }),
      icon: step.kind === 'badge' ? '⭐' : step.kind === 'shoot' ? '🔫' : '🐐',
      lines: [mt(isMKey(`say.${step.kind}Ask`) ? `say.${step.kind}Ask` : 'say.shootAsk', lang, { seat: L(who) })],
      shows: [noteShow(mt(`line.${step.kind}`, lang, { seat: L(who) }), 'script'), ...step.tell.map(c.tell)],
      seats: [who],
      waitsFor: step.event,
      accepts: acceptsOf(step),
      step: step.kind,
    },
    ALL_800,
  );
}
