// Lines that name a card are said only when that card is on the board, and what they say of a card comes
// from its role data (docs/rules.md, the judge's script).
import { describe, it, expect } from 'vitest';
import type { Board } from '../../lib/generated/board';
import { ROLES } from '../../lib/catalogue';
import { t } from '../../lib/i18n';
import { getPreset } from '../../lib/catalogue/presets';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { buildScript } from '../../lib/script/build';
import { sectionText } from './helpers';

const preset = (id: string): Board => getPreset(id)!.board;
/** The exception's opening words (script.any.selfDestruct.except). */
const EXCEPT = '以下狼人不能自爆';
const name = (r: string): string => t(ROLES[r as keyof typeof ROLES].name, 'zh-CN');

describe('the self-destruct line excepts the wolves that cannot self-destruct (docs/rules.md, Self-destruct)', () => {
  const wolves = ROLE_IDS.filter((r) => ROLES[r].faction === 'wolves' && r !== 'werewolf');
  for (const r of wolves) {
    const can = ROLES[r].dayPowers.some((p) => p.power === 'selfDestruct');
    it(`${r}: ${can ? 'not excepted' : 'excepted'}, as its role data's powers say`, () => {
      const board: Board = { players: 12, roles: { werewolf: 3, [r]: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
      const any = sectionText(buildScript(board), 'anytime', 'zh-CN');
      const except = any.split('\n').find((l) => l.startsWith(EXCEPT));
      if (can) expect(except, r).toBeUndefined();
      else expect(except, r).toContain(name(r));
    });
  }

  it('names exactly the cards dealt that cannot: 石像鬼守墓人, 机械狼通灵师, 隐狼乌鸦', () => {
    for (const [id, r] of [
      ['shi-xiang-gui-shou-mu-ren', 'gargoyle'],
      ['ji-xie-lang-tong-ling-shi', 'wolfRobot'],
      ['yin-lang-wu-ya', 'hiddenWolf'],
    ]) {
      const except = sectionText(buildScript(preset(id)), 'anytime', 'zh-CN')
        .split('\n')
        .filter((l) => l.startsWith(EXCEPT));
      expect(except, id).toHaveLength(1);
      expect(except[0]).toContain(name(r));
      for (const other of ['gargoyle', 'wolfRobot', 'hiddenWolf'].filter((x) => x !== r)) expect(except[0]).not.toContain(name(other));
    }
    expect(sectionText(buildScript(preset('yu-nv-lie-bai')), 'anytime', 'zh-CN')).not.toContain(EXCEPT);
  });

  it('says no exception when self-destruct is off', () => {
    const board: Board = { ...preset('shi-xiang-gui-shou-mu-ren'), rules: { family: 'langrensha', selfDestruct: false } };
    expect(sectionText(buildScript(board), 'anytime', 'zh-CN')).not.toContain(EXCEPT);
  });
});

describe("the blood moon apostle's line names only the cards dealt (docs/rules.md, the blood moon apostle)", () => {
  const bloodMoonLines = (b: Board): string => {
    const item = buildScript(b)
      .sections.find((x) => x.id === 'anytime')!
      .items.find((i) => i.text?.['zh-CN'].startsWith('血月使徒自爆'))!;
    return [item.text!['zh-CN'], ...item.sub.map((x) => x['zh-CN'])].join('\n');
  };

  it('血月猎魔 (no hunter): no hunter in it; the witch is not told the victim', () => {
    const text = bloodMoonLines(preset('xue-yue-lie-mo'));
    expect(text).not.toContain('猎人');
    expect(text).toContain('女巫');
  });

  it('with a hunter and no witch: the hunter cannot shoot that night, and no witch', () => {
    const text = bloodMoonLines({ players: 12, roles: { werewolf: 3, bloodMoon: 1, villager: 5, seer: 1, hunter: 1, idiot: 1 } });
    expect(text).toContain('猎人');
    expect(text).not.toContain('女巫');
  });
});

describe("the wolf king's lines name the causes of the cards dealt (docs/rules.md, the wolf king)", () => {
  const stepLines = (b: Board, night: 'night1' | 'nightN'): string => {
    const item = buildScript(b)
      .sections.find((x) => x.id === night)!
      .items.find((i) => i.label?.['zh-CN'] === name('wolfKing'))!;
    return [item.text!['zh-CN'], ...item.sub.map((x) => x['zh-CN'])].join('\n');
  };
  const anyLines = (b: Board): string => {
    const item = buildScript(b)
      .sections.find((x) => x.id === 'anytime')!
      .items.find((i) => i.text?.['zh-CN'].startsWith('狼王被狼刀'))!;
    return [item.text!['zh-CN'], ...item.sub.map((x) => x['zh-CN'])].join('\n');
  };

  it("狼王守卫: no fear, no dream, no duel; the witch's poison is said", () => {
    const b = preset('lang-wang-shou-wei');
    for (const text of [stepLines(b, 'night1'), stepLines(b, 'nightN'), anyLines(b)]) {
      expect(text).not.toMatch(/恐惧|梦游|决斗|猎魔/);
      expect(text).toContain('毒');
    }
  });

  it('狼王摄梦人: the dream is said; with the nightmare, the fear; with the knight, the duel; without a witch, no poison', () => {
    expect(stepLines(preset('lang-wang-she-meng-ren'), 'nightN')).toContain('梦游');
    const b: Board = { players: 12, roles: { werewolf: 2, wolfKing: 1, nightmare: 1, villager: 4, seer: 1, knight: 1, witcher: 1, guard: 1 } };
    const step = stepLines(b, 'nightN');
    expect(step).toContain('恐惧');
    expect(step).toContain('猎魔');
    expect(step).not.toContain('毒');
    expect(step).not.toContain('梦游');
    const any = anyLines(b);
    expect(any).toContain('决斗');
    expect(any).not.toMatch(/女巫|毒|梦游/);
  });
});

describe("a line names a card only when one is dealt (docs/rules.md, the judge's script)", () => {
  const script = (roles: Board['roles']) => {
    const s = buildScript({ players: 12, roles });
    return (['setup', 'houseRules', 'night1', 'day1', 'nightN', 'dayN', 'anytime', 'win'] as const).map((id) => sectionText(s, id, 'zh-CN')).join('\n');
  };

  it('no hunter: nothing says 猎人 (the wolf king alone shoots; the dawn poison note names him)', () => {
    const text = script({ werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, idiot: 1, guard: 1 });
    expect(text).not.toContain('猎人');
    expect(text).toContain('若狼王今晚被毒死');
  });

  it('no witch: the hunter is not told about being poisoned by her', () => {
    expect(script({ werewolf: 4, villager: 4, seer: 1, hunter: 1, idiot: 1, guard: 1 })).not.toContain('女巫');
  });
});
