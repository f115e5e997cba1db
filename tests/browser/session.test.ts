// A live game on the page: events through the engine's cached log, undo back to the start, saved after
// every event in the one storage key, several games listed and resumed, and the exported record replaying
// to the same summary (`wolfboard replay`).
import { describe, expect, it } from 'vitest';
import { replay, summary } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { STORAGE_KEY } from '../../lib/browser/prefs';
import { boardCards, cardsLeft, checkHandDeal } from '../../lib/moderator/hand-deal';
import {
  act,
  current,
  dealDone,
  exportText,
  forget,
  metaOf,
  newId,
  open,
  persist,
  recordOf,
  savedGames,
  undoLast,
  withMeta,
  type Session,
} from '../../lib/browser/session';
import { newElection, toggleCandidate } from '../../lib/moderator/sheriff';
import { MemStore, NIGHT1, rec } from '../moderator/helpers';
import { problemEn } from '../texts';

function must(s: ReturnType<typeof act>): Session {
  if (!s.ok) throw new Error(s.error.message);
  return s.session;
}

describe('session', () => {
  it("records events, refuses an illegal one with the engine's reason, and undoes back to the start", () => {
    const o = open('g1', rec([]));
    expect(o.ok).toBe(true);
    let s = (o as { session: Session }).session;
    for (const e of NIGHT1) s = must(act(s, e));
    expect(current(s).phase).toBe('day');
    const bad = act(s, { type: 'guard', target: 3 });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.event).toBe(4);
    s = must(act(s, { type: 'sheriff', seat: 2 }));
    expect(current(s).sheriff).toBe(2);
    for (let i = 0; i < 10; i++) s = undoLast(s);
    expect(current(s).events).toBe(0);
    expect(s.log.record.events).toEqual([]);
    expect(current(s).phase).toBe('night');
  });

  it('opens a record with an illegal event up to just before it, and says which', () => {
    const o = open(
      'g2',
      rec([
        { type: 'guard', target: 5 },
        { type: 'guard', target: 6 },
      ]),
    );
    expect(o.ok).toBe(false);
    expect(!o.ok && o.error.event).toBe(1);
    expect(!o.ok && o.session && current(o.session).events).toBe(1);
  });

  it('saves after every event in the one versioned key, lists several games newest first, and resumes them', () => {
    const store = new MemStore();
    let a = (open('a', rec([])) as { session: Session }).session;
    a = must(act(a, NIGHT1[0]));
    expect(persist(a, store, 1000).ok).toBe(true);
    let b = (open('b', rec([])) as { session: Session }).session;
    b = must(act(b, { type: 'guard', target: null }));
    persist(b, store, 2000);
    a = must(act(a, NIGHT1[1]));
    persist(a, store, 3000);
    expect([...store.map.keys()]).toEqual([STORAGE_KEY]);
    const { games } = savedGames(store);
    expect(games.map((g) => g.id)).toEqual(['a', 'b']);
    expect(games[0].status).toMatchObject({ phase: 'night', night: 1, events: 2 });
    // Resume: the same point of the game.
    const again = open('a', games[0].record);
    expect(again.ok && current(again.session).events).toBe(2);
    expect(again.ok && again.session.log.record.events).toEqual(NIGHT1.slice(0, 2));
    forget('b', store);
    expect(savedGames(store).games.map((g) => g.id)).toEqual(['a']);
  });

  it("keeps the page's data in meta.moderator (the deal's progress, the election draft, options)", () => {
    const r = withMeta(rec([]), { revealed: 3, deal: 'digital', election: { day: 1, draft: toggleCandidate(newElection(), 4) } });
    const m = metaOf(r);
    expect(m.revealed).toBe(3);
    expect(m.deal).toBe('digital');
    expect(m.election?.draft.candidates).toEqual([4]);
    expect(m.settings).toEqual({ cards: false, voice: false, timer: false, seconds: 90 });
    expect(dealDone(r)).toBe(false);
    expect(dealDone(withMeta(r, { revealed: 12 }))).toBe(true);
    // A record from elsewhere has no meta: its deal is done.
    expect(dealDone(rec([]))).toBe(true);
    expect(metaOf(withMeta(rec([]), { settings: { cards: true, voice: true, timer: true, seconds: 5 } })).settings.seconds).toBe(10);
  });

  it("exports the engine's record format, which replays to the same summary (wolfboard replay)", () => {
    let s = (open('x', rec([])) as { session: Session }).session;
    for (const e of [...NIGHT1, { type: 'sheriff' as const, seat: 1 }, { type: 'exile' as const, seat: 3 }, { type: 'shoot' as const, target: 9 }])
      s = must(act(s, e));
    const text = exportText(s);
    const back = JSON.parse(text);
    expect(Object.keys(back).sort()).toEqual(['board', 'events', 'meta', 'seats']);
    const r = replay(back);
    expect(r.ok && summary(r.state)).toEqual(summary(current(s)));
    expect(recordOf(s).meta).toMatchObject({ moderator: { status: { phase: 'night', night: 2 } } });
  });

  it('makes distinct, time-ordered ids', () => {
    expect(newId(1000, 0.1)).not.toBe(newId(1000, 0.2));
    expect(newId(1000, 0.5) < newId(2000, 0.5)).toBe(true);
    expect(newId(1000, 0.5)).toMatch(/^[a-z0-9]+$/);
  });
});

describe("cards dealt by hand (checked by the engine's checkSetup)", () => {
  const board: Board = { players: 8, roles: { werewolf: 2, villager: 6, seer: 1, thief: 1 }, rules: { family: 'langrensha' } };
  it('counts the cards left to place', () => {
    expect(boardCards(board)).toEqual(['villager', 'werewolf', 'seer', 'thief']);
    expect(cardsLeft(board, ['werewolf', 'werewolf', 'villager'], ['seer'])).toMatchObject({ werewolf: 0, villager: 5, seer: 0, thief: 1 });
  });
  it('names the seats still without a card, then accepts a deal that matches the board', () => {
    const seats = ['villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'seer', 'thief'] as const;
    const partial = checkHandDeal(board, [...seats.slice(0, 6), '', ''], ['villager', '']);
    expect(partial).toEqual({ ok: false, missing: [7, 8], missingBottom: true, problems: [] });
    const ok = checkHandDeal(board, [...seats], ['villager', 'villager']);
    expect(ok).toEqual({ ok: true, seats: [...seats], bottom: ['villager', 'villager'] });
  });
  it('refuses two wolves in the bottom (thiefBottomControl, seed 000 §二)', () => {
    const seats = ['villager', 'villager', 'villager', 'villager', 'villager', 'villager', 'seer', 'thief'] as const;
    const r = checkHandDeal(board, [...seats], ['werewolf', 'werewolf']);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems.map(problemEn).join(' ')).toMatch(/two wolves/);
  });
});

describe('what a reload keeps', () => {
  it('keeps ballots being entered for the vote they belong to, and drops anything malformed', async () => {
    const { ballotsAt, readBallots, tapsAt } = await import('../../lib/browser/session');
    const r = withMeta(rec([...NIGHT1]), { ballots: { events: 4, of: 'vote', round: 0, ballots: { 1: 9, 2: null } }, beat: { events: 4, taps: 2 } });
    const back = JSON.parse(JSON.stringify(r));
    const m = metaOf(back);
    expect(ballotsAt(m, 4, 'vote', 0)).toEqual({ 1: 9, 2: null });
    expect(ballotsAt(m, 5, 'vote', 0)).toEqual({});
    expect(ballotsAt(m, 4, 'vote', 1)).toEqual({});
    expect(ballotsAt(m, 4, 'election', 0)).toEqual({});
    expect(tapsAt(m, 4)).toBe(2);
    expect(tapsAt(m, 5)).toBe(0);
    expect(readBallots({ events: 4, of: 'vote', round: 0, ballots: { 13: 1 } }, 12)).toBeNull();
    expect(readBallots({ events: 4, of: 'vote', round: 0, ballots: { 1: 'x' } }, 12)).toBeNull();
    expect(readBallots({ events: -1, of: 'vote', round: 0, ballots: {} }, 12)).toBeNull();
  });

  it('keeps what is being entered (seats tapped, the ballot target, the vote mode) for the point of the game it belongs to', async () => {
    const { entryAt, readEntry } = await import('../../lib/browser/session');
    const r = withMeta(rec([...NIGHT1]), { entry: { events: 4, seats: [3], target: null, mode: 'outcome', out: 9 } });
    const m = metaOf(JSON.parse(JSON.stringify(r)));
    expect(entryAt(m, 4)).toEqual({ seats: [3], target: null, mode: 'outcome', out: 9 });
    expect(entryAt(m, 5)).toEqual({});
    // Each part that does not fit is dropped alone; the rest is kept.
    expect(readEntry({ events: 4, seats: [13], target: 2, mode: 'x', out: 'y' }, 12)).toEqual({ events: 4, target: 2 });
    expect(readEntry({ events: -1, seats: [1] }, 12)).toBeNull();
  });

  it('resumes the last game left open that is not over', async () => {
    const { resumable } = await import('../../lib/browser/session');
    const g = (id: string, savedAt: string, open: boolean, phase: 'night' | 'over') => ({
      id,
      savedAt,
      record: withMeta(rec([]), { open }),
      status: { phase, night: 1, day: 0, winner: null, events: 0 },
      rev: 1,
    });
    expect(
      resumable([
        g('a', '2026-01-01', true, 'night'),
        g('b', '2026-01-02', true, 'night'),
        g('c', '2026-01-03', false, 'night'),
        g('d', '2026-01-04', true, 'over'),
      ])?.id,
    ).toBe('b');
    expect(resumable([g('c', '2026-01-03', false, 'night')])).toBeNull();
  });
});
