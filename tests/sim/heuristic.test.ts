// The heuristic policy: it plays as its plain-words description says, and a cautious
// table does better for the village than random players on 预女猎白.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { getPreset } from '../../lib/catalogue/presets';
import { isCharmed, lastProtected, loversOf } from '../../lib/powers/queries';
import { HEURISTIC_RULES } from '../../lib/sim/policies/heuristic-rules';
import { textsOf } from '../texts';
import { simulate } from '../../lib/sim/simulate';
import { difference } from '../../lib/sim/stats';
import { watchHeuristic as watch } from './watch-heuristic';

const yuNvLieBai = getPreset('yu-nv-lie-bai')!.board;
const yuNvLieShou = getPreset('yu-nv-lie-shou')!.board;
const zhouHuWuYa = getPreset('zhou-hu-wu-ya')!.board;
const millersHollow = getPreset('millers-hollow-advanced')!.board;
const forum13 = getPreset('forum-13')!.board;
const isWolfCard = (s: GameState, x: number) => s.ctx.cards[s.roles[x - 1]].faction === 'wolves';

describe('the cautious table (heuristic policy)', () => {
  it('beats random players for the village on 预女猎白 (4,000 games each, 95% interval of the difference above 0)', () => {
    const random = simulate(yuNvLieBai, { games: 4000, seed: 2024, policy: 'random' });
    const heuristic = simulate(yuNvLieBai, { games: 4000, seed: 2024, policy: 'heuristic' });
    expect(heuristic.errors.count).toBe(0);
    const d = difference(random.winRates.village, heuristic.winRates.village);
    expect(d.low).toBeGreaterThan(0);
  });

  it('the witch saves on night 1 whenever the rules let her; the wolves never kill a teammate or nobody; nobody self-destructs', () => {
    let nights1 = 0;
    watch(yuNvLieBai, 200, (s, step, e) => {
      if (e.type === 'selfDestruct') throw new Error('a self-destruct');
      if (e.type === 'wolves') {
        expect(e.target).not.toBeNull();
        expect(s.roles[e.target! - 1]).not.toBe('werewolf');
      }
      if (e.type === 'witch' && s.night === 1) {
        nights1++;
        expect(Boolean(e.save)).toBe(step.potions!.save.ok);
        expect(e.poison).toBeUndefined();
      }
    });
    expect(nights1).toBeGreaterThan(100);
  });

  it('the seer never checks a seat twice; the guard skips night 1 under 同守同救 and never repeats', () => {
    const checked = new Map<GameState['ctx'], Set<number>>();
    let guardNights = 0;
    watch(yuNvLieShou, 200, (s, _step, e) => {
      if (e.type === 'seer') {
        const set = checked.get(s.ctx) ?? new Set<number>();
        expect(set.has(e.target)).toBe(false);
        set.add(e.target);
        checked.set(s.ctx, set);
      }
      if (e.type === 'guard') {
        guardNights++;
        // Basic Rules 6(1): guard + antidote on one player kills him, and the witch saves on night 1.
        if (s.night === 1) expect(e.target).toBeNull();
        else {
          const last = lastProtected(s);
          if (last.night === s.night - 1 && last.seat) expect(e.target).not.toBe(last.seat);
        }
      }
    });
    expect(guardNights).toBeGreaterThan(200);
  });

  it('good players follow the sheriff: every good voter votes as the sheriff does', () => {
    let votes = 0;
    watch(yuNvLieBai, 200, (s, _step, e) => {
      if (e.type !== 'vote' || !s.sheriff || !s.alive[s.sheriff - 1] || s.vote.candidates) return;
      const call = e.ballots[String(s.sheriff)];
      if (call === undefined) return;
      const isWolf = (x: number) => s.roles[x - 1] === 'werewolf';
      if (isWolf(s.sheriff)) return;
      for (const [voter, t] of Object.entries(e.ballots)) {
        const v = Number(voter);
        if (isWolf(v) || v === call) continue;
        // The seer may vote her own checked wolf; everyone else follows the call.
        if (s.roles[v - 1] !== 'seer') expect(t).toBe(call);
      }
      votes++;
    });
    expect(votes).toBeGreaterThan(100);
  });

  // docs/rules.md, the cursed fox: the wolves' kill does not take him, and both sides need him dead before their
  // own condition is met. The wolves know whose attack failed; after night 1 (when the witch's antidote is the
  // likelier reason) they vote that player out.
  it('on 咒狐乌鸦 the wolves vote out a player their kill failed on after night 1', () => {
    const attacked = new Map<number, number>();
    let failed = new Set<number>();
    let game = -1;
    let votes = 0;
    watch(zhouHuWuYa, 300, (s, step, e, _next, i) => {
      if (i !== game) {
        game = i;
        failed = new Set();
        attacked.clear();
      }
      if (e.type === 'wolves' && e.target) attacked.set(s.night, e.target);
      if (s.phase === 'day' && attacked.has(s.day)) {
        const x = attacked.get(s.day)!;
        if (s.day > 1 && s.alive[x - 1]) failed.add(x);
        attacked.delete(s.day);
      }
      if (e.type !== 'vote' || s.vote.candidates) return;
      const legal = new Set(step.targets.filter((o) => o.ok).map((o) => o.seat));
      const marks = [...failed].filter((x) => s.alive[x - 1] && legal.has(x));
      if (!marks.length) return;
      for (const [voter, target] of Object.entries(e.ballots)) if (isWolfCard(s, Number(voter))) expect(marks).toContain(target);
      votes++;
    });
    expect(votes).toBeGreaterThan(5);
  });

  // docs/rules.md, the piper: he wins when every other living player is charmed, so each player he has not charmed
  // is in his way.
  it('on the Millers Hollow board the piper (not in love) votes for a player he has not charmed', () => {
    let votes = 0;
    watch(millersHollow, 150, (s, step, e) => {
      if (e.type !== 'vote') return;
      const piper = s.roles.findIndex((r) => s.ctx.cards[r].steps.some((x) => x.power === 'enchant')) + 1;
      const ballot = e.ballots[String(piper)];
      // In love, he plays for the lovers' win (with the wolves when his lover is one).
      if (!piper || ballot === undefined || ballot === null || loversOf(s)?.includes(piper)) return;
      const open = step.targets.filter((o) => o.ok && o.seat !== piper && !isCharmed(s, o.seat));
      if (!open.length) return;
      expect(isCharmed(s, ballot)).toBe(false);
      votes++;
    });
    expect(votes).toBeGreaterThan(50);
  });

  // docs/rules.md, the lovers: a wolf and a good player in love win as the last two alive, so the good lover's
  // ballot goes with the wolves'.
  it('on the Forum-13 board a good player in love with a wolf votes as the wolves do', () => {
    let votes = 0;
    watch(forum13, 400, (s, step, e) => {
      if (e.type !== 'vote' || s.vote.candidates) return;
      const pair = loversOf(s);
      if (!pair || isWolfCard(s, pair[0]) === isWolfCard(s, pair[1])) return;
      const [good, wolf] = isWolfCard(s, pair[0]) ? [pair[1], pair[0]] : pair;
      if (!step.vote!.voters.some((o) => o.ok && o.seat === good)) return;
      const wolfBallots = Object.entries(e.ballots)
        .filter(([v]) => isWolfCard(s, Number(v)) && Number(v) !== wolf)
        .map(([, x]) => x);
      const x = wolfBallots[0];
      const legal = step.targets.some((o) => o.ok && o.seat === x);
      if (!wolfBallots.length || wolfBallots.some((y) => y !== x) || x === good || x === wolf || !legal) return;
      expect(e.ballots[String(good)]).toBe(x);
      votes++;
    });
    expect(votes).toBeGreaterThan(5);
  });

  // docs/rules.md, the tanner: he wins when exiled, so he votes for himself; every other side loses to his win, so
  // with a tanner on the board nobody else exiles a player who voted for himself (but a known wolf).
  it('with a tanner on the board the tanner votes for himself', () => {
    const tannerBoard: Board = {
      name: 'tanner',
      players: 12,
      roles: { werewolf: 4, villager: 3, tanner: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
      rules: { family: 'langrensha' },
    };
    let votes = 0;
    watch(tannerBoard, 150, (s, step, e) => {
      if (e.type !== 'vote') return;
      const tanner = s.roles.indexOf('tanner') + 1;
      if (!tanner || !step.targets.some((o) => o.ok && o.seat === tanner) || e.ballots[String(tanner)] === undefined) return;
      expect(e.ballots[String(tanner)]).toBe(tanner);
      votes++;
    });
    expect(votes).toBeGreaterThan(50);
  });

  it('is described in plain words, one line per rule, in Chinese and English', () => {
    expect(HEURISTIC_RULES.length).toBeGreaterThanOrEqual(8);
    for (const r of HEURISTIC_RULES) {
      expect(textsOf(r.text).en.length).toBeGreaterThan(20);
      expect(textsOf(r.text).zh).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(new Set(HEURISTIC_RULES.map((r) => r.id)).size).toBe(HEURISTIC_RULES.length);
  });
});
