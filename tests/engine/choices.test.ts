// The engine's choices where the sources are silent (docs/rules.md, Contradictions and unclear points in the sources, docs/engine-choices.md) are shown to users
// in two places: ENGINE_CHOICES and, for a choice about a house rule, that rule's explanation in
// data/house-rules.json. These tests keep the two in step, and check the zh-TW overlay of the engine's texts.
import { describe, it, expect } from 'vitest';
import rulesSchema from '../../schemas/rules.schema.json';
import houseRules from '../../data/house-rules.json';
import families from '../../data/families.json';
import { ENGINE_CHOICES, choiceText, choiceTopic, choicesFor, reasonText } from '../../lib/engine';
import { messageKeys } from '../../lib/i18n';
import { messagesOf, textsOf, withTexts } from '../texts';
import type { ReasonCode } from '../../lib/engine/types';

type Entry = { explanation: { zh: string; en: string }; values?: Record<string, { zh: string; en: string }> };
const HR = withTexts(houseRules) as unknown as Record<string, Entry>;
const TW = messagesOf('zh-TW');
const REASON_TEXTS = Object.fromEntries(
  messageKeys('en')
    .filter((k) => k.startsWith('engine.reasons.'))
    .map((k) => [k.slice('engine.reasons.'.length), textsOf(k)]),
);
const KEYS = Object.keys((rulesSchema as { properties: Record<string, unknown> }).properties);

/**
 * Where each choice is stated in each rule's explanation: [en, zh] phrases. A new choice about a rule fails
 * the test until its rule's explanation states it and a phrase is added here.
 */
const MENTION: Record<string, Record<string, [string, string]>> = {
  elderAntidote: {
    elderAntidote: ['saved on the first attack he is left with one life', '第一次被刀时被救，只剩一条命'],
    guardAndAntidoteCancel: ['whatever “The antidote on the elder” says', '与“解药救长老”无关'],
  },
  elderGuardAntidote: {
    guardAndAntidoteCancel: ['guarded, the attack does not land and he loses no life', '被守护时狼刀无效，不掉命'],
    elderAntidote: ['guarded, the attack does not land and costs no life', '被守护时狼刀无效，不掉命'],
  },
  wolfBeautyNightDeath: {
    wolfBeautyNightDeathTakesCharmed: ['poisoned or shot at night, she takes nobody', '夜里被毒死或被枪杀则不带走任何人'],
  },
  piperLastOne: { piperMustBeAlive: ['or the single one left uncharmed', '只剩一人未被迷惑时迷惑这一人'] },
  loversChain: { hunterShootsOnHeartbreak: ['takes the other at the same instant', '另一方同时殉情'] },
  winTiming: { winCondition: ['two sides winning at the same instant is a draw', '双方同时达成为平局'] },
  hunterKilledAndPoisoned: { hunterShootsWhenPoisoned: ['killed by the wolves and poisoned the same night', '同一晚被狼刀又被毒时'] },
  hunterOtherDeaths: {
    hunterShootsWhenPoisoned: ['taken by the white wolf king he never shoots', '被白狼王带走时不能开枪'],
    hunterShootsOnHeartbreak: ['taken by the white wolf king he never shoots', '被白狼王带走时不能开枪'],
    shotChains: ['taken by the white wolf king, shoots', '被白狼王带走的猎人也能开枪'],
  },
  demonNight: { demonVersion: ['heartbreak still takes him at night', '殉情仍会让他在夜里死亡'] },
  demonOffline: { demonVersion: ["the offline demon's night-1 step records nothing", '线下版恶魔第一夜的步骤不需记录'] },
  selfDestructElection: {
    electionSelfDestruct: ['are still taken before night falls', '入夜前仍处理昨夜死亡引出的决定'],
    sheriffElection: ["the night's deaths are still announced", '入夜前仍公布昨夜死讯'],
    selfDestruct: ["the night's deaths still being announced", '昨夜死讯仍照常公布'],
  },
  deadSheriffElected: { sheriffElection: ['a player killed last night may be elected', '昨夜死亡的玩家也可以当选'] },
  idiotSheriff: {
    sheriffVote: ['a revealed idiot who is sheriff keeps the badge but has no vote', '翻牌的白痴当警长时保留警徽，但没有投票权'],
    sheriffBreaksTies: ['a revealed idiot sheriff has no vote and breaks no tie', '翻牌的白痴警长没有投票权，不能决定平票'],
    revealedIdiotBadge: ['a revealed idiot who is sheriff keeps the badge but has no vote', '翻牌的白痴当警长时保留警徽，但没有投票权'],
  },
  thirdParties: {
    winCondition: ['a living piper does not stop it', '存活的吹笛者不阻止'],
    idiotCountsAs: ['a thief who kept his card counts as a villager', '不换牌的盗贼算作村民'],
  },
  whiteWolfKingTogether: { selfDestruct: ['leave at the same instant: a draw', '同时出局：若因此双方同时达成胜利条件，判平局'] },
  powersLost: { elderRevealedIdiotDies: ['the piper keeps his, and the wild child still turns', '吹笛者保留技能，野孩子的榜样死后仍会变狼'] },
  sheriffTieNobody: {
    sheriffBreaksTies: ['one of the tied (never his own lover) or nobody', '在平票者中选一人（不能选自己的情侣），也可以不选'],
    tieRule: ['one of the tied, or nobody', '在平票者中选一人或不选'],
  },
  witchNoPotions: { callAbsentRoles: ['the witch with no potion left', '药都用完的女巫'] },
};

describe('engine choices in the house-rule explanations (docs/engine-choices.md)', () => {
  it('every choice names only real house-rule keys (rules.schema.json)', () => {
    for (const c of ENGINE_CHOICES) for (const k of c.rules) expect(KEYS, `${c.id}: ${k}`).toContain(k);
  });

  it("every choice about a house rule is stated in that rule's explanation, en and zh", () => {
    for (const c of ENGINE_CHOICES) {
      for (const k of c.rules) {
        const phrase = MENTION[c.id]?.[k];
        expect(phrase, `no phrase for choice ${c.id} in rule ${k}`).toBeDefined();
        expect(HR[k].explanation.en, `${c.id} in ${k} (en)`).toContain(phrase![0]);
        expect(HR[k].explanation.zh, `${c.id} in ${k} (zh)`).toContain(phrase![1]);
        // The zh-TW overlay carries the same paragraph: the moderator's part is there too.
        expect(TW[`rules.${k}.explanation`], `${c.id} in ${k} (zh-TW)`).toContain('主持器');
      }
    }
  });

  it('the phrase table names no choice or rule that is gone (it can catch a stale entry)', () => {
    for (const [id, byRule] of Object.entries(MENTION)) {
      const c = ENGINE_CHOICES.find((x) => x.id === id);
      expect(c, id).toBeDefined();
      expect(Object.keys(byRule).sort(), id).toEqual([...c!.rules].sort());
    }
  });

  it('the three house rules from docs/rules.md and the demon variant each carry their choices', () => {
    expect(choicesFor('electionSelfDestruct').map((c) => c.id)).toEqual(['selfDestructElection']);
    expect(
      choicesFor('elderAntidote')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['elderAntidote', 'elderGuardAntidote']);
    expect(
      choicesFor('demonVersion')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['demonNight', 'demonOffline']);
  });
});

describe('the new house rules: electionSelfDestruct, elderAntidote, demonVersion (rules.schema.json)', () => {
  const fam = families as unknown as Record<string, Record<string, unknown>>;
  const cases: [string, string[], string][] = [
    ['electionSelfDestruct', ['postpone', 'lose'], 'postpone'],
    ['elderAntidote', ['spareLifeUsed', 'attackCancelled'], 'spareLifeUsed'],
    ['demonVersion', ['online', 'offline'], 'online'],
  ];
  for (const [key, values, def] of cases) {
    it(`${key}: values ${values.join('/')}, default ${def} in both families, each value explained and labelled`, () => {
      const prop = (rulesSchema as unknown as { properties: Record<string, { enum?: unknown[]; description: string }> }).properties[key];
      expect(prop.enum).toEqual(values);
      expect(prop.description).toMatch(/Basic Rules|Rules Overview/);
      expect(fam.langrensha[key]).toBe(def);
      expect(fam.millersHollow[key]).toBe(def);
      for (const v of values) {
        // Each value is explained by its name in the text's language (or its plain word), never as a key.
        const named = (text: string, label: string | undefined) => text.includes(`“${label}”`) || (!/[a-z][A-Z]/.test(v) && text.includes(v));
        expect(named(HR[key].explanation.en, HR[key].values?.[v]?.en), v).toBe(true);
        expect(named(HR[key].explanation.zh, HR[key].values?.[v]?.zh), v).toBe(true);
        expect(HR[key].values?.[v]?.en, v).toBeTruthy();
        expect(TW[`rules.${key}.values.${v}`], v).toBeTruthy();
      }
      expect(TW[`rules.${key}.label`]).toBeTruthy();
      expect(TW[`rules.${key}.explanation`]).not.toBe(HR[key].explanation.zh);
    });
  }
});

describe('zh-TW overlay of the engine texts (engine.reasons.*, engine.choices.*)', () => {
  it('has every reason and every choice', () => {
    const missing: string[] = [];
    for (const code of Object.keys(REASON_TEXTS)) if (!TW[`engine.reasons.${code}`]) missing.push(code);
    for (const c of ENGINE_CHOICES) {
      if (!TW[`engine.choices.${c.id}.topic`]) missing.push(`${c.id}.topic`);
      if (!TW[`engine.choices.${c.id}.choice`]) missing.push(`${c.id}.choice`);
    }
    expect(missing).toEqual([]);
  });

  it('names no reason or choice that does not exist (no stale engine.* key)', () => {
    const ids = new Set(ENGINE_CHOICES.map((c) => c.id));
    const stale = Object.keys(TW)
      .filter((k) => k.startsWith('engine.reasons.') || k.startsWith('engine.choices.'))
      .filter((k) => {
        const [, kind, id, field] = k.split('.');
        if (kind === 'reasons') return !(id in REASON_TEXTS) || field !== undefined;
        if (kind === 'choices') return !ids.has(id) || !['topic', 'choice'].includes(field);
        return true;
      });
    expect(stale).toEqual([]);
  });

  it('reasonText, choiceTopic and choiceText read it for zh-TW and fall back to zh/en otherwise', () => {
    expect(reasonText('guardRepeat' as ReasonCode, 'zh-TW')).toContain('守衛');
    expect(reasonText('guardRepeat' as ReasonCode, 'zh-CN')).toContain('守卫');
    const c = ENGINE_CHOICES.find((x) => x.id === 'demonOffline')!;
    expect(choiceTopic(c, 'zh-TW')).toBe('線下版惡魔');
    expect(choiceText(c, 'zh-TW')).toContain('狼人不知道他是誰');
    expect(choiceText(c, 'zh-CN')).toBe(textsOf(c.choice).zh);
    expect(choiceText(c, 'en')).toBe(textsOf(c.choice).en);
  });
});
