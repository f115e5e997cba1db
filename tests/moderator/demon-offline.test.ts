// The offline demon on the moderator page (house rule demonVersion; Rules Overview 线下版恶魔 "第一夜上帝会告知恶魔哪些是
// 狼人、哪些是神民（不告知具体身份）"): his night-1 call says the board's line, not the online check line, and
// shows the judge which seats to point out to him — the wolves and the gods — in every language.
import { describe, expect, it } from 'vitest';
import { getRole } from '../../lib/catalogue';
import { withTexts } from '../texts';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { stepLines } from '../../lib/moderator/lines';
import { stepView, tellText } from '../../lib/moderator/view';
import { stepText } from '../../lib/order/step-text';
import { resolveRules } from '../../lib/catalogue/rules';
import { lineOf } from '../../lib/script/lines';
import { at } from './helpers';

const board = (demonVersion: 'online' | 'offline'): Board => ({
  players: 12,
  roles: { seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4, werewolf: 3, demon: 1 },
  rules: { sheriff: false, demonVersion },
});
/** 1 seer, 2 witch, 3 hunter, 4 guard (the gods), 5–8 villagers, 9–11 wolves, 12 the demon. */
const SEATS: RoleId[] = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'demon'];
/** Night 1 up to the wolves' kill (the Chinese order, the default): the offline demon's step (records nothing) is called before the witch's. */
const TO_WITCH: GameEvent[] = [
  { type: 'guard', target: 4 },
  { type: 'wolves', target: 5 },
];
const demonStep = getRole('demon').nightSteps.find((s) => s.id === 'demon')!;
const demonTexts = withTexts(demonStep);
const offlineLine = lineOf('step.demon.offline.line');

describe('offline demon lines (demonVersion, seed 000 线下版恶魔)', () => {
  it('says the offline line (no check) for the offline demon and the check line for the online one', () => {
    const off = resolveRules(board('offline').rules);
    const on = resolveRules(board('online').rules);
    const key = { role: 'demon' as const, step: 'demon' as const };
    for (const lang of ['zh-CN', 'zh-TW', 'en'] as const) {
      // Same text as the printed order (lib/order/step-text), so the page and the sheet agree.
      expect(stepLines(key, lang, off).line).toBe(stepText({ role: 'demon', step: demonStep }, off).line[lang]);
      expect(stepLines(key, lang, off).line).toBe(offlineLine[lang]);
      expect(stepLines(key, lang, on).line).not.toBe(offlineLine[lang]);
    }
    expect(stepLines(key, 'en', on).line).toBe(demonTexts.line.en);
    expect(stepLines(key, 'zh-TW', off).line).toMatch(/惡魔請睜眼/);
  });
});

describe('offline demon on night 1 (demonVersion, seed 000 线下版恶魔)', () => {
  it('calls him alone before the witch, with his line and the seats to show him: wolves 9–11, gods 1–4', () => {
    const s = at(TO_WITCH, board('offline'), SEATS);
    expect(s.step.id).toBe('witch');
    const en = stepView(s.state, s.step, s.prev, 'en');
    const called = en.before.find((c) => c.title === 'The demon');
    expect(called).toBeDefined();
    expect(called!.fake).toBe(false);
    expect(called!.line).toBe(offlineLine.en);
    expect(called!.wakes).toContain('Seat 12');
    expect(called!.tells).toEqual([
      'Show Seat 12 which players are wolves (not their cards): Seat 9, Seat 10 and Seat 11',
      'Show Seat 12 which players are gods (not their cards): Seat 1, Seat 2, Seat 3 and Seat 4',
    ]);
    const cn = stepView(s.state, s.step, s.prev, 'zh-CN').before.find((c) => c.title === '恶魔')!;
    expect(cn.line).toBe(offlineLine['zh-CN']);
    expect(cn.tells).toEqual(['向 12号 指出哪些是狼人（不告知具体身份）：9号、10号、11号', '向 12号 指出哪些是神民（不告知具体身份）：1号、2号、3号、4号']);
    const tw = stepView(s.state, s.step, s.prev, 'zh-TW').before.find((c) => c.title === '惡魔')!;
    expect(tw.line).toBe(offlineLine['zh-TW']);
    expect(tw.tells).toEqual(['向 12號 指出哪些是狼人（不告知具體身分）：9號、10號、11號', '向 12號 指出哪些是神民（不告知具體身分）：1號、2號、3號、4號']);
  });

  it('never reads the seats he is shown aloud', () => {
    const s = at(TO_WITCH, board('offline'), SEATS);
    const v = stepView(s.state, s.step, s.prev, 'en');
    const spoken = v.speech.map((u) => u.text).join(' ');
    expect(spoken).toContain(offlineLine.en);
    expect(spoken).not.toMatch(/Seat \d/);
  });

  it('shows the online demon no such list: he wakes with the wolves, who see him among them', () => {
    const s = at([{ type: 'guard', target: 4 }], board('online'), SEATS);
    const v = stepView(s.state, s.step, s.prev, 'en');
    expect(s.step.id).toBe('werewolf');
    expect(v.tells).toEqual(['The wolves Seat 9, Seat 10, Seat 11 and Seat 12 see each other']);
    expect(v.before.flatMap((c) => c.tells)).toEqual([]);
  });

  it('words a gods tell with no gods as nobody rather than a blank', () => {
    expect(tellText({ kind: 'gods', to: [12], seats: [] }, 'en')).toBe('Show Seat 12 which players are gods (not their cards): nobody');
    expect(tellText({ kind: 'gods', to: [12], seats: [] }, 'zh-CN')).toBe('向 12号 指出哪些是神民（不告知具体身份）：无人');
  });
});
