import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBoard } from '../../lib/input/schema';
import { countOf, totalCards, expectedCards, ROLE_IDS } from '../../lib/catalogue/roles';
import { ROLES } from '../../lib/catalogue';
import { resolveRules } from '../../lib/catalogue/rules';
import { PRESETS, getPreset, presetSummary } from '../../lib/catalogue/presets';
import { citesSource } from '../../lib/catalogue/source-text';
import { validate } from '../../lib/validator';
import indexIds from '../../data/presets/index.json';
import { withTexts } from '../texts';
import { problemEn } from '../texts';

const index = withTexts(indexIds);

const DIR = join(__dirname, '../../data/presets');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'index.json');
const read = (file: string): unknown => JSON.parse(readFileSync(join(DIR, file), 'utf8'));

describe('preset files', () => {
  it.each(files.map((f) => [f]))('%s is a valid board file', (f) => {
    const parsed = parseBoard(read(f));
    if (!parsed.ok) throw new Error(parsed.problems.map(problemEn).join('; '));
    expect(parsed.value.players).toBeGreaterThan(0);
  });

  it.each(PRESETS.map((p) => [p.id, p]))('%s: cards = players (+2 with a thief) (docs/rules.md, The roles)', (_id, p) => {
    expect(totalCards(p.board)).toBe(expectedCards(p.board));
  });

  it('no preset holds two cards of a unique role (docs/rules.md, The roles)', () => {
    for (const p of PRESETS) {
      for (const id of ROLE_IDS) if (ROLES[id].unique) expect(countOf(p.board, id), `${p.id} ${id}`).toBeLessThanOrEqual(1);
    }
  });

  it('index.json lists every preset file once and nothing else', () => {
    const ids = index.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(files.map((f) => f.replace(/\.json$/, '')).sort());
    // The presets every reader plays, then those carrying custom cards (the designer's gallery shows both).
    expect(PRESETS.map((p) => p.id)).toEqual(ids);
    for (const e of index) {
      expect(e.name.en && e.name['zh-CN'] && e.name['zh-TW'] && e.summary.zh && e.summary.en).toBeTruthy();
      expect(citesSource(e.source), e.source).toBe(true);
      expect(e.tags.length).toBeGreaterThan(0);
    }
  });

  it('getPreset finds by id and the board is the file', () => {
    expect(getPreset('forum-13')?.board).toEqual(read('forum-13.json'));
    expect(getPreset('nope')).toBeUndefined();
    expect(presetSummary(getPreset('yu-nv-lie-bai')!, 'zh-TW')).toContain('預言家');
  });
});

describe('the basic configuration table (seed 000 基本配置, seed 004 人數配置; docs/rules.md, Factions and side-kill counting)', () => {
  const wolvesFor = (n: number) => (n <= 11 ? 2 : n <= 17 ? 3 : 4);
  it.each(Array.from({ length: 11 }, (_, i) => [i + 8]))('basic-%i: wolves by the table, 1 seer, the rest villagers', (n) => {
    const p = getPreset(`basic-${n}`);
    expect(p).toBeDefined();
    const b = p!.board;
    expect(b.players).toBe(n);
    expect(b.roles).toEqual({ werewolf: wolvesFor(n), seer: 1, villager: n - wolvesFor(n) - 1 });
  });
  it('spot-checks against the seed table rows: 8→2/1/5, 12→3/1/8, 18→4/1/13', () => {
    expect(getPreset('basic-8')!.board.roles).toEqual({ werewolf: 2, seer: 1, villager: 5 });
    expect(getPreset('basic-12')!.board.roles).toEqual({ werewolf: 3, seer: 1, villager: 8 });
    expect(getPreset('basic-18')!.board.roles).toEqual({ werewolf: 4, seer: 1, villager: 13 });
  });
});

describe('the common boards', () => {
  it('预女猎白: 12 players, 4 wolves, 4 villagers, seer, witch, hunter, idiot (docs/rules.md, Factions and side-kill counting)', () => {
    const b = getPreset('yu-nv-lie-bai')!.board;
    expect(b.players).toBe(12);
    expect(b.roles).toEqual({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 });
    expect(resolveRules(b.rules).family).toBe('langrensha');
  });

  it('预女猎守: the same with a guard instead of the idiot (docs/rules.md, Factions and side-kill counting)', () => {
    const b = getPreset('yu-nv-lie-shou')!.board;
    expect(b.players).toBe(12);
    expect(b.roles).toEqual({ werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 });
    expect(resolveRules(b.rules).family).toBe('langrensha');
  });

  it('forum-13: seed 003 deck of 15 cards and its house rules', () => {
    const b = getPreset('forum-13')!.board;
    expect(b.players).toBe(13);
    // Forum-13 Rules: "预言家，女巫，猎人，丘比特，盗贼，四张狼人，六张村民" (13 seats + 2 bottom cards).
    expect(b.roles).toEqual({ werewolf: 4, villager: 6, seer: 1, witch: 1, hunter: 1, cupid: 1, thief: 1 });
    const r = resolveRules(b.rules);
    expect(r.witchSelfSave).toBe('never'); // "女巫不可自救"
    expect(r.witchPotionsPerNight).toBe(1); // "一天晚上只能使用一种药剂"
    expect(r.witchSeesVictimAfterAntidote).toBe(false); // "用完解药之后不知道晚上死的是谁"
    expect(r.sheriffElection).toBe('day2'); // "第二天白天竞选警长"
    expect(r.sheriffVote).toBe(2); // "警长的一票以2票来计算"
    expect(r.lastWords).toBe('firstDeaths'); // "前4个死的有遗言"
    expect(r.lastWordsCount).toBe(4);
    expect(r.revealOnDeath).toBe(false); // "死后不翻身份"
    expect(r.winCondition).toBe('sides'); // §4 屠边规则
    expect(r.thiefWolfRule).toBe('bothWolves');
  });

  it('millers-hollow-advanced: every role of seed 002 in 8–18 players, Millers Hollow rules', () => {
    const b = getPreset('millers-hollow-advanced')!.board;
    expect(b.players).toBeGreaterThanOrEqual(8);
    expect(b.players).toBeLessThanOrEqual(18);
    for (const id of [
      'werewolf',
      'villager',
      'seer',
      'thief',
      'hunter',
      'cupid',
      'witch',
      'littleGirl',
      'idiot',
      'elder',
      'scapegoat',
      'guard',
      'piper',
    ] as const) {
      expect(countOf(b, id), id).toBeGreaterThan(0);
    }
    expect(countOf(b, 'werewolf')).toBe(4); // Rules Introduction (traditional): 4 張狼人
    expect(resolveRules(b.rules).family).toBe('millersHollow');
  });
});

describe('the standard boards of the roles beyond the first seventeen (docs/rules.md, Roles beyond the first seventeen)', () => {
  const BOARDS: [string, Record<string, number>][] = [
    ['bai-lang-wang-shou-wei', { werewolf: 3, whiteWolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }],
    ['lang-wang-shou-wei', { werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }],
    ['lang-mei-ren-qi-shi', { werewolf: 3, wolfBeauty: 1, villager: 4, seer: 1, witch: 1, guard: 1, knight: 1 }],
    ['shi-xiang-gui-shou-mu-ren', { werewolf: 3, gargoyle: 1, villager: 4, seer: 1, witch: 1, hunter: 1, graveKeeper: 1 }],
    ['ji-xie-lang-tong-ling-shi', { werewolf: 3, wolfRobot: 1, villager: 4, psychic: 1, witch: 1, hunter: 1, guard: 1 }],
    ['chun-bai-ye-ying', { werewolf: 3, wolfWitch: 1, villager: 4, pureWhite: 1, witch: 1, hunter: 1, guard: 1 }],
    ['deng-ying-yu-yan-jia', { werewolf: 3, wolfKing: 1, villager: 3, mirrorSeer: 1, seer: 1, witch: 1, guard: 1, knight: 1 }],
    ['lang-wang-she-meng-ren', { werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, dreamcatcher: 1 }],
    ['meng-yan-shou-wei', { werewolf: 3, nightmare: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }],
    ['xue-yue-lie-mo', { werewolf: 3, bloodMoon: 1, villager: 4, seer: 1, witch: 1, idiot: 1, witcher: 1 }],
    ['lang-wang-mo-shu-shi', { werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, magician: 1 }],
    ['e-ling-qi-shi-shou-wei', { werewolf: 3, spiritKnight: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }],
    ['yu-nv-lie-bai-hun', { werewolf: 4, villager: 3, mixedBlood: 1, seer: 1, witch: 1, hunter: 1, idiot: 1 }],
    ['yu-nv-lie-9', { werewolf: 3, villager: 3, seer: 1, witch: 1, hunter: 1 }],
    ['zhou-hu-wu-ya', { werewolf: 2, wolfKing: 1, cursedFox: 1, villager: 4, seer: 1, witch: 1, hunter: 1, crow: 1 }],
    ['yin-lang-wu-ya', { werewolf: 3, hiddenWolf: 1, villager: 4, seer: 1, witch: 1, hunter: 1, crow: 1 }],
  ];
  it.each(BOARDS)('%s: its composition, the langrensha family and its defaults', (id, roles) => {
    const b = getPreset(id)!.board;
    expect(b.roles).toEqual(roles);
    expect(b.players).toBe(Object.values(roles).reduce((a, n) => a + n, 0));
    const r = resolveRules(b.rules);
    expect(r.family).toBe('langrensha');
    // The customary rules of these boards are the family's defaults, but for the two a board names.
    expect(r.duelReads).toBe('seer');
    expect(r.wolfKingShootsWhenShot).toBe(true);
    expect(r.gargoyleRepeatCheck).toBe(false);
    expect(r.spiritKnightDoubleReflect).toBe('seerOnly');
    expect(r.checkEffectsFrom).toBe('allGoodCheckers');
    expect(r.mixedBloodSideKill).toBe('mustDie');
  });
  it.each(['e-ling-qi-shi-shou-wei', 'yu-nv-lie-bai-hun', 'zhou-hu-wu-ya', 'yin-lang-wu-ya'])('%s: no validator error', (id) => {
    const errors = validate(getPreset(id)!.board).findings.filter((f) => f.severity === 'error');
    expect(errors.map((f) => f.id)).toEqual([]);
  });
  it('咒狐乌鸦: a self-destruct in the election loses the badge and the poison spares the cursed fox', () => {
    const r = resolveRules(getPreset('zhou-hu-wu-ya')!.board.rules);
    expect(r.electionSelfDestruct).toBe('lose');
    expect(r.cursedFoxPoisonImmune).toBe(true);
    const d = resolveRules(getPreset('yin-lang-wu-ya')!.board.rules);
    expect(d.electionSelfDestruct).toBe(resolveRules({ family: 'langrensha' }).electionSelfDestruct);
    expect(d.cursedFoxPoisonImmune).toBe(resolveRules({ family: 'langrensha' }).cursedFoxPoisonImmune);
  });
  it('白狼王守卫 loses the badge when the white wolf king self-destructs in the election; the others keep the default', () => {
    expect(resolveRules(getPreset('bai-lang-wang-shou-wei')!.board.rules).whiteWolfKingElectionDestruct).toBe('lose');
    expect(resolveRules(getPreset('lang-wang-shou-wei')!.board.rules).whiteWolfKingElectionDestruct).toBe('postpone');
  });
});
