// Custom cards play with real rules (docs/rules.md, Custom roles): a custom step plays exactly as the catalogue
// step of its power, under its own event (its step id), with its own state, and every hook of that power applies
// to it (the magician's swap, the nightmare's fear); a text-only card is refused at setup.
import { describe, expect, it } from 'vitest';
import { apply, makeRng, newGame, nextStep, playGame, randomEvent, replay, type GameEvent, type GameState, type Step } from '../../lib/engine';
import type { CardId } from '../../lib/catalogue/card-role';
import type { Board } from '../../lib/generated/board';
import type { CustomRole } from '../../lib/generated/custom-role';
import { problemText } from '../../lib/i18n/problem-text';
import { selfDestructPick } from '../../lib/powers/self-destruct';
import { MUTE_WOLF, NIGHT_OWL, NIGHT_WATCH, OWL_BOARD } from './custom-boards';

const OWL: CardId = 'custom:nightOwl';
const WATCH: CardId = 'custom:nightWatch';
// werewolf 1–3, villager 4–6, witch 7, night owl 8, night watch 9.
const OWL_SEATS: CardId[] = ['werewolf', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'witch', OWL, WATCH];

function started(board: Board, seats: CardId[], bottom?: CardId[]): GameState {
  const g = newGame(board, seats, bottom);
  if (!g.ok) throw new Error(JSON.stringify(g.problems));
  return g.state;
}

function ok(s: GameState, e: GameEvent): GameState {
  const r = apply(s, e);
  if (!r.ok) throw new Error(`${JSON.stringify(e)}: ${r.error.message}`);
  return r.state;
}

/**
 * Plays on with the random policy (a seeded rng) until `stop` says so; `pick` chooses the event at the steps it
 * knows (null: the policy's). The state where it stopped.
 */
function drive(
  from: GameState,
  stop: (s: GameState, step: Step) => boolean,
  pick: (s: GameState, step: Step) => GameEvent | null = () => null,
  seed = 1,
): GameState {
  const rng = makeRng(seed);
  let s = from;
  for (let i = 0; i < 500 && s.phase !== 'over'; i++) {
    const step = nextStep(s);
    if (stop(s, step)) return s;
    s = ok(s, pick(s, step) ?? randomEvent(s, step, rng));
  }
  return s;
}

/** Each event of a played game with the night it was recorded on (0 by day). */
function byNight(board: Board, seed: number): { e: GameEvent; night: number; after: GameState }[] {
  const g = playGame(board, seed);
  const r = replay({ board, seats: g.seats, ...(g.bottom ? { bottom: g.bottom } : {}), events: g.events }, { keepStates: true });
  if (!r.ok || !r.states) throw new Error('replay failed');
  return g.events.map((e, i) => ({ e, night: r.states![i].phase === 'night' ? r.states![i].night : 0, after: r.states![i + 1] }));
}

const target = (type: string, t: number | null) => ({ type, target: t }) as unknown as GameEvent;

/** Steers the game: the wolves kill `victim`, the witch does nothing, every voter votes for `exiled`. */
const steer =
  (victim: number, exiled: number) =>
  (_s: GameState, step: Step): GameEvent | null => {
    if (step.event === 'wolves') return target('wolves', victim);
    if (step.event === 'witch') return { type: 'witch' } as GameEvent;
    if (step.kind !== 'vote') return null;
    const ballots: Record<string, number | null> = {};
    for (const v of step.vote?.voters ?? []) if (v.ok) ballots[String(v.seat)] = v.seat === exiled ? null : exiled;
    return { type: 'vote', ballots } as GameEvent;
  };

describe('a board of custom cards plays to a winner (docs/rules.md, Custom roles)', () => {
  it('seeded games of werewolf ×3, villager ×3, witch, night owl and night watch all end with a winner', () => {
    let owlChecks = 0;
    for (let seed = 0; seed < 40; seed++) {
      const g = playGame(OWL_BOARD, seed);
      expect(g.state.winner, `seed ${seed}`).not.toBeNull();
      owlChecks += g.events.filter((e) => e.type === OWL).length;
    }
    expect(owlChecks).toBeGreaterThan(0);
  });

  it('the night owl (every: 2) wakes on nights 1, 3, 5…, never on night 2 or 4, and is told the exact card', () => {
    const nights = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      for (const { e, night, after } of byNight(OWL_BOARD, seed)) {
        if (e.type !== OWL) continue;
        nights.add(night);
        const about = (e as { target: number }).target;
        // Its answer: the card itself, of an answer kind the catalogue words (the psychic's, the default of `card`).
        expect(after.answer).toMatchObject({ kind: 'psychic', about, result: after.roles[about - 1] });
      }
    }
    expect(nights.has(1) && nights.has(3)).toBe(true);
    expect([...nights].filter((n) => n % 2 === 0)).toEqual([]);
  });

  it('the night watch (protect, repeat: true) may guard the same player two nights running; the guard may not', () => {
    const watchStep = (_s: GameState, step: Step) => step.id === WATCH;
    let s = drive(started(OWL_BOARD, OWL_SEATS), watchStep, steer(5, 1));
    s = ok(s, target(WATCH, 4));
    s = drive(s, (x, step) => x.night === 2 && watchStep(x, step), steer(6, 1));
    expect(s.phase).toBe('night');
    expect(nextStep(s).targets.find((o) => o.seat === 4)).toMatchObject({ ok: true });
    expect(apply(s, target(WATCH, 4)).ok).toBe(true);

    const guardBoard = { ...OWL_BOARD, roles: { werewolf: 3, villager: 3, witch: 1, [OWL]: 1, guard: 1 }, customRoles: [NIGHT_OWL] } as Board;
    let g = started(guardBoard, [...OWL_SEATS.slice(0, 8), 'guard']);
    g = ok(g, target('guard', 4));
    g = drive(g, (x, step) => x.night === 2 && step.id === 'guard');
    expect(nextStep(g).targets.find((o) => o.seat === 4)).toMatchObject({ ok: false, reason: 'guardRepeat' });
  });

  it('a custom protect without repeat keeps its own last target, apart from the guard’s', () => {
    const sentry = { ...NIGHT_WATCH, id: 'custom:sentry', nightSteps: [{ ...NIGHT_WATCH.nightSteps![0], params: {} }] } as CustomRole;
    const board = {
      name: 'Two guards',
      players: 9,
      roles: { werewolf: 3, villager: 3, witch: 1, guard: 1, 'custom:sentry': 1 },
      customRoles: [sentry],
    } as Board;
    let s = started(board, ['werewolf', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'witch', 'guard', 'custom:sentry']);
    s = ok(s, target('guard', 4));
    s = ok(s, target('custom:sentry', 5));
    // The wolves kill seat 6 and the village exiles seat 1, so that seats 4 and 5 live into night 2.
    s = drive(s, (x, step) => x.night === 2 && step.id === 'guard', steer(6, 1));
    const guard = nextStep(s).targets;
    expect(guard.find((o) => o.seat === 4)).toMatchObject({ ok: false, reason: 'guardRepeat' });
    expect(guard.find((o) => o.seat === 5)).toMatchObject({ ok: true });
    s = ok(s, target('guard', 5));
    const sentryStep = nextStep(s);
    expect(sentryStep.id).toBe('custom:sentry');
    expect(sentryStep.targets.find((o) => o.seat === 5)).toMatchObject({ ok: false, reason: 'guardRepeat' });
    expect(sentryStep.targets.find((o) => o.seat === 4)).toMatchObject({ ok: true });
  });
});

describe('a custom card of potions has its own two potions (docs/rules.md, Custom roles; the witch)', () => {
  it('the witch’s antidote spent, the herbalist’s is still there', () => {
    const herbalist = {
      id: 'custom:herbalist',
      names: { en: 'Herbalist', 'zh-CN': '药师' },
      faction: 'village',
      nightSteps: [
        {
          power: 'potions',
          records: 'potions',
          order: { chinese: { after: 'witch' }, advanced: { after: 'witch' }, base: { after: 'witch' } },
          texts: { line: { en: 'Herbalist, will you use a potion?' } },
        },
      ],
    } as CustomRole;
    const board = { name: 'Two witches', players: 9, roles: { werewolf: 3, villager: 4, witch: 1, 'custom:herbalist': 1 }, customRoles: [herbalist] } as Board;
    let s = started(board, ['werewolf', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'villager', 'witch', 'custom:herbalist']);
    s = ok(s, target('wolves', 4));
    s = ok(s, { type: 'witch', save: true } as GameEvent);
    const herb = nextStep(s);
    expect(herb.id).toBe('custom:herbalist');
    expect(herb.potions?.save.ok).toBe(true);
    s = ok(s, { type: 'custom:herbalist' } as unknown as GameEvent);
    expect(s.alive[3]).toBe(true);
    s = drive(s, (x, step) => x.night === 2 && step.id === 'witch', steer(5, 1));
    expect(nextStep(s).potions?.save).toMatchObject({ ok: false, reason: 'antidoteSpent' });
    s = ok(s, { type: 'witch' } as GameEvent);
    expect(nextStep(s).id).toBe('custom:herbalist');
    expect(nextStep(s).potions?.save.ok).toBe(true);
  });
});

describe('a custom card its checks find unplayable as written is refused by the engine, in the checks’ words (docs/rules.md, Custom roles)', () => {
  it('a step with no line to say: setup.customInvalid naming the card', () => {
    const mute = {
      id: 'custom:mute',
      names: { en: 'Mute Seer', 'zh-CN': '哑预言家' },
      faction: 'village',
      nightSteps: [{ power: 'inspect', records: 'seat' }],
    } as CustomRole;
    const board = { players: 6, roles: { werewolf: 2, villager: 3, 'custom:mute': 1 }, customRoles: [mute] } as Board;
    const g = newGame(board, ['werewolf', 'werewolf', 'villager', 'villager', 'villager', 'custom:mute']);
    expect(g.ok).toBe(false);
    if (g.ok) return;
    expect(g.problems.map((p) => p.code)).toEqual(['setup.customInvalid']);
    expect(problemText(g.problems[0], 'en')).toContain('Mute Seer');
    expect(problemText(g.problems[0], 'zh-CN')).toContain('哑预言家');
    // The same card with its line is played.
    const spoken = { ...mute, nightSteps: [{ power: 'inspect', records: 'seat', texts: { line: { en: 'Whom do you check?' } } }] } as CustomRole;
    expect(newGame({ ...board, customRoles: [spoken] }, ['werewolf', 'werewolf', 'villager', 'villager', 'villager', 'custom:mute']).ok).toBe(true);
  });

  it('a step that records nothing waits on no event: the night goes on past it', () => {
    const lookout = {
      id: 'custom:lookout',
      names: { en: 'Lookout' },
      faction: 'village',
      nightSteps: [{ power: 'briefing', params: { tells: 'wolves' }, records: 'none', nights: 'first', texts: { line: { en: 'Lookout, see the wolves.' } } }],
    } as CustomRole;
    const board = { players: 6, roles: { werewolf: 2, villager: 3, 'custom:lookout': 1 }, customRoles: [lookout] } as Board;
    const s = started(board, ['werewolf', 'werewolf', 'villager', 'villager', 'villager', 'custom:lookout']);
    expect(s.ctx.order.find((d) => d.id === 'custom:lookout')?.event).toBeNull();
    const after = drive(s, (x) => x.phase === 'day', steer(4, 1));
    expect(after.phase).toBe('day');
  });
});

describe('a custom wolf card has the day powers it lists (docs/rules.md, Custom roles; the wolves)', () => {
  it('the mute wolf (no day powers) may not self-destruct; a werewolf may', () => {
    const board = {
      name: 'Mute wolf',
      players: 9,
      roles: { werewolf: 2, 'custom:muteWolf': 1, villager: 3, seer: 1, witch: 1, hunter: 1 },
      customRoles: [MUTE_WOLF],
    } as Board;
    let s = started(board, ['werewolf', 'werewolf', 'custom:muteWolf', 'villager', 'villager', 'villager', 'seer', 'witch', 'hunter']);
    // The mute wolf wakes with the pack: he is one of the wolves' step's wakers.
    expect(nextStep(s).actors).toContain(3);
    s = drive(s, (x) => x.phase === 'day', steer(4, 1));
    expect(s.phase).toBe('day');
    expect(selfDestructPick(s, 3)).toBe('cannotSelfDestruct');
    expect(selfDestructPick(s, 1)).toBeNull();
    expect(apply(s, { type: 'selfDestruct', seat: 3 } as GameEvent).ok).toBe(false);
    expect(apply(s, { type: 'selfDestruct', seat: 1 } as GameEvent).ok).toBe(true);
  });
});

describe('a custom card in the thief’s bottom (docs/rules.md, Custom roles; the thief)', () => {
  it('the thief may take it, and then wakes at its step', () => {
    const board = { name: 'Thief and owl', players: 8, roles: { thief: 1, werewolf: 3, villager: 4, [OWL]: 1, witch: 1 }, customRoles: [NIGHT_OWL] } as Board;
    let s = started(board, ['thief', 'werewolf', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'witch'], [OWL, 'villager']);
    const step = nextStep(s);
    expect(step.takeCard?.find((o) => o.take === OWL)).toMatchObject({ ok: true });
    s = ok(s, { type: 'thief', take: OWL } as GameEvent);
    expect(s.roles[0]).toBe(OWL);
    expect(s.bottom).toContain('thief');
    s = drive(s, (_x, st) => st.id === OWL);
    expect(nextStep(s).actors).toEqual([1]);
    s = ok(s, target(OWL, 2));
    expect(s.answer).toMatchObject({ to: 1, about: 2, result: 'werewolf' });
  });
});

describe('a text-only card is refused at setup (docs/rules.md, Custom roles)', () => {
  it('names the card: the judge resolves it by hand, the moderator cannot run the board', () => {
    const oracle = {
      id: 'custom:oracle',
      names: { 'zh-CN': '神谕者', en: 'Oracle' },
      faction: 'village',
      textOnly: true,
      short: { en: 'Knows things.' },
    } as CustomRole;
    const board = { name: 'Oracle', players: 9, roles: { werewolf: 3, villager: 4, witch: 1, 'custom:oracle': 1 }, customRoles: [oracle] } as Board;
    const g = newGame(board, ['werewolf', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'villager', 'witch', 'custom:oracle']);
    expect(g.ok).toBe(false);
    if (g.ok) return;
    expect(g.problems.map((p) => p.code)).toEqual(['setup.textOnly']);
    expect(problemText(g.problems[0], 'en')).toContain('Oracle is a text-only card: resolve it by hand; the moderator cannot run this board');
    expect(problemText(g.problems[0], 'zh-CN')).toContain('神谕者');
  });

  it('a custom id the board does not carry is refused, by its id', () => {
    const board = { ...OWL_BOARD, customRoles: [NIGHT_WATCH] } as Board;
    const g = newGame(board, OWL_SEATS);
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.problems.map((p) => p.code)).toContain('setup.unknownCard');
  });
});

describe('the hooks of a power apply to a custom step of it (docs/rules.md, Custom roles; the magician; the nightmare)', () => {
  it('the magician’s swap redirects the night owl’s check', () => {
    const board = {
      name: 'Magician and owl',
      players: 9,
      roles: { werewolf: 3, villager: 3, magician: 1, [OWL]: 1, witch: 1 },
      customRoles: [NIGHT_OWL],
    } as Board;
    let s = started(board, ['werewolf', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'magician', OWL, 'witch']);
    s = ok(s, { type: 'magician', swap: [1, 4] } as GameEvent);
    s = drive(s, (_x, st) => st.id === OWL);
    s = ok(s, target(OWL, 1));
    // Seat 1 was swapped with seat 4: the check lands on the villager's card.
    expect(s.answer).toMatchObject({ about: 1, result: 'villager' });
  });

  it('the nightmare’s fear voids the night owl’s check tonight: recorded, it tells him nothing', () => {
    const board = {
      name: 'Nightmare and owl',
      players: 9,
      roles: { werewolf: 2, nightmare: 1, villager: 3, [OWL]: 1, witch: 1, hunter: 1 },
      customRoles: [NIGHT_OWL],
    } as Board;
    const seats: CardId[] = ['nightmare', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', OWL, 'witch', 'hunter'];
    const owlAfterFear = (feared: number) => {
      let s = started(board, seats);
      expect(nextStep(s).id).toBe('nightmare');
      s = ok(s, target('nightmare', feared));
      s = drive(s, (_x, st) => st.id === OWL);
      return { step: nextStep(s), after: ok(s, target(OWL, 2)) };
    };
    const feared = owlAfterFear(7);
    // Silent fear (the default notice): the judge sees the owl is feared; the owl is told nothing.
    expect(feared.step.tell).toContainEqual(expect.objectContaining({ kind: 'feared', seat: 7 }));
    expect(feared.after.answer).toBeNull();
    const free = owlAfterFear(4);
    expect(free.after.answer).toMatchObject({ to: 7, about: 2, result: 'werewolf' });
  });
});

describe('a record with custom events replays to the same game (docs/rules.md, Custom roles)', () => {
  it('a played game’s record, through JSON, folds to the same deaths and winner', () => {
    for (let seed = 0; seed < 10; seed++) {
      const g = playGame(OWL_BOARD, seed);
      const text = JSON.stringify({ board: OWL_BOARD, seats: g.seats, events: g.events });
      const r = replay(JSON.parse(text));
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.state.winner).toBe(g.state.winner);
      expect(r.state.deaths).toEqual(g.state.deaths);
      expect(r.state.roles).toEqual(g.state.roles);
    }
  });
});
