// The netease family's house rules (docs/rules.md, The netease family): each key played under its
// langrensha default (today's behaviour) and its netease value, on a small deal, so a key the engine ignored
// would fail here.
import { describe, it, expect } from 'vitest';
import { apply, newGame, nextStep, type GameEvent, type GameState } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import type { HouseRules } from '../../lib/generated/rules';
import type { RoleId } from '../../lib/catalogue/roles';

function start(roles: Board['roles'], seats: RoleId[], rules: HouseRules): GameState {
  const g = newGame({ players: seats.length, roles, rules }, seats);
  if (!g.ok) throw new Error(JSON.stringify(g.problems));
  return g.state;
}

function play(from: GameState, events: GameEvent[]): GameState {
  let s = from;
  for (const e of events) {
    const r = apply(s, e);
    if (!r.ok) throw new Error(`${JSON.stringify(e)}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

const deathOf = (s: GameState, seat: number) => s.deaths.find((d) => d.seat === seat);

describe('whiteWolfKingTargetLastWords (LangRenShaFaGuan 流程: 白天出局的玩家，除非被特殊技能带走，正常情况下都有遗言)', () => {
  // 1 white wolf king, 2–3 werewolves, 4 seer, 5 witch, 6 hunter, 7 guard, 8–9 villagers.
  const roles = { whiteWolfKing: 1, werewolf: 2, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 2 };
  const seats: RoleId[] = ['whiteWolfKing', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager'];
  const night1: GameEvent[] = [{ type: 'guard', target: null }, { type: 'wolves', target: 8 }, { type: 'witch' }, { type: 'seer', target: 2 }];
  const day1 = (rules: HouseRules) => play(start(roles, seats, { sheriff: false, ...rules }), [...night1, { type: 'selfDestruct', seat: 1, target: 4 }]);

  it('langrensha: the taken seer speaks last words (a day death)', () => {
    expect(deathOf(day1({}), 4)).toMatchObject({ cause: 'whiteWolfKing', lastWords: true });
  });
  it('netease: the taken seer has none', () => {
    expect(deathOf(day1({ family: 'netease' }), 4)).toMatchObject({ cause: 'whiteWolfKing', lastWords: false });
    expect(deathOf(day1({ whiteWolfKingTargetLastWords: false }), 4)?.lastWords).toBe(false);
  });
});

describe('shotChains (CurtisYan 板子大全: 被带走的角色可按其技能规则继续发动技能)', () => {
  // 1 wolf king, 2–3 werewolves, 4 seer, 5 witch, 6 hunter, 7 guard, 8–9 villagers.
  const roles = { wolfKing: 1, werewolf: 2, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 2 };
  const seats: RoleId[] = ['wolfKing', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager'];
  // The wolves kill their own king; at dawn he shoots the hunter.
  const kingShootsHunter = (rules: HouseRules) =>
    play(start(roles, seats, { sheriff: false, ...rules }), [
      { type: 'guard', target: null },
      { type: 'wolves', target: 1 },
      { type: 'witch' },
      { type: 'seer', target: 2 },
      { type: 'shoot', target: 6 },
    ]);

  it('langrensha: the hunter shot by the wolf king does not shoot', () => {
    const s = kingShootsHunter({});
    expect(deathOf(s, 6)?.cause).toBe('shot');
    expect(s.pending).toEqual([]);
    expect(nextStep(s).kind).toBe('vote');
  });
  it('netease: the hunter shot by the wolf king shoots in turn', () => {
    const s = kingShootsHunter({ family: 'netease' });
    expect(s.pending).toEqual([{ kind: 'shoot', seat: 6 }]);
    const after = play(s, [{ type: 'shoot', target: 2 }]);
    expect(deathOf(after, 2)).toMatchObject({ cause: 'shot', time: 'night' });
  });
  it('shotChains alone does it; the wolf king shot by the hunter keeps wolfKingShootsWhenShot', () => {
    expect(kingShootsHunter({ shotChains: true }).pending).toEqual([{ kind: 'shoot', seat: 6 }]);
    // The hunter killed by the wolves shoots the wolf king: off, the king does not shoot back even with shotChains.
    const hunterFirst = (rules: HouseRules) =>
      play(start(roles, seats, { sheriff: false, ...rules }), [
        { type: 'guard', target: null },
        { type: 'wolves', target: 6 },
        { type: 'witch' },
        { type: 'seer', target: 2 },
        { type: 'shoot', target: 1 },
      ]).pending;
    expect(hunterFirst({ family: 'netease' })).toEqual([{ kind: 'shoot', seat: 1 }]);
    expect(hunterFirst({ family: 'netease', wolfKingShootsWhenShot: false })).toEqual([]);
  });

  // The white wolf king takes the hunter (CurtisYan 板子大全: 猎人被白狼王自爆带走时，可以继续发动猎人技能).
  const wwk = { whiteWolfKing: 1, werewolf: 2, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 2 };
  const wwkSeats: RoleId[] = ['whiteWolfKing', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager'];
  const takesHunter = (rules: HouseRules) =>
    play(start(wwk, wwkSeats, { sheriff: false, ...rules }), [
      { type: 'guard', target: null },
      { type: 'wolves', target: 8 },
      { type: 'witch' },
      { type: 'seer', target: 2 },
      { type: 'selfDestruct', seat: 1, target: 6 },
    ]);
  it('the hunter taken by the white wolf king: no shot in langrensha, a shot in netease', () => {
    expect(takesHunter({}).pending).toEqual([]);
    expect(takesHunter({ family: 'netease' }).pending).toEqual([{ kind: 'shoot', seat: 6 }]);
  });
});

describe('wolfBeautyNightDeathTakesCharmed (CurtisYan 角色描述与QA 狼美人: 狼美人出局时，被魅惑的玩家跟随出局; olveryu wolfQueen)', () => {
  // 1 wolf beauty, 2–3 werewolves, 4 seer, 5 witch, 6 knight, 7 guard, 8–9 villagers.
  const roles = { wolfBeauty: 1, werewolf: 2, seer: 1, witch: 1, knight: 1, guard: 1, villager: 2 };
  const seats: RoleId[] = ['wolfBeauty', 'werewolf', 'werewolf', 'seer', 'witch', 'knight', 'guard', 'villager', 'villager'];
  // She charms seat 9; the witch poisons her: she dies at dawn of the poison.
  const poisoned = (rules: HouseRules) =>
    play(start(roles, seats, { sheriff: false, ...rules }), [
      { type: 'guard', target: null },
      { type: 'wolves', target: 8 },
      { type: 'wolfBeauty', target: 9 },
      { type: 'witch', poison: 1 },
      { type: 'seer', target: 2 },
    ]);

  it('langrensha: poisoned at night she takes nobody (Rules Overview 狼美人 "白天死亡时")', () => {
    const s = poisoned({});
    expect(deathOf(s, 1)?.cause).toBe('poison');
    expect(deathOf(s, 9)).toBeUndefined();
  });
  it('netease: poisoned at night she takes the charmed, a night death of the same dawn', () => {
    for (const rules of [{ family: 'netease' }, { wolfBeautyNightDeathTakesCharmed: true }] as HouseRules[]) {
      const s = poisoned(rules);
      expect(deathOf(s, 9)).toMatchObject({ cause: 'wolfBeauty', time: 'night', n: 1 });
      expect(s.alive[8]).toBe(false);
    }
  });
  it('netease: a knight duelling her still takes nobody (CurtisYan: 狼美人因骑士决斗出局时不能发动魅惑技能)', () => {
    const s = play(start(roles, seats, { sheriff: false, family: 'netease' }), [
      { type: 'guard', target: null },
      { type: 'wolves', target: 8 },
      { type: 'wolfBeauty', target: 9 },
      { type: 'witch' },
      { type: 'seer', target: 2 },
      { type: 'duel', target: 1 },
    ]);
    expect(deathOf(s, 1)?.cause).toBe('duel');
    expect(deathOf(s, 9)).toBeUndefined();
  });
});

describe('hunterNightStatus (olveryu hunterConfirm: the hunter is shown after the witch whether he may shoot)', () => {
  // 1–3 werewolves, 4 seer, 5 witch, 6 hunter, 7 guard, 8–9 villagers.
  const roles = { werewolf: 3, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 2 };
  const seats: RoleId[] = ['werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager'];
  const afterWitch = (rules: HouseRules, witch: GameEvent) =>
    nextStep(play(start(roles, seats, { sheriff: false, ...rules }), [{ type: 'guard', target: null }, { type: 'wolves', target: 6 }, witch]));
  const hunterCall = (rules: HouseRules, witch: GameEvent) => afterWitch(rules, witch).before.find((c) => c.id === 'hunter');

  it('langrensha: the hunter never wakes at night', () => {
    expect(afterWitch({}, { type: 'witch' }).before).toEqual([]);
  });
  it('netease: killed by the wolves he is shown 👍; poisoned, 👎; the step records nothing', () => {
    const call = hunterCall({ family: 'netease' }, { type: 'witch' });
    expect(call).toMatchObject({ fake: false, wakes: [6], tell: [{ kind: 'shootStatus', to: [6], ok: true }] });
    const s = play(start(roles, seats, { sheriff: false, family: 'netease' }), [
      { type: 'guard', target: null },
      { type: 'wolves', target: 8 },
      { type: 'witch', poison: 6 },
    ]);
    expect(nextStep(s).before.find((c) => c.id === 'hunter')?.tell).toEqual([{ kind: 'shootStatus', to: [6], ok: false }]);
    // Called before the seer's step: nothing is recorded at his.
    expect(nextStep(s)).toMatchObject({ kind: 'night', id: 'seer' });
  });
  it('hunterShootsWhenPoisoned on: poisoned he is shown 👍', () => {
    const s = play(start(roles, seats, { sheriff: false, hunterNightStatus: true, hunterShootsWhenPoisoned: true }), [
      { type: 'guard', target: null },
      { type: 'wolves', target: 8 },
      { type: 'witch', poison: 6 },
    ]);
    expect(nextStep(s).before.find((c) => c.id === 'hunter')?.tell).toEqual([{ kind: 'shootStatus', to: [6], ok: true }]);
  });
});

describe('revealedIdiotBadge (CurtisYan 角色描述与QA 愚者: 随后继续发表出局发言，并移交或取消警徽；也不能成为移交警徽的目标)', () => {
  // 1–3 werewolves, 4 seer, 5 witch, 6 idiot, 7 guard, 8–9 villagers.
  const roles = { werewolf: 3, seer: 1, witch: 1, idiot: 1, guard: 1, villager: 2 };
  const seats: RoleId[] = ['werewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'idiot', 'guard', 'villager', 'villager'];
  const night1: GameEvent[] = [{ type: 'guard', target: null }, { type: 'wolves', target: 8 }, { type: 'witch' }, { type: 'seer', target: 2 }];
  // The idiot is elected, then exiled by the vote: he reveals.
  const reveals = (rules: HouseRules) => play(start(roles, seats, rules), [...night1, { type: 'sheriff', seat: 6 }, { type: 'exile', seat: 6 }]);

  it('langrensha: the revealed idiot sheriff keeps the badge; night falls', () => {
    const s = reveals({});
    expect(s.sheriff).toBe(6);
    expect(s.pending).toEqual([]);
    expect(s.phase).toBe('night');
  });
  it('netease: he gives the badge up as a dying sheriff does (pass or tear), alive', () => {
    const s = reveals({ family: 'netease' });
    expect(s.alive[5]).toBe(true);
    expect(s.sheriff).toBe(0);
    expect(s.pending).toEqual([{ kind: 'badge', seat: 6 }]);
    expect(nextStep(s).targets.find((t) => t.seat === 6)).toMatchObject({ ok: false, reason: 'self' });
    expect(play(s, [{ type: 'badge', to: 4 }]).sheriff).toBe(4);
    expect(play(s, [{ type: 'badge', to: null }]).sheriff).toBe(0);
  });
  it('netease: a revealed idiot cannot receive the badge, passed or elected', () => {
    const rules: HouseRules = { family: 'netease', sheriffElection: 'day2' };
    // Day 1 (no election): the idiot is exiled and reveals; day 2's election cannot elect him.
    const s = play(start(roles, seats, rules), [
      ...night1,
      { type: 'exile', seat: 6 },
      { type: 'guard', target: null },
      { type: 'wolves', target: 4 },
      { type: 'witch' },
      { type: 'seer', target: 3 },
    ]);
    expect(nextStep(s).kind).toBe('sheriff');
    expect(nextStep(s).targets.find((t) => t.seat === 6)).toMatchObject({ ok: false, reason: 'idiotNoBadge' });
    const r = apply(s, { type: 'sheriff', seat: 6 });
    expect(r.ok ? null : r.error.code).toBe('idiotNoBadge');
    // Elected, a sheriff killed later may not pass the badge to him; in langrensha he may.
    const dies = (family: HouseRules) =>
      play(start(roles, seats, { ...family, sheriffElection: 'day2' }), [
        ...night1,
        { type: 'exile', seat: 6 },
        { type: 'guard', target: null },
        { type: 'wolves', target: 4 },
        { type: 'witch' },
        { type: 'seer', target: 3 },
        { type: 'sheriff', seat: 7 },
        { type: 'exile', seat: 7 },
      ]);
    expect(dies({ family: 'netease' }).pending).toEqual([{ kind: 'badge', seat: 7 }]);
    expect(apply(dies({ family: 'netease' }), { type: 'badge', to: 6 }).ok).toBe(false);
    expect(apply(dies({}), { type: 'badge', to: 6 }).ok).toBe(true);
  });
});

describe('poisonedWolfSelfDestruct (CurtisYan 角色描述与QA: 即使自爆身份的是吃毒狼人，也同样如此，这又被称作“吞毒”)', () => {
  // 1 white wolf king, 2–3 werewolves, 4 seer, 5 witch, 6 hunter, 7 guard, 8–9 villagers; the witch poisons seat 2.
  const roles = { whiteWolfKing: 1, werewolf: 2, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 2 };
  const seats: RoleId[] = ['whiteWolfKing', 'werewolf', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'villager', 'villager'];
  const dawn = (rules: HouseRules, poison = 2) =>
    play(start(roles, seats, rules), [
      { type: 'guard', target: null },
      { type: 'wolves', target: 8 },
      { type: 'witch', poison },
      { type: 'seer', target: 3 },
    ]);

  it('langrensha: the poisoned wolf is dead and cannot self-destruct in the election', () => {
    const r = apply(dawn({}), { type: 'selfDestruct', seat: 2 });
    expect(r.ok ? null : r.error.code).toBe('dead');
  });
  it('netease: he may (吞毒); the election is postponed (双曝) and night falls; his death stays the poison', () => {
    const s0 = dawn({ family: 'netease' });
    expect(nextStep(s0).selfDestruct?.seats.find((o) => o.seat === 2)).toMatchObject({ ok: true });
    const s = play(s0, [{ type: 'selfDestruct', seat: 2 }]);
    expect(deathOf(s, 2)?.cause).toBe('poison');
    expect(s.electionDay).toBe(2);
    expect(s.phase).toBe('night');
  });
  it('netease with electionSelfDestruct lose (单曝): the badge is lost and the day goes on to the vote', () => {
    const s = play(dawn({ family: 'netease', electionSelfDestruct: 'lose' }), [{ type: 'selfDestruct', seat: 2 }]);
    expect(s.sheriffStatus).toBe('lost');
    expect(s.phase).toBe('day');
    expect(nextStep(s).kind).toBe('vote');
  });
  it('netease: only the poisoned, only in the election before the deaths; a poisoned white wolf king takes nobody', () => {
    // Killed by the wolves (seat 8 is no wolf; seat 3 killed by his pack) is no poison.
    const killed = play(start(roles, seats, { family: 'netease' }), [
      { type: 'guard', target: null },
      { type: 'wolves', target: 3 },
      { type: 'witch' },
      { type: 'seer', target: 2 },
    ]);
    expect(apply(killed, { type: 'selfDestruct', seat: 3 }).ok).toBe(false);
    // After the election (the vote), he is dead like any other.
    const voted = play(dawn({ family: 'netease' }), [{ type: 'sheriff', seat: 4 }]);
    expect(apply(voted, { type: 'selfDestruct', seat: 2 }).ok).toBe(false);
    const king = dawn({ family: 'netease' }, 1);
    const r = apply(king, { type: 'selfDestruct', seat: 1, target: 4 });
    expect(r.ok ? null : r.error.code).toBe('poisonedNoTake');
    expect(apply(king, { type: 'selfDestruct', seat: 1 }).ok).toBe(true);
  });
});
