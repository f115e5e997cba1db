// The standard boards (docs/rules.md, Standard boards) wake in the Chinese order of docs/rules.md, "Their place in
// the night": `wolfboard order` and the judge's script name every step of the board in that order, and no other.
import { describe, it, expect } from 'vitest';
import type { Io } from '../../cli/io';
import { run as order } from '../../cli/commands/order';
import { getPreset } from '../../lib/catalogue/presets';
import { buildScript } from '../../lib/script/build';
import { BEYOND } from './expected-orders';

// docs/rules.md, Their place in the night, "chinese" (the family's default order), with the markers.
const CHINESE = BEYOND.chinese;
// Night 1 only: the mixed blood's idol, the hidden wolf shown the wolves. From night 2: the witcher, the grave keeper.
const FIRST_ONLY = ['mixedBlood', 'hiddenWolf'];
const AFTER_FIRST = ['witcher', 'graveKeeper'];

// docs/rules.md, Standard boards: the boards of the roles beyond the first seventeen, and the 9-player 预女猎.
const BOARDS = [
  'bai-lang-wang-shou-wei',
  'lang-wang-shou-wei',
  'lang-mei-ren-qi-shi',
  'shi-xiang-gui-shou-mu-ren',
  'ji-xie-lang-tong-ling-shi',
  'chun-bai-ye-ying',
  'deng-ying-yu-yan-jia',
  'xue-yue-lie-mo',
  'lang-wang-she-meng-ren',
  'meng-yan-shou-wei',
  'lang-wang-mo-shu-shi',
  'e-ling-qi-shi-shou-wei',
  'yu-nv-lie-bai-hun',
  'zhou-hu-wu-ya',
  'yin-lang-wu-ya',
  'yu-nv-lie-9',
];

/** The steps a board's night calls: the markers, the wolves' step, and the step of each role on it with one. */
function expected(roles: Record<string, number>, night: 'first' | 'later'): string[] {
  return CHINESE.filter((id) => {
    if (id === 'dusk' || id === 'dawn' || id === 'werewolf') return true;
    if (!roles[id]) return false;
    return night === 'first' ? !AFTER_FIRST.includes(id) : !FIRST_ONLY.includes(id);
  });
}

interface OrderStep {
  id: string;
  wake: Record<string, string>;
}

async function orderOf(id: string): Promise<{ firstNight: OrderStep[]; otherNights: OrderStep[] }> {
  let out = '';
  const io: Io = {
    out: (t) => {
      out += t;
    },
    err: () => {},
    env: {},
    readText: () => ({ ok: true, text: JSON.stringify(getPreset(id)!.board) }),
  };
  expect(await order(['board.json', '--json'], io)).toBe(0);
  return JSON.parse(out);
}

describe('the standard boards wake in the Chinese order (docs/rules.md, Standard boards; Their place in the night)', () => {
  it.each(BOARDS)('%s: wolfboard order names every step of the board, in that order', async (id) => {
    const roles = getPreset(id)!.board.roles as Record<string, number>;
    const o = await orderOf(id);
    expect(o.firstNight.map((s) => s.id)).toEqual(expected(roles, 'first'));
    expect(o.otherNights.map((s) => s.id)).toEqual(expected(roles, 'later'));
  });

  it.each(BOARDS)("%s: the judge's script calls the same steps, night 1 and later nights", async (id) => {
    const o = await orderOf(id);
    const s = buildScript(getPreset(id)!.board);
    for (const [section, steps] of [
      ['night1', o.firstNight],
      ['nightN', o.otherNights],
    ] as const) {
      const labels = s.sections.find((x) => x.id === section)!.items.map((i) => i.label?.en ?? '');
      expect(labels.length, section).toBe(steps.length);
      steps.forEach((step, i) => {
        expect(labels[i].toLowerCase().startsWith(step.wake.en.toLowerCase()), `${section} ${i}: ${labels[i]} / ${step.wake.en}`).toBe(true);
      });
    }
  });
});
