// Boards with custom cards (docs/rules.md, Custom roles), shared by the custom-card tests and the messages test:
// a fixed board the custom checks have nothing to say of, and one small change of it per finding.
import type { Board } from '../../lib/generated/board';
import type { CustomRole } from '../../lib/generated/custom-role';

type Step = NonNullable<CustomRole['nightSteps']>[number];
type DayPower = NonNullable<CustomRole['dayPowers']>[number]['power'];

const LINE = { 'zh-CN': '夜枭请睁眼，请选择要查验的玩家', 'zh-TW': '夜梟請睜眼，請選擇要查驗的玩家', en: 'Night owl, wake up and point at a player.' };
const CLOSE = { 'zh-CN': '夜枭请闭眼', 'zh-TW': '夜梟請閉眼', en: 'Night owl, close your eyes.' };
const ANCHOR = { chinese: { after: 'seer' }, advanced: { after: 'seer' }, base: { after: 'seer' } };

/** The night owl: sees the exact card every other night; translated, with a point value. */
export const OWL_STEP: Step = { power: 'inspect', params: { sees: 'card', every: 2 }, records: 'seat', order: ANCHOR, texts: { line: LINE, closeLine: CLOSE } };
export const OWL: CustomRole = {
  id: 'custom:nightOwl',
  names: { 'zh-CN': '夜枭', 'zh-TW': '夜梟', en: 'Night Owl' },
  faction: 'village',
  nightSteps: [OWL_STEP],
  balance: { value: 5 },
};

/** A wolf without self-destruct, translated, with a point value. */
export const MUTE_WOLF: CustomRole = {
  id: 'custom:muteWolf',
  names: { 'zh-CN': '哑狼', 'zh-TW': '啞狼', en: 'Mute wolf' },
  faction: 'wolves',
  balance: { value: -6 },
};

const ROLES = { werewolf: 2, villager: 4, witch: 1, 'custom:nightOwl': 1 } as const;

/** The fixed board: the owl is its only checker. */
export const FIXED: Board = { players: 8, roles: { ...ROLES }, rules: { family: 'langrensha' }, customRoles: [OWL] };

/** The fixed board with the owl changed (and other custom cards, and counts). */
function withOwl(owl: Partial<CustomRole>, more: { customRoles?: CustomRole[]; roles?: Record<string, number> } = {}): Board {
  return { ...FIXED, roles: { ...ROLES, ...(more.roles ?? {}) } as Board['roles'], customRoles: [{ ...OWL, ...owl }, ...(more.customRoles ?? [])] };
}
const step = (s: Partial<Step>): Partial<CustomRole> => ({ nightSteps: [{ ...OWL_STEP, ...s }] });

/** One board per finding of the custom checks: the finding it fires and, for a param, what the message names. */
export const CUSTOM_BOARDS: readonly { name: string; fires: string; board: Board }[] = [
  { name: 'a count with no card', fires: 'custom-undefined', board: withOwl({}, { roles: { villager: 3, 'custom:ghost': 1 } }) },
  { name: 'two cards of one id', fires: 'custom-duplicate-id', board: withOwl({}, { customRoles: [{ ...OWL, names: { ...OWL.names, en: 'Owl two' } }] }) },
  {
    name: 'a step with another card’s step id',
    fires: 'custom-duplicate-id',
    board: withOwl(step({ id: 'custom:lark' }), { customRoles: [{ ...OWL, id: 'custom:lark', names: { 'zh-CN': '云雀', 'zh-TW': '雲雀', en: 'Lark' } }] }),
  },
  {
    name: 'a power no custom card may have',
    fires: 'custom-not-composable',
    board: withOwl(step({ power: 'link', params: {}, records: 'twoSeats', nights: 'first' })),
  },
  {
    name: 'a wolves-only power on a village card',
    fires: 'custom-power-place',
    board: withOwl(step({ power: 'extraKill', params: {}, records: 'seatOrNone' })),
  },
  { name: 'a first-night power every night', fires: 'custom-power-place', board: withOwl(step({ power: 'learn', params: {}, records: 'seatOrNone' })) },
  {
    name: 'a one-per-board power twice',
    fires: 'custom-one-per-board',
    board: withOwl({ dayPowers: [{ power: 'tieVictim' }] }, { roles: { villager: 3, scapegoat: 1 } }),
  },
  { name: 'a param the power does not take', fires: 'custom-param', board: withOwl(step({ params: { sees: 'card', colour: 'red' } })) },
  { name: 'a param of a power without params', fires: 'custom-param', board: withOwl({ dayPowers: [{ power: 'duel', params: { rounds: 2 } }] }) },
  { name: 'an enum value', fires: 'custom-param', board: withOwl(step({ params: { sees: 'aura' } })) },
  { name: 'an int out of range', fires: 'custom-param', board: withOwl(step({ params: { checkKillsFrom: 11 } })) },
  { name: 'a bool that is not', fires: 'custom-param', board: withOwl(step({ params: { mayPass: 'yes' } })) },
  { name: 'a cadence too long', fires: 'custom-param', board: withOwl(step({ params: { every: 12 } })) },
  { name: 'a rule that is none', fires: 'custom-param', board: withOwl(step({ params: { repeatRule: 'noSuchRule' } })) },
  {
    name: 'a card that is none',
    fires: 'custom-param',
    board: withOwl({ faction: 'wolves', nightSteps: [{ ...OWL_STEP, power: 'infect', params: { becomes: 'dragon' }, records: 'seatOrNone' }] }),
  },
  { name: 'an input the power does not record', fires: 'custom-records', board: withOwl(step({ records: 'potions' })) },
  { name: 'four night steps', fires: 'custom-too-many', board: withOwl({ nightSteps: [OWL_STEP, OWL_STEP, OWL_STEP, OWL_STEP] }) },
  {
    name: 'five day powers',
    fires: 'custom-too-many',
    board: withOwl({ dayPowers: (['duel', 'seal', 'reflect', 'growl', 'tetanus'] as DayPower[]).map((power) => ({ power })) }),
  },
  {
    name: 'thirteen interactions',
    fires: 'custom-too-many',
    board: withOwl({ interactions: Array.from({ length: 13 }, () => ({ with: 'scapegoat', severity: 'info' as const, text: LINE })) }),
  },
  { name: 'a step with no line', fires: 'custom-no-line', board: withOwl(step({ texts: { closeLine: CLOSE } })) },
  { name: 'an anchor that names no step', fires: 'custom-anchor', board: withOwl(step({ order: { chinese: { before: 'noSuchStep' } } })) },
  { name: 'a village card read as a wolf', fires: 'custom-reads-other-side', board: withOwl({ seerResult: 'wolf' }) },
  {
    name: 'a wolf card read as good',
    fires: 'custom-reads-other-side',
    board: withOwl({}, { roles: { werewolf: 1, 'custom:muteWolf': 1 }, customRoles: [{ ...MUTE_WOLF, seerResult: 'good' }] }),
  },
  { name: 'an untranslated card', fires: 'custom-untranslated', board: withOwl({ names: { 'zh-CN': '夜枭', en: 'Night Owl' } }) },
  { name: 'a text-only card', fires: 'custom-text-only', board: withOwl({ textOnly: true }) },
  { name: 'a card without points', fires: 'custom-points-unknown', board: withOwl({ balance: undefined }) },
  {
    name: 'an interaction with a card dealt',
    fires: 'custom-interaction',
    board: withOwl({
      interactions: [
        {
          with: 'witch',
          severity: 'warning',
          text: { 'zh-CN': '女巫的毒对夜枭无效', 'zh-TW': '女巫的毒對夜梟無效', en: 'The witch’s poison does nothing to the night owl.' },
        },
      ],
    }),
  },
  { name: 'a unique custom card twice', fires: 'unique-duplicate', board: withOwl({}, { roles: { villager: 3, 'custom:nightOwl': 2 } }) },
  { name: 'a custom set short', fires: 'copies-range', board: withOwl({ copies: { min: 2, max: 2 } }) },
  {
    name: 'a custom set in the thief’s bottom',
    fires: 'thief-set-card',
    board: withOwl({ copies: { min: 2, max: 3 } }, { roles: { villager: 5, thief: 1, 'custom:nightOwl': 2 } }),
  },
];
