// Custom cards as the fuzzer makes them (docs/rules.md, Custom roles): untrusted input from a share link or a
// file. Cards composed from every power's table of params (lib/powers/params.ts) with legal and illegal values,
// then broken: unknown powers and params, wrong records, anchors to nothing, ids that clash, texts that are
// too long, markup and braces in the words, text-only cards, custom counts without a card.
import fc from 'fast-check';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { DAY_POWERS, type ParamSpec, STEP_POWERS } from '../../lib/powers/params';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const STEP_POWER_IDS = Object.keys(STEP_POWERS) as (keyof typeof STEP_POWERS)[];
const DAY_POWER_IDS = Object.keys(DAY_POWERS) as (keyof typeof DAY_POWERS)[];
const ANCHORS = ['seer', 'guard', 'werewolf', 'witch', 'dusk', 'dawn', 'custom:a', 'custom:b', 'nowhere', '__proto__'];

/** Mostly a legal value, now and then a broken one: most boards reach the validator, the order and the engine. */
const mostly = <T, U>(legal: fc.Arbitrary<T>, broken: fc.Arbitrary<U>, odds = 80): fc.Arbitrary<T | U> =>
  fc.oneof({ weight: odds, arbitrary: legal }, { weight: 1, arbitrary: broken });

const words = (max: number) =>
  mostly(
    fc.oneof(
      fc.string({ minLength: 1, maxLength: Math.min(max, 40) }),
      fc.constantFrom('<script>alert(1)</script>', '{name}', '{n, plural, one {#} other {#}}', '夜枭请睁眼', '\u202e\u0000'),
    ),
    fc.constantFrom('', 'x'.repeat(max + 1)),
    600,
  );
const texts = (max: number) => fc.record({ 'zh-CN': words(max), 'zh-TW': words(max), en: words(max) }, { requiredKeys: [] }) as fc.Arbitrary<Json>;

/** A value for a param: a legal one of its kind most of the time, else anything. */
function paramValue(spec: ParamSpec): fc.Arbitrary<Json> {
  const legal: fc.Arbitrary<Json> =
    spec.kind === 'enum'
      ? fc.constantFrom(...spec.values)
      : spec.kind === 'bool'
        ? fc.boolean()
        : spec.kind === 'int'
          ? fc.integer({ min: spec.min, max: spec.max })
          : spec.kind === 'cadence'
            ? fc.constantFrom(1, 2, 3, 'odd', 'even', 'firstNightOnly', 'guardRepeat', 0, -1, 1.5)
            : spec.kind === 'rule'
              ? fc.constantFrom('foxLosesPowerOnMiss', 'hunterShootsWhenPoisoned', 'noSuchRule')
              : fc.constantFrom(...ROLE_IDS, 'dragon');
  return mostly(legal, fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean()));
}

function paramsOf(specs: Readonly<Record<string, ParamSpec>>): fc.Arbitrary<Json> {
  const names = Object.keys(specs);
  const known = names.length
    ? fc.subarray(names).chain((ks) => fc.tuple(...ks.map((k) => paramValue(specs[k]).map((v) => [k, v] as const))).map((kv) => Object.fromEntries(kv)))
    : fc.constant({});
  return mostly(known, fc.dictionary(fc.constantFrom('sees', 'typo', 'repeat', '__proto__'), fc.oneof(fc.string(), fc.integer())));
}

const anchor = fc.record({ after: fc.constantFrom(...ANCHORS), before: fc.constantFrom(...ANCHORS) }, { requiredKeys: [] });

const nightStep: fc.Arbitrary<Json> = fc.constantFrom(...STEP_POWER_IDS).chain((power) =>
  fc.record(
    {
      id: mostly(fc.constantFrom('custom:a', 'custom:a2', 'custom:b'), fc.constantFrom('seer', 'custom:')),
      nights: mostly(fc.constantFrom('first', 'every', 'afterFirst'), fc.constant('never')),
      power: mostly(fc.constant(power), fc.constantFrom('teleport', 'vote')),
      params: paramsOf(STEP_POWERS[power].params),
      records: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...STEP_POWERS[power].records) },
        { weight: 1, arbitrary: fc.constantFrom('seat', 'twoSeats', 'none', 'potions') },
      ),
      order: fc.record({ chinese: anchor, advanced: anchor, base: anchor }, { requiredKeys: [] }),
      texts: fc.record({ wake: texts(30), line: texts(250), closeLine: texts(250) }, { requiredKeys: [] }),
    },
    { requiredKeys: ['power', 'records'] },
  ),
);

const dayPower: fc.Arbitrary<Json> = fc
  .constantFrom(...DAY_POWER_IDS)
  .chain((power) => fc.record({ power: fc.constant(power), params: paramsOf(DAY_POWERS[power].params), text: texts(250) }, { requiredKeys: ['power'] }));

const customCard: fc.Arbitrary<Json> = fc.record(
  {
    id: mostly(fc.constantFrom('custom:a', 'custom:b', 'custom:nightOwl'), fc.constantFrom('custom:A', 'seer', 'custom:x'.padEnd(45, 'y'))),
    base: fc.oneof(fc.constant(null), mostly(fc.constantFrom('seer', 'guard', 'werewolf', 'witch', 'thief'), fc.constant('dragon'))),
    names: texts(30),
    short: texts(250),
    icon: mostly(fc.constantFrom('🦉', '🃏', 'x'), fc.constantFrom('', '🃏🃏🃏🃏🃏')),
    faction: mostly(fc.constantFrom('village', 'wolves', 'solo'), fc.constant('aliens')),
    group: fc.constantFrom('god', 'villager', 'none'),
    copies: fc.record({ min: mostly(fc.integer({ min: 1, max: 3 }), fc.constant(0)), max: mostly(fc.integer({ min: 1, max: 3 }), fc.constant(0)) }),
    wakesWithWolves: fc.boolean(),
    seerResult: fc.constantFrom('good', 'wolf'),
    traits: fc.subarray(['notProtectable', 'nightImmune', 'notPackTarget', 'publicCard']),
    nightSteps: fc.array(nightStep, { maxLength: 4 }),
    dayPowers: fc.array(dayPower, { maxLength: 5 }),
    textOnly: fc.boolean(),
    balance: fc.record({ value: mostly(fc.integer({ min: -20, max: 20 }), fc.constantFrom(-25, 25, 1.5)) }),
    interactions: fc.array(
      fc.record({ with: fc.constantFrom('seer', 'custom:a', 'dragon'), severity: fc.constantFrom('error', 'warning', 'info'), text: texts(250) }),
      {
        maxLength: 2,
      },
    ),
  },
  { requiredKeys: ['id', 'names', 'faction'] },
);

/** A board of 6–12 players with wolves, villagers and one to three custom cards, counted (or not) in its roles. */
export const customBoard: fc.Arbitrary<Json> = fc
  .tuple(fc.integer({ min: 6, max: 12 }), fc.array(customCard, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.constantFrom('chinese', 'advanced', 'base'))
  .map(([players, cards, counted, nightOrder]) => {
    const ids = cards.map((c) => (c as { id: string }).id);
    const roles: Record<string, Json> = { werewolf: Math.max(1, Math.floor(players / 4)), witch: 1 };
    if (counted) for (const id of ids) roles[id] = (roles[id] as number | undefined) ?? 1;
    else roles['custom:ghost'] = 1;
    const used = Object.values(roles).reduce<number>((n, v) => n + (v as number), 0);
    roles.villager = Math.max(0, players - used);
    return { players, roles, customRoles: cards, rules: { nightOrder } };
  });

export const customBoardText: fc.Arbitrary<string> = customBoard.map((b) => JSON.stringify(b));
