import { describe, it, expect } from 'vitest';
import { BEYOND } from './expected-orders';
import { NIGHT_ORDERS, ORDER_NAMES } from '../../lib/order/orders';
import { ROLES } from '../../lib/catalogue';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { parseWith } from '../../lib/input/schema';
import { nightOrderSchema } from '../../lib/generated/zod/night-order';
import rulesSchema from '../../schemas/rules.schema.json';
import { DEFAULT_FAMILY, FAMILIES, resolveRules } from '../../lib/catalogue/rules';

const order = (name: (typeof ORDER_NAMES)[number]) => NIGHT_ORDERS.orders[name].steps.map((s) => s.id);
/** a comes before b in the list (both present). */
const precedes = (list: string[], a: string, b: string) => list.indexOf(a) >= 0 && list.indexOf(a) < list.indexOf(b);

describe('data/night-order.json: one ordered list of steps per order (docs/rules.md, The night and the wake orders)', () => {
  it('validates against schemas/night-order.schema.json', () => {
    const r = parseWith(nightOrderSchema, NIGHT_ORDERS);
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it("offers exactly the orders rules.nightOrder can select; the fallback is the default family's (chinese for langrensha)", () => {
    expect([...ORDER_NAMES].sort()).toEqual([...rulesSchema.properties.nightOrder.enum].sort());
    expect(NIGHT_ORDERS.default).toBe(FAMILIES[DEFAULT_FAMILY].nightOrder);
  });

  it('each family wakes the way its tables do: 狼人杀 in the Chinese order, Millers Hollow in the advanced one (docs/rules.md)', () => {
    expect(FAMILIES.langrensha.nightOrder).toBe('chinese');
    expect(FAMILIES.millersHollow.nightOrder).toBe('advanced');
    expect(resolveRules(undefined).nightOrder).toBe('chinese');
  });

  for (const name of ORDER_NAMES) {
    describe(name, () => {
      const list = order(name);
      it('starts with the dusk marker and ends with the dawn marker, ids unique', () => {
        expect(list[0]).toBe('dusk');
        expect(list[list.length - 1]).toBe('dawn');
        expect(new Set(list).size).toBe(list.length);
      });
      it('marks dusk/dawn as markers and lovers/charmed as group steps', () => {
        for (const s of NIGHT_ORDERS.orders[name].steps) {
          const want = s.id === 'dusk' || s.id === 'dawn' ? 'marker' : s.id === 'lovers' || s.id === 'charmed' ? 'group' : 'role';
          expect(s.kind, s.id).toBe(want);
        }
      });
      it('places every night step of the catalogue exactly once', () => {
        const stepIds = new Set(ROLE_IDS.flatMap((r) => ROLES[r].nightSteps.map((s) => s.id)));
        for (const id of stepIds)
          expect(
            list.filter((x) => x === id),
            id,
          ).toHaveLength(1);
      });
      it('calls the night-1 links first: thief → cupid → lovers (seed 002 §1–3, seed 004 steps 1–3), the wolf-hound between the thief and cupid (werewolves-assistant order)', () => {
        expect(list.slice(1, 5)).toEqual(['thief', 'wolfHound', 'cupid', 'lovers']);
      });
      it("lets the little girl peek during the wolves' step, right after it (seed 002 §6)", () => {
        expect(list.indexOf('littleGirl')).toBe(list.indexOf('werewolf') + 1);
        expect(NIGHT_ORDERS.orders[name].steps.find((s) => s.id === 'littleGirl')?.during).toBe('werewolf');
      });
      it('wakes the piper after the witch and the charmed right after the piper (seed 002 吹笛者)', () => {
        expect(precedes(list, 'witch', 'piper')).toBe(true);
        expect(list.indexOf('charmed')).toBe(list.indexOf('piper') + 1);
      });
    });
  }

  it('advanced: thief → cupid → lovers → guard → seer → wolves/little girl → witch → piper → charmed (seed 002 §1–9)', () => {
    const seq = ['thief', 'cupid', 'lovers', 'guard', 'seer', 'werewolf', 'littleGirl', 'witch', 'piper', 'charmed'];
    expect(order('advanced').filter((id) => seq.includes(id))).toEqual(seq);
  });
  it('advanced: the wild child on night 1 after the lovers (and the mixed blood), the wolf beauty and demon after the kill (seed 000)', () => {
    const list = order('advanced');
    // The magician's first-of-the-night swap, then the mixed blood's idol, come between them (WerewolfGameJudge
    // NIGHT_STEP_ORDER magicianSwap → slackerChooseIdol → wildChildChooseIdol; docs/rules.md, the magician).
    // The meetings (two sisters, three brothers, masons) and the stuttering judge's sign come right after the
    // lovers, before them.
    expect(list.slice(list.indexOf('lovers') + 1, list.indexOf('wildChild'))).toEqual([
      'twoSisters',
      'threeBrothers',
      'mason',
      'stutteringJudge',
      'magician',
      'mixedBlood',
    ]);
    expect(precedes(list, 'werewolf', 'wolfBeauty') && precedes(list, 'wolfBeauty', 'witch')).toBe(true);
    expect(precedes(list, 'werewolf', 'demon') && precedes(list, 'demon', 'witch')).toBe(true);
  });
  it.each(['chinese', 'advanced', 'base'] as const)(
    '%s: the magician first of the nightly powers, the crow before the wolves, the witcher after the witch (docs/rules.md, wake order)',
    (o) => {
      const list = order(o);
      // The meetings record nothing: the magician's swap is the first power of the night.
      // The wolf-hound's night-1 choice of a side, with the thief's choice of a card, comes before it; so does the
      // stuttering judge's night-1 sign, which records nothing.
      const nightly = list.filter(
        (id) => !['dusk', 'thief', 'wolfHound', 'cupid', 'lovers', 'twoSisters', 'threeBrothers', 'mason', 'stutteringJudge', 'dawn'].includes(id),
      );
      expect(nightly[0]).toBe('magician');
      expect(precedes(list, 'dreamcatcher', 'crow') && precedes(list, 'crow', 'werewolf') && precedes(list, 'crow', 'seer')).toBe(true);
      if (o !== 'base') expect(precedes(list, 'guard', 'crow')).toBe(true);
      expect(precedes(list, 'witch', 'witcher') && precedes(list, 'wolfRobot', 'witcher')).toBe(true);
      expect(list.indexOf('graveKeeper')).toBe(list.indexOf('witcher') + 1);
    },
  );
  it('chinese: wolves → witch → seer, the guard before the wolves (seed 000 §初级; 守护者在狼人之前)', () => {
    const list = order('chinese');
    expect(list.filter((id) => ['werewolf', 'witch', 'seer'].includes(id))).toEqual(['werewolf', 'witch', 'seer']);
    expect(precedes(list, 'guard', 'werewolf')).toBe(true);
  });
  for (const name of ['chinese', 'advanced'] as const) {
    it(`${name}: every role of the project at its place (docs/rules.md, the ${name} order and "Their place in the night")`, () => {
      const list: string[] = order(name);
      const known = BEYOND[name];
      expect(list.filter((id) => known.includes(id))).toEqual(known.filter((id) => list.includes(id)));
      for (const id of [
        'nightmare',
        'dreamcatcher',
        'guard',
        'werewolf',
        'wolfBeauty',
        'demon',
        'witch',
        'wolfKing',
        'wolfRobot',
        'seer',
        'gargoyle',
        'psychic',
        'graveKeeper',
        'piper',
      ])
        expect(list, id).toContain(id);
    });
  }
  it('chinese: the guard is the first nightly power of the seventeen, as Chinese tables play it', () => {
    const list = order('chinese');
    const nightly = list.filter((id) => ['guard', 'werewolf', 'witch', 'seer', 'piper'].includes(id));
    expect(nightly[0]).toBe('guard');
  });
  it('base: thief → cupid → lovers → seer → wolves → witch → guard (seed 004 steps 1–8)', () => {
    const seq = ['thief', 'cupid', 'lovers', 'seer', 'werewolf', 'witch', 'guard'];
    expect(order('base').filter((id) => seq.includes(id))).toEqual(seq);
  });
  it.each(['chinese', 'advanced', 'base'])(
    '%s: the meetings right after the lovers: two sisters → three brothers → masons (docs/rules.md, The two sisters; werewolves-assistant wake order)',
    (name) => {
      const list = order(name as (typeof ORDER_NAMES)[number]);
      const at = list.indexOf('lovers');
      expect(list.slice(at + 1, at + 4)).toEqual(['twoSisters', 'threeBrothers', 'mason']);
    },
  );
  it.each(['chinese', 'advanced', 'base'])(
    "%s: the stuttering judge shows his sign on night 1 right after the meetings, before the night's first power (docs/rules.md, the stuttering judge)",
    (name) => {
      const list = order(name as (typeof ORDER_NAMES)[number]);
      expect(list.indexOf('stutteringJudge')).toBe(list.indexOf('mason') + 1);
      expect(list[list.indexOf('stutteringJudge') + 1]).toBe('magician');
    },
  );
  it.each(['chinese', 'advanced', 'base'])(
    '%s: the mixed blood after the lovers, before the wild child; the hidden wolf after the wolf beauty, before the demon (docs/rules.md, the wake orders; WerewolfGameJudge NIGHT_STEP_ORDER)',
    (name) => {
      const list = order(name as (typeof ORDER_NAMES)[number]);
      expect(precedes(list, 'lovers', 'mixedBlood') && precedes(list, 'mixedBlood', 'wildChild')).toBe(true);
      expect(precedes(list, 'werewolf', 'hiddenWolf') && precedes(list, 'wolfBeauty', 'hiddenWolf') && precedes(list, 'hiddenWolf', 'demon')).toBe(true);
    },
  );
});
