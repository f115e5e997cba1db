// The demon's steps per demonVersion (Basic Rules 恶魔: 《PandaKill》版 vs 线下版) and the other house rules the
// engine added, as the wake order shows them.
import { describe, it, expect } from 'vitest';
import type { Board } from '../../lib/generated/board';
import { generateOrder } from '../../lib/order/generate';
import { logColumns, wakeRows } from '../../lib/order/sheet';
import type { PlanStep } from '../../lib/order/types';
import { EVERY_ROLE, ids } from './boards';

const withRules = (b: Board, rules: Board['rules']): Board => ({ ...b, rules: { ...b.rules, ...rules } });
const step = (steps: PlanStep[], id: string) => steps.find((s) => s.id === id) as PlanStep;
const text = (s: PlanStep) => [s.line.en, ...s.rules.map((l) => l.en)].join('\n');

/** 12 players with the demon among three wolf cards (Basic Rules role list). */
const DEMON_12: Board = {
  name: 'demon',
  players: 12,
  roles: { werewolf: 2, demon: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1, idiot: 1 },
};

describe('demonVersion online (PandaKill, seed 000): wakes with the wolves, checks a god every night', () => {
  const p = generateOrder(withRules(DEMON_12, { demonVersion: 'online' }));

  it("opens his eyes at the wolves' step and has his own check step every night", () => {
    expect(step(p.firstNight, 'werewolf').roles).toEqual(['werewolf', 'demon']);
    expect(step(p.firstNight, 'werewolf').takesOver).toEqual([]);
    expect(ids(p.otherNights)).toContain('demon');
    expect(step(p.firstNight, 'demon')).toMatchObject({ nights: 'every', records: 'seat' });
    expect(step(p.firstNight, 'demon').line.en).toMatch(/whether that player is a god/);
  });

  it('the steps say the online version only', () => {
    expect(text(step(p.firstNight, 'werewolf'))).toMatch(/online version\) opens his eyes with the wolves/);
    expect(text(step(p.firstNight, 'demon'))).toMatch(/^Online version/m);
    expect(text(step(p.firstNight, 'demon'))).not.toMatch(/Offline/);
  });
});

describe('demonVersion offline (seed 000 线下版恶魔): night-1 wake, no check, takes over the kill', () => {
  const p = generateOrder(withRules(DEMON_12, { demonVersion: 'offline' }));

  it('his step is night 1 only and records nothing ("第一夜上帝会告知恶魔哪些是狼人、哪些是神民")', () => {
    expect(ids(p.firstNight)).toContain('demon');
    expect(ids(p.otherNights)).not.toContain('demon');
    const d = step(p.firstNight, 'demon');
    expect(d).toMatchObject({ nights: 'first', records: 'none' });
    expect(d.line.en).toMatch(/which players are wolves and which are gods/);
    expect(d.line['zh-CN']).toMatch(/哪些玩家是狼人、哪些是神/);
    expect(d.source).toMatch(/线下版/);
    expect(text(d)).not.toMatch(/check one player/);
  });

  it('does not open his eyes with the wolves but takes their step over ("一旦狼人死光，恶魔即获得睁眼杀人的能力")', () => {
    const w = step(p.firstNight, 'werewolf');
    expect(w.roles).toEqual(['werewolf']);
    expect(w.takesOver).toEqual(['demon']);
    expect(step(p.otherNights, 'werewolf').takesOver).toEqual(['demon']);
    expect(text(w)).toMatch(/does not wake with the wolves[\s\S]*wakes at this step and makes the kill/);
  });

  it("the wolves' step stays when the demon is the only wolf card", () => {
    const lone = generateOrder({ players: 8, roles: { demon: 1, villager: 5, seer: 1, witch: 1 }, rules: { demonVersion: 'offline' } });
    expect(step(lone.firstNight, 'werewolf')).toMatchObject({ roles: [], takesOver: ['demon'] });
    expect(ids(lone.otherNights)).toEqual(['dusk', 'werewolf', 'witch', 'seer', 'dawn']);
  });

  it('the printed sheet: a tick box on night 1 only, and no log column for his step', () => {
    const row = wakeRows(p).find((r) => r.id === 'demon');
    expect(row?.nights).toEqual([true, false, false, false, false, false]);
    const cols = logColumns(p);
    expect([...cols.firstOnly, ...cols.nightly].map((c) => c.id)).not.toContain('demon');
    expect(logColumns(generateOrder(DEMON_12)).nightly.map((c) => c.id)).toContain('demon');
  });

  it("a demon card that may lie in the thief's bottom is still faked on night 1 (docs/rules.md, The night and the wake orders)", () => {
    const b: Board = {
      players: 9,
      roles: { werewolf: 1, demon: 1, villager: 5, seer: 1, thief: 1, witch: 1 },
      rules: { demonVersion: 'offline', thiefBottomControl: false },
    };
    expect(step(generateOrder(b).firstNight, 'demon').absent).toMatchObject({ bottom: true, handling: 'callAnyway' });
  });
});

describe('elderAntidote at the witch\'s step (docs/rules.md, Contradictions and unclear points in the sources; seed 000, 002 "只能救活一条命")', () => {
  const witch = (rules: Board['rules'], b: Board = EVERY_ROLE) => text(step(generateOrder(withRules(b, rules)).firstNight, 'witch'));

  it('says what the antidote does for the attacked elder, per the rule', () => {
    expect(witch({ elderAntidote: 'spareLifeUsed' })).toMatch(/attack still costs a life and the antidote revives only one/);
    expect(witch({ elderAntidote: 'attackCancelled' })).toMatch(/the attack is cancelled/);
  });

  it('with a guard and 同守同救 the attack on the elder lands whatever the rule (docs/engine-choices.md §5.2)', () => {
    expect(witch({ elderAntidote: 'attackCancelled', guardAndAntidoteCancel: true })).toMatch(
      /both guarded and saved, “Guard \+ antidote \(同守同救\)” applies/,
    );
    expect(witch({ elderAntidote: 'attackCancelled', guardAndAntidoteCancel: false })).not.toMatch(/both guarded and saved/);
  });

  it('says nothing about the elder on a board without him', () => {
    const noElder: Board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
    expect(witch({}, noElder)).not.toMatch(/elder/);
  });
});
