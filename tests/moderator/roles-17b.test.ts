// The moderator's words for the spirit knight, the cursed fox, the mixed blood and the hidden wolf (docs/rules.md,
// their sections): the idol's seat picker and record, the hidden wolf's night-1 briefing, the silent deaths at
// dawn (a reflection, the fox's check) and the cursed fox's win on the end screen — from real engine states.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, replay } from '../../lib/engine';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { currentBeats, sideLines, winnerText, winWhy } from '../../lib/moderator/beats';
import { causeText, timeline } from '../../lib/moderator/timeline';
import { stepView } from '../../lib/moderator/view';
import { getPreset } from '../../lib/catalogue/presets';
import { at, log } from './helpers';

const board = (id: string): Board => ({ ...getPreset(id)!.board, rules: { family: 'langrensha', nightOrder: 'chinese' } });
const custom = (roles: Board['roles']): Board => ({ players: 12, roles, rules: { family: 'langrensha', nightOrder: 'chinese' } });
const seatsOf = (b: Board) => Object.entries(b.roles).flatMap(([r, n]) => Array<RoleId>(n ?? 0).fill(r as RoleId));

describe('the spirit knight, cursed fox, mixed blood and hidden wolf on the moderator page', () => {
  it('asks the mixed blood for his idol first on night 1, with a seat picker that refuses himself, and records it', () => {
    const MB = board('yu-nv-lie-bai-hun');
    const seats = seatsOf(MB); // wolves 1–4, villagers 5–7, mixed blood 8, seer 9, witch 10, hunter 11, idiot 12
    const s = at([], MB, seats);
    expect(s.step.id).toBe('mixedBlood');
    expect(s.step.records).toBe('seat');
    expect(s.step.noneOk).toBe(false);
    expect(s.step.targets.find((o) => o.seat === 8)).toMatchObject({ ok: false, reason: 'self' });
    const v = stepView(s.state, s.step, s.prev, 'en');
    expect(v.title).toBe('The mixed blood');
    expect(v.line).toBe('Mixed blood, open your eyes. Whom do you choose as your idol?');
    expect(timeline(log([{ type: 'mixedBlood', idol: 9 }], MB, seats), 'en').map((e) => e.text)).toEqual(["Mixed blood's idol: Seat 9"]);
    expect(timeline(log([{ type: 'mixedBlood', idol: 9 }], MB, seats), 'zh-TW').map((e) => e.text)).toEqual(['混血兒的榜樣：9號']);
  });

  it('calls the hidden wolf after the wolves on night 1 and shows him the wolves, recording nothing', () => {
    const HW = custom({ werewolf: 3, hiddenWolf: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 });
    const seats = seatsOf(HW); // wolves 1–3, hidden wolf 4, villagers 5–8, seer 9, witch 10, hunter 11, guard 12
    const s = at(
      [
        { type: 'guard', target: 5 },
        { type: 'wolves', target: 6 },
      ],
      HW,
      seats,
    );
    expect(s.step.id).toBe('witch');
    const before = stepView(s.state, s.step, s.prev, 'en').before;
    expect(before.map((c) => [c.title, c.wakes, c.tells])).toEqual([
      ['The hidden wolf', 'Wakes: Seat 4', ['Show Seat 4 which players are wolves (not their cards): Seat 1, Seat 2 and Seat 3']],
    ]);
  });

  it('announces a reflected seer and a checked cursed fox by seat only, as any other night death', () => {
    const SK = board('e-ling-qi-shi-shou-wei');
    const sk = seatsOf(SK); // wolves 1–3, spirit knight 4, villagers 5–8, seer 9, witch 10, hunter 11, guard 12
    const n1: GameEvent[] = [{ type: 'guard', target: 5 }, { type: 'wolves', target: 6 }, { type: 'witch' }, { type: 'seer', target: 4 }];
    const k = at(n1, SK, sk);
    // The seer is told wolf, and nothing says the reflection will fire.
    expect(stepView(k.state, k.step, k.prev, 'en').answer).toBe('Show the seer (Seat 9): Seat 4 is 👎 a wolf');
    const dawn = currentBeats(log([...n1, { type: 'sheriff', seat: null }], SK, sk), 'en').find((b) => b.kind === 'announce');
    expect(dawn?.lines).toEqual(['There is no sheriff.', 'Last night, Seat 6 and Seat 9 died.']);
    expect(causeText('reflect', 'en')).not.toBe(causeText('wolves', 'en'));

    const FX = custom({ werewolf: 3, cursedFox: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 });
    const fx = seatsOf(FX); // wolves 1–3, cursed fox 4, …
    const f1: GameEvent[] = [{ type: 'guard', target: 5 }, { type: 'wolves', target: 6 }, { type: 'witch' }, { type: 'seer', target: 4 }];
    const f = at(f1, FX, fx);
    expect(stepView(f.state, f.step, f.prev, 'en').answer).toBe('Show the seer (Seat 9): Seat 4 is 👍 good');
    const fdawn = currentBeats(log([...f1, { type: 'sheriff', seat: null }], FX, fx), 'en').find((b) => b.kind === 'announce');
    expect(fdawn?.lines).toEqual(['There is no sheriff.', 'Last night, Seat 4 and Seat 6 died.']);
  });

  it('names the cursed fox as the winner and why, in the three languages (record cursed-fox-steals-village-win)', () => {
    const text = readFileSync(join(import.meta.dirname, '..', 'records', 'cursed-fox-steals-village-win.json'), 'utf8');
    const parsed = parseRecord(JSON.parse(text));
    if (!parsed.ok) throw new Error('record does not parse');
    const r = replay(parsed.record);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.winner).toBe('cursedFox');
    expect(winnerText(r.state, 'en')).toBe('The cursed fox wins');
    expect(winnerText(r.state, 'zh-CN')).toBe('咒狐胜利');
    expect(winnerText(r.state, 'zh-TW')).toBe('咒狐勝利');
    expect(winWhy(r.state, 'en')).toBe("A side's win condition was met while the cursed fox was alive (or as he died): he wins alone.");
  });

  it("says at the end whether the mixed blood won with his idol's side (record mixed-blood-wolf-idol-village-wins)", () => {
    const text = readFileSync(join(import.meta.dirname, '..', 'records', 'mixed-blood-wolf-idol-village-wins.json'), 'utf8');
    const parsed = parseRecord(JSON.parse(text));
    if (!parsed.ok) throw new Error('record does not parse');
    const r = replay(parsed.record);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.winner).toBe('village');
    // His idol was a werewolf: he plays for the wolves and loses with them although he is alive.
    expect(sideLines(r.state, 'en')).toEqual(["Seat 7 (Mixed Blood) plays for the wolves' side: he loses with it."]);
    expect(sideLines(r.state, 'zh-CN')).toEqual(['7号（混血儿）属于狼人阵营：随之落败。']);
    const won = parseRecord(JSON.parse(readFileSync(join(import.meta.dirname, '..', 'records', 'mixed-blood-side-kill-must-die.json'), 'utf8')));
    if (!won.ok) throw new Error('record does not parse');
    const w = replay(won.record);
    if (!w.ok) throw new Error(w.error.message);
    // His idol was the seer and the wolves won: he loses; the words follow the game's winner.
    expect(w.state.winner).toBe('wolves');
    expect(sideLines(w.state, 'en')).toEqual(['Seat 7 (Mixed Blood) plays for the village side: he loses with it.']);
    const good = parseRecord(JSON.parse(readFileSync(join(import.meta.dirname, '..', 'records', 'mixed-blood-good-idol-wins-with-village.json'), 'utf8')));
    if (!good.ok) throw new Error('record does not parse');
    const g = replay(good.record);
    if (!g.ok) throw new Error(g.error.message);
    expect(sideLines(g.state, 'zh-TW')).toEqual(['7號（混血兒）屬於好人陣營：隨之獲勝。']);
  });
});
