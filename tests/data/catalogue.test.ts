import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWith } from '../../lib/input/schema';
import { roleSchema as roleZod } from '../../lib/generated/zod/role';
import { houseRulesSchema as houseRulesZod } from '../../lib/generated/zod/house-rules';
import { ROLE_IDS, type RoleId } from '../../lib/catalogue/roles';
import { ROLES, roleText } from '../../lib/catalogue';
import { HOUSE_RULES as HOUSE_RULE_IDS, RULE_KEYS, ruleLabel, ruleExplanation, valueLabel, ruleHasEffect, ruleRoles } from '../../lib/catalogue/house-rules';
import { FAMILIES, type RuleKey } from '../../lib/catalogue/rules';
import { PRESETS } from '../../lib/catalogue/presets';
import { citesSource } from '../../lib/catalogue/source-text';
import roleSchema from '../../schemas/role.schema.json';
import rulesSchema from '../../schemas/rules.schema.json';
import houseRulesJson from '../../data/house-rules.json';
import { messagesOf, withTexts } from '../texts';
import { problemEn } from '../texts';

const ROLES_DIR = join(__dirname, '../../data/roles');
const readRole = (file: string): unknown => JSON.parse(readFileSync(join(ROLES_DIR, file), 'utf8'));
const roles = ROLE_IDS.map((id) => withTexts(ROLES[id]));
const byId = (id: RoleId) => withTexts(ROLES[id]);
const HOUSE_RULES = withTexts(HOUSE_RULE_IDS);
const overlay = messagesOf('zh-TW');
const ruleProps = rulesSchema.properties as Record<string, { type?: string; enum?: unknown[] }>;

describe('role catalogue files', () => {
  it('data/roles holds one file per role id, the 17 of the source texts and the roles beyond them', () => {
    const files = readdirSync(ROLES_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...ROLE_IDS].sort());
    expect(files.length).toBeGreaterThanOrEqual(17);
  });

  it.each(ROLE_IDS.map((id) => [id]))('%s.json validates against role.schema.json and its id is its file name', (id) => {
    const parsed = parseWith<{ id: string }>(roleZod, readRole(`${id}.json`));
    if (!parsed.ok) throw new Error(parsed.problems.map(problemEn).join('; '));
    expect(parsed.value.id).toBe(id);
  });

  it('the schema rejects a broken entry (so the check above can fail)', () => {
    const broken = { ...(readRole('seer.json') as Record<string, unknown>), group: 'wizard' };
    const parsed = parseWith(roleZod, broken);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems[0].path).toBe('group');
  });

  it('every role has names in zh-CN, zh-TW and en, an icon, a short line and a description in zh and en', () => {
    for (const r of roles) {
      expect(r.name.en && r.name['zh-CN'] && r.name['zh-TW']).toBeTruthy();
      expect(r.short?.zh && r.short?.en).toBeTruthy();
      expect(r.description.zh.length).toBeGreaterThan(20);
      // The first seventeen cite the rule texts; the roles beyond them the judge apps (docs/rules.md, Sources).
      expect(citesSource(r.source), `${r.id}: ${r.source}`).toBe(true);
    }
  });

  it('zh-TW names are Traditional (docs/rules.md, The roles, seed 002/004 spelling)', () => {
    expect(byId('seer').name['zh-TW']).toBe('預言家');
    expect(byId('hunter').name['zh-TW']).toBe('獵人');
    expect(byId('guard').name['zh-TW']).toBe('守衛');
    expect(byId('elder').name['zh-TW']).toBe('長老');
    expect(byId('thief').name['zh-TW']).toBe('盜賊');
    expect(byId('demon').name['zh-TW']).toBe('惡魔');
  });

  it('aliases keep the other names of the sources (docs/rules.md, The roles: 平民, 先知, 守护者, 长者, 小偷, 乐师)', () => {
    expect(byId('villager').aliases).toContain('平民');
    expect(byId('seer').aliases).toContain('先知');
    expect(byId('guard').aliases).toContain('守护者');
    expect(byId('elder').aliases).toContain('长者');
    expect(byId('thief').aliases).toContain('小偷');
    expect(byId('piper').aliases).toContain('乐师');
  });
});

describe('role sanity per docs/rules.md', () => {
  it('only villager and werewolf may appear more than once, and the cards dealt as a set (docs/rules.md, The roles, The two sisters)', () => {
    const many = roles.filter((r) => !r.unique);
    expect(
      many
        .filter((r) => !r.copies)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['villager', 'werewolf']);
    // The sets: the two sisters exactly 2, the three brothers exactly 3, the masons 2 or 3 (werewolves-assistant; Ultimate Werewolf).
    expect(Object.fromEntries(many.filter((r) => r.copies).map((r) => [r.id, r.copies]))).toEqual({
      twoSisters: { min: 2, max: 2 },
      threeBrothers: { min: 3, max: 3 },
      mason: { min: 2, max: 3 },
    });
    // `copies` is only on a card that is not unique, and its bounds are in order.
    for (const r of roles) if (r.copies) expect(!r.unique && r.copies.min <= r.copies.max, r.id).toBe(true);
  });

  it('factions: four wolf roles and six beyond them; the piper, the mixed blood and the cursed fox solo; the rest village (docs/rules.md, Factions and side-kill counting, Roles beyond the first seventeen)', () => {
    expect(
      roles
        .filter((r) => r.faction === 'wolves')
        .map((r) => r.id)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'bloodMoon',
        'demon',
        'gargoyle',
        'hiddenWolf',
        'nightmare',
        'spiritKnight',
        'werewolf',
        'whiteWolfKing',
        'wolfBeauty',
        'wolfKing',
        'wolfRobot',
      ]),
    );
    expect(roles.filter((r) => r.faction === 'solo').map((r) => r.id)).toEqual(expect.arrayContaining(['piper', 'mixedBlood', 'cursedFox']));
  });

  it('side-kill groups: gods are the village power cards; cupid and the thief count as neither (seed 000 §二; docs/rules.md, Factions and side-kill counting, Roles beyond the first seventeen)', () => {
    const gods = roles
      .filter((r) => r.group === 'god')
      .map((r) => r.id)
      .sort();
    expect(gods).toEqual(
      expect.arrayContaining([
        'crow',
        'dreamcatcher',
        'elder',
        'graveKeeper',
        'guard',
        'hunter',
        'idiot',
        'knight',
        'littleGirl',
        'magician',
        'psychic',
        'scapegoat',
        'seer',
        'witch',
        'witcher',
      ]),
    );
    // A god is a village card (a new card may be one: the catalogue is read, not copied here).
    for (const r of roles.filter((x) => x.group === 'god')) expect(r.faction, r.id).toBe('village');
    expect(byId('villager').group).toBe('villager');
    expect(byId('cupid').group).toBe('none');
    expect(byId('thief').group).toBe('none');
    // Wolves and solo roles are in no side-kill group (role.schema.json: "none (wolves, cupid, solo)").
    for (const r of roles.filter((x) => x.faction !== 'village')) expect(r.group, r.id).toBe('none');
    // The wild child's choice is explained in his description (Basic Rules lists him among the villager-side roles).
    expect(byId('wildChild').group).toBe('villager');
    expect(byId('wildChild').description.en).toMatch(/villager/);
  });

  it('the seer sees wolf exactly for wolf-side roles but the hidden wolf; cupid, the piper, the mixed blood and the cursed fox show good (seed 000 §6(5); docs/rules.md, Roles beyond the first seventeen)', () => {
    // The hidden wolf reads good to the seer (WerewolfGameJudge specs "预言家查验为好人").
    // The minion reads good (the Ultimate Werewolf moderator app: appears as a Villager); the lycan, a villager, reads
    // wolf (the same app: appears as a Werewolf; docs/rules.md, the lycan; the minion).
    const reversed = new Set(['hiddenWolf', 'minion', 'lycan']);
    for (const r of roles) expect(r.seerResult, r.id).toBe((r.faction === 'wolves') !== reversed.has(r.id) ? 'wolf' : 'good');
    expect(byId('lycan').seerResult).toBe('wolf');
    expect(byId('minion').seerResult).toBe('good');
    expect(byId('mixedBlood').seerResult).toBe('good');
    expect(byId('cursedFox').seerResult).toBe('good');
    expect(byId('cupid').seerResult).toBe('good');
    expect(byId('piper').seerResult).toBe('good');
  });

  it('only wolf roles wake with the wolves, not the gargoyle, the wolf robot nor the hidden wolf; the demon as in the PandaKill version, explained (docs/rules.md, The roles, Roles beyond the first seventeen)', () => {
    expect(
      roles
        .filter((r) => r.wakesWithWolves)
        .map((r) => r.id)
        .sort(),
    ).toEqual(expect.arrayContaining(['bloodMoon', 'demon', 'nightmare', 'spiritKnight', 'werewolf', 'whiteWolfKing', 'wolfBeauty', 'wolfKing']));
    for (const r of roles.filter((x) => x.wakesWithWolves)) expect(r.faction, r.id).toBe('wolves');
    expect(byId('demon').description.en).toMatch(/PandaKill/);
    expect(byId('demon').description.en).toMatch(/offline/);
  });

  it('each night step id of the schema belongs to exactly one role (docs/rules.md, The night and the wake orders)', () => {
    const stepIds = (roleSchema.definitions.nightStep.properties.id.enum as string[]).slice().sort();
    const owned = roles.flatMap((r) => r.nightSteps.map((s) => s.id)).sort();
    expect(owned).toEqual(stepIds);
  });

  it('first-night-only steps are thief, wolf-hound, cupid, lovers, wild child, the mixed blood (idol), the hidden wolf and the minion (briefing) and the masons and the stuttering judge’s sign (meet); the grave keeper and the witcher from night 2; the rest are every night (docs/rules.md, The night and the wake orders, Roles beyond the first seventeen; seed 002)', () => {
    const steps = roles.flatMap((r) => r.nightSteps);
    expect(
      steps
        .filter((s) => s.nights === 'first')
        .map((s) => s.id)
        .sort(),
    ).toEqual(['cupid', 'hiddenWolf', 'lovers', 'mason', 'minion', 'mixedBlood', 'stutteringJudge', 'thief', 'wildChild', 'wolfHound']);
    expect(
      steps
        .filter((s) => s.nights === 'afterFirst')
        .map((s) => s.id)
        .sort(),
    ).toEqual(['graveKeeper', 'witcher']);
    expect(steps.filter((s) => s.nights !== 'first' && s.nights !== 'afterFirst').every((s) => s.nights === 'every')).toBe(true);
  });

  it('each step records what the judge notes (thief take, cupid two seats, witch potions, 空刀 allowed)', () => {
    const rec = Object.fromEntries(roles.flatMap((r) => r.nightSteps).map((s) => [s.id, s.records]));
    // The steps named here as the rules describe them; a card added later brings its own (read, not copied).
    expect(rec).toMatchObject({
      thief: 'take',
      cupid: 'twoSeats',
      lovers: 'none',
      wildChild: 'seat',
      guard: 'seatOrNone',
      seer: 'seat',
      werewolf: 'seatOrNone',
      littleGirl: 'caught',
      witch: 'potions',
      wolfBeauty: 'seat',
      demon: 'seat',
      piper: 'twoSeats',
      charmed: 'none',
      // Beyond the first seventeen (docs/rules.md): the informing steps record nothing; the gargoyle, the wolf
      // robot and the nightmare may pass; the psychic checks like the seer.
      wolfKing: 'none',
      gargoyle: 'seatOrNone',
      graveKeeper: 'none',
      wolfRobot: 'seatOrNone',
      psychic: 'seat',
      dreamcatcher: 'seat',
      nightmare: 'seatOrNone',
      // The magician swaps two seats or none; the crow and the witcher may pass.
      magician: 'twoSeats',
      crow: 'seatOrNone',
      witcher: 'seatOrNone',
      // The mixed blood must pick an idol; the hidden wolf is only shown the wolves.
      mixedBlood: 'seat',
      hiddenWolf: 'none',
      // The hunter's night status (hunterNightStatus) is shown, like the wolf king's.
      hunter: 'none',
    });
    expect(byId('cupid').nightSteps.map((s) => s.id)).toEqual(['cupid', 'lovers']);
    expect(byId('piper').nightSteps.map((s) => s.id)).toEqual(['piper', 'charmed']);
  });

  it("the judge's lines are in zh and en (seer: docs/rules.md, The roles)", () => {
    const seer = byId('seer').nightSteps[0];
    expect(seer.line.zh).toContain('预言家请睁眼');
    expect(seer.closeLine?.zh).toBe('预言家请闭眼');
    const witch = byId('witch').nightSteps[0];
    expect(witch.line.zh).toMatch(/解药[\s\S]*毒药/);
    expect(witch.line.en).toMatch(/antidote[\s\S]*poison/);
  });

  it('self-destruct belongs to the wolves except the wolf beauty and the demon (seed 000 role list)', () => {
    const has = (id: RoleId, p: string) => byId(id).dayPowers.some((d) => d.id === p);
    expect(has('werewolf', 'selfDestruct')).toBe(true);
    expect(has('whiteWolfKing', 'selfDestruct') && has('whiteWolfKing', 'whiteWolfKingTake')).toBe(true);
    expect(has('wolfBeauty', 'selfDestruct')).toBe(false);
    expect(has('demon', 'selfDestruct')).toBe(false);
    expect(has('hunter', 'shoot') && has('idiot', 'idiotReveal') && has('elder', 'elderLives')).toBe(true);
    expect(has('scapegoat', 'scapegoatTie') && has('cupid', 'heartbreak') && has('wildChild', 'becomeWolf') && has('piper', 'piperWin')).toBe(true);
    expect(has('wolfBeauty', 'wolfBeautyLink')).toBe(true);
  });

  it('the witch description names every self-save variant and its board option (seed 000, 002, 003)', () => {
    const en = byId('witch').description.en;
    // By their names, as users read them (never the keys).
    expect(en).toContain(`“${ruleLabel('witchSelfSave', 'en')}”`);
    for (const v of ruleProps.witchSelfSave.enum as string[]) expect(en.includes(v) || en.includes(`“${valueLabel('witchSelfSave', v, 'en')}”`), v).toBe(true);
    expect(en).toContain(`“${ruleLabel('witchPotionsPerNight', 'en')}”`);
  });
});

type OverlayKey = keyof typeof overlay;
const tw = overlay as Record<string, string>;

/** A night step's text fields: those the schema declares as texts (message keys), read from it, not listed here. */
const STEP_TEXTS = Object.entries(
  (roleSchema as { definitions: { nightStep: { properties: Record<string, { $ref?: string }> } } }).definitions.nightStep.properties,
)
  .filter(([, v]) => v.$ref === '#/definitions/text')
  .map(([k]) => k) as ('wake' | 'line')[];

/** Why a key of the zh-TW overlay points at nothing, or null when it names an existing text. */
function danglingReason(key: string): string | null {
  const parts = key.split('.');
  if (parts[0] === 'roles') {
    const role = ROLES[parts[1] as RoleId];
    if (!role) return `no role ${parts[1]}`;
    if (parts.length === 3) return ['name', 'short', 'description'].includes(parts[2]) && role[parts[2] as 'short'] ? null : `no field ${parts[2]}`;
    if (parts[2] === 'steps' && parts.length === 5) {
      const step = role.nightSteps.find((s) => s.id === parts[3]);
      if (!step) return `role ${role.id} has no step ${parts[3]}`;
      return (STEP_TEXTS as string[]).includes(parts[4]) && step[parts[4] as 'wake'] ? null : `step ${parts[3]} has no ${parts[4]}`;
    }
    if (parts[2] === 'numberedCall' && parts.length === 4) return role.numberedCall?.[parts[3] as 'line'] === key ? null : `no numbered call ${parts[3]}`;
    if (parts[2] === 'dayPowers' && parts.length === 5) {
      return role.dayPowers.some((d) => d.id === parts[3]) && parts[4] === 'description' ? null : `no day power ${parts[3]}.${parts[4]}`;
    }
    return 'unknown role key shape';
  }
  if (parts[0] === 'rules') {
    const entry = HOUSE_RULES[parts[1] as RuleKey];
    if (!entry) return `no rule ${parts[1]}`;
    if (parts.length === 3) return ['label', 'explanation'].includes(parts[2]) ? null : `no field ${parts[2]}`;
    // A value may hold a dot itself ("rules.sheriffVote.values.1.5").
    const value = parts.slice(3).join('.');
    if (parts[2] === 'values' && value) return entry.values?.[value] ? null : `rule ${parts[1]} has no value ${value}`;
    return 'unknown rule key shape';
  }
  if (parts[0] === 'presets') {
    return PRESETS.some((p) => p.id === parts[1]) && ['name', 'summary'].includes(parts[2]) && parts.length === 3 ? null : `no preset text ${key}`;
  }
  // validator.* (the findings' messages) are checked against what the validator emits in tests/validator/messages.test.ts;
  // engine.reasons.* / engine.choices.* are checked against the engine in tests/engine/choices.test.ts;
  // script.* against the script data in tests/script; readers.* (the readers' problems) in tests/lib/problem-text;
  // custom.* (the custom-card editor's words) against the powers' params in tests/site/custom-cards;
  // the other namespaces (sources.*, the rule texts' titles, among them) in tests/i18n.
  if (
    ['custom', 'engine', 'script', 'ui', 'moderator', 'lab', 'interactions', 'nightOrder', 'common', 'cli', 'validator', 'readers', 'sources'].includes(
      parts[0],
    )
  )
    return null;
  return 'unknown prefix';
}

describe('zh-TW overlay (data/i18n/zh-TW.json)', () => {
  it('every key names an existing role, step, day power, rule, value or preset', () => {
    const bad = Object.keys(tw)
      .map((k) => [k, danglingReason(k)])
      .filter(([, r]) => r);
    expect(bad).toEqual([]);
  });

  it('the dangling-key check does catch a wrong key', () => {
    expect(danglingReason('roles.seer.steps.witch.line')).not.toBeNull();
    expect(danglingReason('rules.tieRule.values.maybe')).not.toBeNull();
    expect(danglingReason('roles.wizard.short')).not.toBeNull();
  });

  it('covers every role text, step text and rule text, with Traditional wording', () => {
    const missing: string[] = [];
    for (const r of roles) {
      for (const f of ['short', 'description']) if (!tw[`roles.${r.id}.${f}`]) missing.push(`roles.${r.id}.${f}`);
      // Each step text by the message id its data names (the mirror seer's calls are the seer's own words).
      for (const s of ROLES[r.id as RoleId].nightSteps) {
        for (const f of STEP_TEXTS) {
          const key = s[f as 'wake'];
          if (key && !tw[key as OverlayKey]) missing.push(key);
        }
      }
      const call = ROLES[r.id as RoleId].numberedCall;
      for (const key of call ? [call.line, call.closeLine] : []) if (!tw[key as OverlayKey]) missing.push(key);
    }
    for (const k of RULE_KEYS) {
      for (const f of ['label', 'explanation']) if (!tw[`rules.${k}.${f}`]) missing.push(`rules.${k}.${f}`);
      for (const v of Object.keys(HOUSE_RULES[k].values ?? {})) if (!tw[`rules.${k}.values.${v}`]) missing.push(`rules.${k}.values.${v}`);
    }
    expect(missing).toEqual([]);
    // A paragraph copied unconverted from zh-CN would equal it.
    for (const r of roles) expect(tw[`roles.${r.id}.description`], r.id).not.toBe(r.description.zh);
    expect(roleText('seer', 'short', 'zh-TW')).toBe(tw['roles.seer.short' as OverlayKey]);
    expect(roleText('seer', 'short', 'zh-TW')).toContain('查驗');
  });
});

describe('house-rule catalogue', () => {
  it('data/house-rules.json validates against house-rules.schema.json', () => {
    const parsed = parseWith(houseRulesZod, houseRulesJson);
    if (!parsed.ok) throw new Error(parsed.problems.map(problemEn).join('; '));
    expect(parsed.ok).toBe(true);
  });

  it('the schema rejects an entry without explanation or with an unknown role', () => {
    expect(parseWith(houseRulesZod, { sheriff: { label: { zh: '警长', en: 'Sheriff' }, source: 'x', roles: [] } }).ok).toBe(false);
    const bad = { ...HOUSE_RULES.seerSees, roles: ['wizard'] };
    expect(parseWith(houseRulesZod, { seerSees: bad }).ok).toBe(false);
  });

  it('has exactly the keys of rules.schema.json, and RULE_KEYS lists each once', () => {
    expect(Object.keys(HOUSE_RULES).sort()).toEqual(Object.keys(ruleProps).sort());
    expect([...RULE_KEYS].sort()).toEqual(Object.keys(ruleProps).sort());
    expect(new Set(RULE_KEYS).size).toBe(RULE_KEYS.length);
  });

  it.each(Object.keys(ruleProps).map((k) => [k]))('%s: label, explanation, a source by title and a label for every value', (key) => {
    const entry = HOUSE_RULES[key as RuleKey];
    expect(entry.label.zh && entry.label.en).toBeTruthy();
    expect(entry.explanation.zh.length).toBeGreaterThan(20);
    expect(entry.explanation.en.length).toBeGreaterThan(20);
    expect(citesSource(entry.source), entry.source).toBe(true);
    const prop = ruleProps[key];
    const expected = prop.enum ? prop.enum.map(String) : prop.type === 'boolean' ? ['true', 'false'] : [];
    expect(Object.keys(entry.values ?? {}).sort()).toEqual(expected.sort());
  });

  it('every family default has a value label (data/families.json)', () => {
    for (const fam of Object.values(FAMILIES)) {
      for (const k of RULE_KEYS) {
        if (k === 'lastWordsCount') continue; // a count, shown as is
        expect(HOUSE_RULES[k].values?.[String(fam[k])], `${k}=${fam[k]}`).toBeTruthy();
      }
    }
  });

  it('the explanations name which family uses which value', () => {
    for (const k of RULE_KEYS) {
      if (k === 'family') continue;
      const en = HOUSE_RULES[k].explanation.en;
      expect(en, k).toMatch(/langrensha|Millers Hollow|both families/i);
    }
  });

  it('labels come out in all three languages, zh-TW from the overlay', () => {
    expect(ruleLabel('sheriffVote', 'en')).toBe("Sheriff's vote");
    expect(ruleLabel('sheriffVote', 'zh-CN')).toBe('警长票数');
    expect(ruleLabel('sheriffVote', 'zh-TW')).toBe('警長票數');
    expect(valueLabel('sheriffVote', 1.5, 'en')).toBe('1.5 votes');
    expect(valueLabel('guardAndAntidoteCancel', true, 'zh-CN')).toBe('同守同救算死');
    expect(valueLabel('winCondition', 'sides', 'zh-TW')).toBe('屠邊');
    expect(valueLabel('lastWordsCount', 4, 'en')).toBe('4');
    expect(ruleExplanation('witchSelfSave', 'zh-TW')).toContain('不能自救');
  });

  it('a rule about roles has no effect on a board without them (validator support)', () => {
    expect(ruleRoles('guardAndAntidoteCancel').sort()).toEqual(['guard', 'witch']);
    expect(ruleHasEffect('guardAndAntidoteCancel', { roles: { guard: 1, witch: 1, werewolf: 2 } })).toBe(true);
    expect(ruleHasEffect('guardAndAntidoteCancel', { roles: { witch: 1, werewolf: 2 } })).toBe(false);
    expect(ruleHasEffect('winCondition', { roles: { werewolf: 2 } })).toBe(true);
    expect(ruleHasEffect('thiefWolfRule', { roles: { werewolf: 2, villager: 5 } })).toBe(false);
  });
});
