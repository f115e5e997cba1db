// The judge's page runs custom cards (docs/rules.md, Custom roles): a custom step is called with its card's own
// inline words in each language, its answer worded as the catalogue answer of its kind with the card named, its
// event told in the timeline; a record of a game with custom cards is told the same folded or whole.
import { describe, expect, it } from 'vitest';
import { apply, newGame, nextStep, playGame, replay, startLog, type GameEvent, type GameState } from '../../lib/engine';
import type { CardId } from '../../lib/catalogue/card-role';
import type { GameRecord } from '../../lib/engine/types';
import { beatsOf, eachRecordBeat } from '../../lib/moderator/beats';
import { timeline } from '../../lib/moderator/timeline';
import { stepView } from '../../lib/moderator/view';
import { OWL_BOARD } from '../engine/custom-boards';

const OWL: CardId = 'custom:nightOwl';
const WATCH: CardId = 'custom:nightWatch';
const SEATS: CardId[] = ['werewolf', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'witch', OWL, WATCH];

function ok(s: GameState, e: GameEvent): GameState {
  const r = apply(s, e);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Night 1 up to the owl's step: the wolves kill 5, the watch guards 4, the witch does nothing. */
function atOwl(): GameState {
  const g = newGame(OWL_BOARD, SEATS);
  if (!g.ok) throw new Error('setup');
  // The watch wakes after the guard, who is not on the board: at the guard's own place, before the wolves.
  let s = ok(g.state, { type: WATCH, target: 4 } as unknown as GameEvent);
  s = ok(s, { type: 'wolves', target: 5 } as GameEvent);
  return ok(s, { type: 'witch' } as GameEvent);
}

describe('a custom step on the judge’s page (docs/rules.md, Custom roles)', () => {
  it('is called by its card’s name with its own lines, in English and in Chinese', () => {
    const s = atOwl();
    const step = nextStep(s);
    expect(step.id).toBe(OWL);
    const en = stepView(s, step, null, 'en');
    expect(en.title).toBe('Night Owl');
    expect(en.line).toBe('Night owl, wake up and point at a player.');
    const zh = stepView(s, step, null, 'zh-CN');
    expect(zh.title).toBe('夜枭');
    expect(zh.line).toBe('夜枭请睁眼，请选择要查验的玩家');
    // No zh-TW words: the page falls back to another language's rather than show nothing.
    expect(stepView(s, step, null, 'zh-TW').line).not.toBe('');
  });

  it('its answer names the card seen, a custom card by its own name', () => {
    const s = ok(atOwl(), { type: OWL, target: 9 } as unknown as GameEvent);
    const view = stepView(s, nextStep(s), null, 'en');
    expect(view.answer).toContain('Night Watch');
    // Shown to the card that asked by the name its organizer gave it, not the psychic's whose answer it gives.
    expect(view.answer).toBe('Show the Night Owl (Seat 8): Seat 9 is Night Watch');
    expect(view.answer).not.toMatch(/psychic/i);
    expect(stepView(s, nextStep(s), null, 'zh-CN').answer).toContain('巡夜人');
  });

  it('its event is told in the timeline with its card’s name and the seat chosen', () => {
    const s = ok(atOwl(), { type: OWL, target: 9 } as unknown as GameEvent);
    const record: GameRecord = { board: OWL_BOARD, seats: SEATS, events: [] };
    const events = [{ type: WATCH, target: 4 }, { type: 'wolves', target: 5 }, { type: 'witch' }, { type: OWL, target: 9 }] as unknown as GameEvent[];
    const started = startLog({ ...record, events });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const lines = timeline(started.log, 'en').map((x) => x.text);
    expect(lines[0]).toContain('Night Watch');
    expect(lines[3]).toContain('Night Owl');
    expect(s.answer).toMatchObject({ result: WATCH });
  });
});

describe('a record with custom cards is told the same folded as a whole (docs/rules.md, Custom roles)', () => {
  it('seeded games of the owl and watch board, in every language', () => {
    for (let seed = 0; seed < 4; seed++) {
      const g = playGame(OWL_BOARD, seed);
      const record: GameRecord = { board: OWL_BOARD, seats: g.seats, events: g.events };
      const r = replay(record, { keepStates: true });
      expect(r.ok).toBe(true);
      for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) {
        const whole = beatsOf({ states: r.states!, record }, lang);
        expect([...eachRecordBeat(record, lang)]).toEqual(whole);
        expect(whole.some((b) => b.title === (lang === 'en' || lang === 'zh-TW' ? 'Night Owl' : '夜枭'))).toBe(true);
      }
    }
  });
});
