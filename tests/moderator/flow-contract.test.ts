// The declared flow's contract with the engine (docs/architecture.md, "The flow"), over every scenario record
// and seeded random games on every preset: (a) the beat that waits names exactly the event types the engine
// accepts next, and the event recorded next is one of them; (b) no night step's spoken words name a seat (what
// the judge shows by gesture — an answer, a victim — stays in `shows`); (c) last words are called in seat
// order; (d) every death the engine makes is said in some beat's words or seats.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextStep, playGame, replay } from '../../lib/engine';
import { parseRecord } from '../../lib/engine/replay';
import type { GameEvent, GameRecord, GameState } from '../../lib/engine/types';
import { beatsOf, currentBeats } from '../../lib/moderator/beats';
import { PRESETS } from '../../lib/catalogue/presets';

// 70 games a preset: over the 29 presets, more than 2,000 games.
const PER_PRESET = 70;
const DIR = join(import.meta.dirname, '..', 'records');

function records(): [string, GameRecord][] {
  const out: [string, GameRecord][] = [];
  for (const f of readdirSync(DIR)) {
    if (!f.endsWith('.json') || f.endsWith('.expect.json')) continue;
    const p = parseRecord(JSON.parse(readFileSync(join(DIR, f), 'utf8')));
    if (p.ok) out.push([f, p.record]);
  }
  return out;
}

interface Checked {
  states: number;
}

/** Checks (a)–(d) on one replayed game; returns how many states it checked. */
function check(name: string, record: GameRecord, states: readonly GameState[]): Checked {
  const events = record.events as GameEvent[];
  for (let i = 0; i < states.length; i++) {
    const log = { states: states.slice(0, i + 1), record: { events: events.slice(0, i) } };
    const beats = currentBeats(log, 'en');
    const wait = beats.at(-1)!;
    const step = nextStep(states[i]);
    if (step.kind === 'over') {
      expect(wait.kind, name).toBe('end');
      continue;
    }
    // (a) what the engine accepts, and nothing else.
    expect(new Set(wait.accepts), `${name} @${i}`).toEqual(new Set([step.event!, ...step.alsoAccepts]));
    expect(wait.waitsFor, `${name} @${i}`).toBe(step.event);
    for (const b of beats) for (const t of b.offers) expect(wait.accepts, `${name} @${i} offers`).toContain(t);
    const next = events[i];
    if (next) expect(wait.accepts, `${name} @${i} next event`).toContain(next.type);
  }
  const all = beatsOf({ states, record: { events } }, 'en');
  for (const b of all) {
    // (b) a night step's words name nobody: every seat is shown by gesture.
    if (b.kind === 'step') for (const u of b.speech) expect(u.text, `${name}: ${b.title}`).not.toMatch(/Seat \d+/);
    // (c) seat order.
    if (b.kind === 'lastWords') expect(b.seats, name).toEqual([...b.seats].sort((x, y) => x - y));
  }
  // (d) every death is said: its seat is among the seats of a beat that says it.
  const last = states.at(-1)!;
  const said = new Set(all.filter((b) => b.kind === 'announce' || b.kind === 'exile' || b.kind === 'end').flatMap((b) => b.seats));
  const dayOver = last.phase === 'over';
  for (const d of last.deaths) {
    // The night's deaths of a game that ended at that dawn are in the end's words, not announced.
    if (dayOver && d.n === last.day) continue;
    // The election before the deaths still running: not yet announced.
    if (last.phase === 'day' && last.stage === 'election' && d.time === 'night' && d.n === last.day) continue;
    expect(said.has(d.seat), `${name}: death of ${d.seat} (${d.cause}) said`).toBe(true);
  }
  return { states: states.length };
}

describe('the flow and the engine agree', { timeout: 180_000 }, () => {
  it('on every scenario record: waiting beats accept what the engine accepts; no seat spoken at night; last words in seat order; every death said', () => {
    let n = 0;
    let games = 0;
    for (const [name, record] of records()) {
      const r = replay(record, { keepStates: true });
      if (!r.ok) continue;
      n += check(name, record, r.states!).states;
      games++;
    }
    expect(games).toBeGreaterThan(400);
    expect(n).toBeGreaterThan(3000);
  });

  it('on 2,030 seeded random games over every preset', () => {
    let games = 0;
    for (const p of PRESETS) {
      for (let k = 0; k < PER_PRESET; k++) {
        const g = playGame(p.board, `flow/${p.id}/${k}`);
        const record: GameRecord = { board: p.board, seats: g.seats, ...(g.bottom ? { bottom: g.bottom } : {}), events: g.events };
        const r = replay(record, { keepStates: true });
        expect(r.ok, p.id).toBe(true);
        if (r.ok) check(`${p.id}#${k}`, record, r.states!);
        games++;
      }
    }
    expect(games).toBeGreaterThanOrEqual(2000);
  });
});
