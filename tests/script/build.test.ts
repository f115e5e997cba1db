import { describe, it, expect } from 'vitest';
import type { Board } from '../../lib/generated/board';
import { LANGS } from '../../lib/i18n';
import { buildScript } from '../../lib/script/build';
import { sectionText } from './helpers';
import { houseRuleLines } from '../../lib/script/house-rules';
import { scriptMarkdown } from '../../lib/script/markdown';
import { resolveRules } from '../../lib/catalogue/rules';
import { EVERY_CARD, EVERY_ROLE, FORUM_13, YU_NV_LIE_BAI, YU_NV_LIE_SHOU } from '../order/boards';
import { getPreset } from '../../lib/catalogue/presets';

const withRules = (b: Board, rules: Board['rules']): Board => ({ ...b, rules: { ...b.rules, ...rules } });
describe("the judge's script", () => {
  const boards = { YU_NV_LIE_BAI, YU_NV_LIE_SHOU, FORUM_13, EVERY_ROLE, EVERY_CARD };

  it('has every part: setup, house rules, night 1, day 1, later nights and days, any time, win', () => {
    expect(buildScript(YU_NV_LIE_BAI).sections.map((s) => s.id)).toEqual(['setup', 'houseRules', 'night1', 'day1', 'nightN', 'dayN', 'anytime', 'win']);
  });

  for (const [name, board] of Object.entries(boards)) {
    it(`${name}: leaves no placeholder unfilled in any language, and zh/en have the same lines`, () => {
      const s = buildScript(board);
      const md = Object.fromEntries(LANGS.map((l) => [l, scriptMarkdown(s, l)]));
      for (const l of LANGS) expect(md[l], l).not.toMatch(/\{\w+\}/);
      expect(md['zh-CN'].split('\n').length).toBe(md.en.split('\n').length);
    });
  }

  it("night 1 follows the board's wake order, step by step", () => {
    const s = buildScript(withRules(YU_NV_LIE_BAI, { nightOrder: 'chinese' }));
    const night = s.sections.find((x) => x.id === 'night1')!;
    expect(night.numbered).toBe(true);
    expect(night.items.map((i) => i.label?.['zh-CN'])).toEqual(['天黑', '狼人', '女巫', '预言家', '天亮']);
  });

  it("names the board's night order in its header, in each language, with the house rule's value name (docs/rules.md)", () => {
    const cn = buildScript(YU_NV_LIE_BAI);
    expect(cn.order).toEqual({ 'zh-CN': '夜晚顺序：中文12人局顺序', 'zh-TW': '夜晚順序：中文12人局順序', en: 'Night order: Chinese 12-player' });
    expect(buildScript(withRules(YU_NV_LIE_BAI, { family: 'millersHollow' })).order.en).toBe('Night order: Advanced');
    expect(buildScript(withRules(YU_NV_LIE_BAI, { nightOrder: 'base' })).order['zh-CN']).toBe('夜晚顺序：基础版顺序');
    expect(cn.meta.en).toBe('12 players · Langrensha (Chinese) rules');
    expect(scriptMarkdown(cn, 'en').split('\n').slice(0, 5)).toEqual([
      "# Judge's script: Seer, Witch, Hunter, Idiot (12)",
      '',
      '> 12 players · Langrensha (Chinese) rules',
      '>',
      '> Night order: Chinese 12-player',
    ]);
  });

  it('setup counts the cards; with a thief players + 2 (docs/rules.md, The roles, seed 003: 13 + 2 = 15)', () => {
    expect(sectionText(buildScript(YU_NV_LIE_BAI), 'setup')).toMatch(/Prepare 12 role cards/);
    expect(sectionText(buildScript(FORUM_13), 'setup')).toMatch(/13 \+ 2 = 15/);
  });

  it('announces deaths without causes (seed 002 天亮 2)', () => {
    expect(sectionText(buildScript(YU_NV_LIE_BAI), 'day1')).toMatch(/never the cause/);
    expect(sectionText(buildScript(YU_NV_LIE_BAI), 'day1', 'zh-CN')).toMatch(/不说死因/);
  });

  it("the witch's line says whether she may save herself tonight: guard on board + withoutGuard = no (seed 000, 002)", () => {
    const guard = buildScript(withRules(YU_NV_LIE_SHOU, { witchSelfSave: 'withoutGuard' }));
    const noGuard = buildScript(withRules(YU_NV_LIE_BAI, { witchSelfSave: 'withoutGuard' }));
    expect(sectionText(guard, 'night1')).toMatch(/may not save herself \(not on a board with a guard\)/);
    expect(sectionText(noGuard, 'night1')).toMatch(/may save herself \(this board has no guard\)/);
  });

  it("the hunter's line follows hunterShootsWhenPoisoned (seed 000 §6(4) vs Millers Hollow)", () => {
    expect(sectionText(buildScript(withRules(YU_NV_LIE_BAI, { hunterShootsWhenPoisoned: false })), 'anytime')).toMatch(/poisoned hunter cannot shoot/);
    expect(sectionText(buildScript(withRules(YU_NV_LIE_BAI, { hunterShootsWhenPoisoned: true })), 'anytime')).toMatch(/poisoned hunter may still shoot/);
  });

  it('sheriff election day 2 (seed 003) is in the later days, not day 1', () => {
    const s = buildScript(FORUM_13);
    expect(sectionText(s, 'day1')).toMatch(/No sheriff election today/);
    expect(sectionText(s, 'dayN')).toMatch(/Candidates raise a hand/);
    expect(sectionText(s, 'day1')).not.toMatch(/Candidates raise a hand/);
  });

  it('election after the discussion sits between the speeches and the vote (seed 000)', () => {
    const t = sectionText(buildScript(withRules(YU_NV_LIE_BAI, { sheriffElection: 'day1AfterDiscussion' })), 'day1');
    const speak = t.indexOf('speaking starts'),
      elect = t.indexOf('Candidates raise'),
      vote = t.indexOf('everyone votes at once');
    expect(speak).toBeGreaterThan(-1);
    expect(speak < elect && elect < vote).toBe(true);
  });

  it("without a sheriff: no election, no badge, speaking from the last dead player's left (seed 000 §2)", () => {
    const s = buildScript(withRules(YU_NV_LIE_BAI, { sheriff: false }));
    const all = s.sections.map((x) => sectionText(s, x.id)).join('\n');
    expect(all).not.toMatch(/Candidates raise a hand|passes the badge/);
    expect(sectionText(s, 'day1')).toMatch(/left of the last player who died/);
  });

  it('the first N deaths have last words with lastWords = firstDeaths (seed 003: 4)', () => {
    expect(sectionText(buildScript(FORUM_13), 'day1')).toMatch(/first 4 players to die/);
  });

  it("the win conditions follow winCondition, and the idiot's side-kill group (seed 000 §二)", () => {
    expect(sectionText(buildScript(YU_NV_LIE_BAI), 'win')).toMatch(/all villagers or all gods[\s\S]*idiot counts as a god/);
    expect(sectionText(buildScript(withRules(YU_NV_LIE_BAI, { winCondition: 'all' })), 'win')).not.toMatch(/idiot counts/);
  });

  it('lists the house rules that matter on the board, one line each', () => {
    const keys = (b: Board) => houseRuleLines(b, resolveRules(b.rules)).map((h) => h.key);
    expect(keys(YU_NV_LIE_BAI)).toContain('witchSelfSave');
    expect(keys(YU_NV_LIE_BAI)).not.toContain('thiefMayKeep');
    expect(keys(YU_NV_LIE_BAI)).not.toContain('lastWordsCount');
    expect(keys(FORUM_13)).toContain('lastWordsCount');
    expect(keys(withRules(YU_NV_LIE_BAI, { sheriff: false }))).not.toContain('sheriffVote');
  });

  it("never shows a raw rule key: the script says the board's rule, not the option name", () => {
    // camelCase keys only: "family" and "sheriff" are also plain words.
    const keys = Object.keys(resolveRules(undefined)).filter((k) => /[A-Z]/.test(k));
    for (const board of Object.values(boards)) {
      for (const lang of LANGS) {
        const md = scriptMarkdown(buildScript(board), lang);
        for (const k of keys) expect(md.includes(k), `${k} in ${lang}`).toBe(false);
      }
    }
  });

  it('keeps the board name literal in Markdown', () => {
    const md = scriptMarkdown(buildScript({ ...YU_NV_LIE_BAI, name: '*bold* [x](y) #1' }), 'en');
    expect(md.split('\n')[0]).toBe("# Judge's script: \\*bold\\* \\[x\\](y) \\#1");
  });

  it('names an unnamed board as such', () => {
    expect(scriptMarkdown(buildScript({ players: 12, roles: YU_NV_LIE_BAI.roles }), 'zh-CN').split('\n')[0]).toBe('# 法官台本：未命名板子');
  });

  it('a self-destruct during the election follows electionSelfDestruct (seed 000 §三1(5) vs second rules §5(1))', () => {
    const on = { sheriff: true, selfDestruct: true } as const;
    const postpone = buildScript(withRules(YU_NV_LIE_BAI, { ...on, electionSelfDestruct: 'postpone' }));
    const lose = buildScript(withRules(YU_NV_LIE_BAI, { ...on, electionSelfDestruct: 'lose' }));
    expect(sectionText(postpone, 'day1')).toMatch(/the election moves to the next day/);
    expect(sectionText(lose, 'day1')).toMatch(/self-destructs during the election: the badge is lost/);
    expect(sectionText(lose, 'day1', 'zh-CN')).toMatch(/警徽流失/);
    // The postponed election is held again the next day; with lose there is nothing to hold.
    expect(sectionText(postpone, 'dayN')).toMatch(/hold it again today/);
    expect(sectionText(lose, 'dayN')).not.toMatch(/hold it again/);
    // No self-destruct, no line.
    expect(sectionText(buildScript(withRules(YU_NV_LIE_BAI, { selfDestruct: false })), 'day1')).not.toMatch(/during the election/);
  });

  it('the election self-destruct rule is listed only with a sheriff and self-destruct on', () => {
    const keys = (rules: Board['rules']) =>
      houseRuleLines(withRules(YU_NV_LIE_BAI, rules), resolveRules({ ...YU_NV_LIE_BAI.rules, ...rules })).map((h) => h.key);
    expect(keys({ sheriff: true, selfDestruct: true })).toContain('electionSelfDestruct');
    expect(keys({ sheriff: false, selfDestruct: true })).not.toContain('electionSelfDestruct');
    expect(keys({ sheriff: true, selfDestruct: false })).not.toContain('electionSelfDestruct');
  });

  it("the elder's line follows elderAntidote when the witch is on the board (docs/rules.md, Contradictions and unclear points in the sources; seed 000, 002)", () => {
    const elder: Board = { players: 12, roles: { werewolf: 4, villager: 3, seer: 1, witch: 1, hunter: 1, idiot: 1, elder: 1 } };
    expect(sectionText(buildScript(withRules(elder, { elderAntidote: 'spareLifeUsed' })), 'anytime')).toMatch(
      /saved on the first attack he is left with one life/,
    );
    expect(sectionText(buildScript(withRules(elder, { elderAntidote: 'attackCancelled' })), 'anytime')).toMatch(
      /the save cancels the attack and the elder loses no life/,
    );
    const noWitch: Board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, hunter: 1, idiot: 1, elder: 1 } };
    expect(sectionText(buildScript(noWitch), 'anytime')).toMatch(/The elder survives the first wolf attack/);
    expect(sectionText(buildScript(noWitch), 'anytime')).not.toMatch(/antidote/);
  });

  it("the demon's night lines follow demonVersion (seed 000 恶魔: PandaKill vs 线下版)", () => {
    const online = buildScript(withRules(EVERY_ROLE, { demonVersion: 'online' }));
    const offline = buildScript(withRules(EVERY_ROLE, { demonVersion: 'offline' }));
    expect(sectionText(online, 'night1')).toMatch(/Demon, open your eyes\. Whom do you check\?/);
    expect(sectionText(online, 'nightN')).toMatch(/Demon, open your eyes\. Whom do you check\?/);
    expect(sectionText(offline, 'night1')).toMatch(/The demon \(night 1 only\)\n.*which players are wolves and which are gods/);
    expect(sectionText(offline, 'night1')).not.toMatch(/Whom do you check\?/);
    expect(sectionText(offline, 'nightN')).not.toMatch(/Demon, open your eyes\. \(/);
    // He takes over the wolves' kill once they are dead, on every night.
    expect(sectionText(offline, 'nightN')).toMatch(/the demon wakes at this step and makes the kill/);
    expect(sectionText(online, 'nightN')).not.toMatch(/makes the kill/);
    // The catalogue note lists both versions: the script says the board's only.
    expect(sectionText(offline, 'night1')).not.toMatch(/Online/);
    expect(sectionText(online, 'night1')).not.toMatch(/Offline/);
  });
});

describe('the script of the roles beyond the first seventeen (docs/rules.md, Roles beyond the first seventeen)', () => {
  const preset = (id: string): Board => getPreset(id)!.board;

  it("the wolf king's shot is his own line, not the hunter's; shot by the hunter only with a hunter", () => {
    const withHunter = sectionText(buildScript(preset('lang-wang-shou-wei')), 'anytime');
    expect(withHunter).toMatch(/When the hunter is killed/);
    expect(withHunter).toMatch(/When the wolf king is killed by the wolves or exiled/);
    expect(withHunter).toMatch(/A wolf king shot by the hunter may shoot in turn/);
    const noHunter = sectionText(
      buildScript(withRules({ ...preset('lang-wang-shou-wei'), roles: { werewolf: 3, wolfKing: 1, villager: 5, seer: 1, witch: 1, guard: 1 } }, {})),
      'anytime',
    );
    expect(noHunter).toMatch(/When the wolf king is killed/);
    expect(noHunter).not.toMatch(/hunter/);
  });

  it("the knight's duel is said in the exile speeches, as the board reads it", () => {
    const b = preset('lang-mei-ren-qi-shi');
    expect(sectionText(buildScript(b), 'day1')).toMatch(/the knight may reveal and duel one player.*if the seer would see the target as a wolf/);
    expect(sectionText(buildScript(withRules(b, { duelReads: 'faction' })), 'day1')).toMatch(/if the target is on the wolves' side/);
    expect(sectionText(buildScript(YU_NV_LIE_SHOU), 'day1')).not.toMatch(/duel/);
  });

  it("白狼王守卫: the white wolf king's self-destruct in the election loses the badge", () => {
    expect(sectionText(buildScript(preset('bai-lang-wang-shou-wei')), 'day1')).toMatch(
      /The white wolf king self-destructs in the election .*the badge is lost at once/,
    );
    expect(sectionText(buildScript(withRules(preset('bai-lang-wang-shou-wei'), { whiteWolfKingElectionDestruct: 'postpone' })), 'day1')).toMatch(
      /handled as any wolf's self-destruct/,
    );
  });

  it('each new step says its house rule: the gargoyle, the dreamcatcher, the nightmare, the seer on the wolf robot', () => {
    expect(sectionText(buildScript(preset('shi-xiang-gui-shou-mu-ren')), 'night1')).toMatch(/The gargoyle may not check a player he checked before/);
    expect(sectionText(buildScript(preset('lang-wang-she-meng-ren')), 'night1')).toMatch(/The dreamcatcher must pick another living player every night/);
    const nightmare = buildScript(preset('meng-yan-shou-wei'));
    expect(sectionText(nightmare, 'night1')).toMatch(/Do not tell the feared player/);
    expect(sectionText(nightmare, 'night1')).toMatch(/If the nightmare feared a wolf tonight, the wolves make no kill/);
    expect(sectionText(nightmare, 'nightN')).toMatch(/From night 2 the nightmare may not fear a wolf who wakes with him/);
    expect(sectionText(nightmare, 'night1')).not.toMatch(/From night 2 the nightmare/);
    const robot = buildScript(withRules(EVERY_CARD, { wolfRobotSeerSees: 'wolf' }));
    expect(sectionText(robot, 'night1')).toMatch(/Checking the wolf robot: always signal wolf/);
    expect(sectionText(buildScript(preset('ji-xie-lang-tong-ling-shi')), 'night1')).toMatch(
      /When the psychic checks the wolf robot, show him the card the robot learned/,
    );
  });

  it('with cupid and "Sheriff breaks ties", tells the judge the sheriff may not settle a tie on his own lover (docs/rules.md, Cupid)', () => {
    const line = 'A sheriff settling a tie may not name his own lover either.';
    expect(sectionText(buildScript(withRules(FORUM_13, { sheriffBreaksTies: true })), 'day1')).toContain(line);
    expect(sectionText(buildScript(withRules(FORUM_13, { sheriffBreaksTies: true })), 'day1', 'zh-CN')).toContain('警长裁决平票时也不能选自己的情侣。');
    expect(sectionText(buildScript(withRules(FORUM_13, { sheriffBreaksTies: false })), 'day1')).not.toContain(line);
    expect(sectionText(buildScript(withRules(YU_NV_LIE_BAI, { sheriffBreaksTies: true })), 'day1')).not.toContain(line);
  });
});
