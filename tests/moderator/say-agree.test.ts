// The judge says only what the rules allow: over rule combinations, the moderator's line for each night
// step agrees with the printed order (the cheat sheet's line) and the judge script, and the witch is told the
// victim — and pointed at it — only when the rules allow (witchSeesVictimAfterAntidote, potions left).
import { describe, expect, it } from 'vitest';
import { nextStep, replay } from '../../lib/engine';
import type { GameEvent, GameRecord, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n';
import { beatsOf, type Beat } from '../../lib/moderator/beats';
import { buildScript } from '../../lib/script/build';
import { SEATS12 } from './helpers';

const LANGS: Lang[] = ['zh-CN', 'zh-TW', 'en'];
const POINTS: Record<Lang, string> = { 'zh-CN': '法官指向', 'zh-TW': '法官指向', en: 'the judge points' };

function at(board: Board, events: GameEvent[], lang: Lang): { beats: Beat[]; told: boolean } {
  const record: GameRecord = { board, seats: SEATS12 as RoleId[], events };
  const r = replay(record, { keepStates: true });
  if (!r.ok) throw new Error(r.error.message);
  const step = nextStep(r.state);
  return { beats: beatsOf({ states: r.states!, record }, lang).filter((b) => b.after === events.length - 1), told: step.tell.some((t) => t.kind === 'victim') };
}

// The Chinese order, the langrensha default (docs/rules.md): guard, wolves, witch, seer.
const N1: GameEvent[] = [
  { type: 'guard', target: 5 },
  { type: 'wolves', target: 6 },
];
/** After the witch of night 1: the seer, day 1, night 2 up to the witch. */
const DAY1: GameEvent[] = [
  { type: 'seer', target: 9 },
  { type: 'sheriff', seat: null },
  { type: 'exile', seat: 11 },
  { type: 'guard', target: 7 },
  { type: 'wolves', target: 7 },
];
const CASES: { name: string; events: GameEvent[]; antidote: boolean; poison: boolean }[] = [
  { name: 'both potions', events: N1, antidote: true, poison: true },
  { name: 'antidote spent', events: [...N1, { type: 'witch', save: true }, ...DAY1], antidote: false, poison: true },
  { name: 'poison spent', events: [...N1, { type: 'witch', poison: 12 }, ...DAY1], antidote: true, poison: false },
];

describe('the moderator says what the printed order and the judge script say', () => {
  for (const sees of [true, false])
    for (const selfSave of ['never', 'always', 'firstNight', 'withoutGuard'] as const)
      for (const perNight of [1, 2] as const) {
        const board: Board = {
          players: 12,
          roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 },
          rules: { family: 'langrensha', witchSeesVictimAfterAntidote: sees, witchSelfSave: selfSave, witchPotionsPerNight: perNight },
        };
        it(`witchSeesVictimAfterAntidote ${sees}, witchSelfSave ${selfSave}, witchPotionsPerNight ${perNight}`, () => {
          const script = buildScript(board);
          const plan = script.plan;
          const section = (id: string) => script.sections.find((x) => x.id === id)!;
          for (const lang of LANGS) {
            for (const c of CASES) {
              const { beats, told } = at(board, c.events, lang);
              const wait = beats.at(-1)!;
              expect(wait.step, c.name).toBe('witch');
              const line = wait.lines.at(-1)!;
              // Told the victim while the antidote is unused, after only when the rule says so (Basic Rules 6(3)).
              expect(told, `${c.name} told`).toBe(c.antidote || sees);
              expect(line.includes(POINTS[lang]), `${c.name} ${lang}: points at the victim`).toBe(told);
              expect(
                wait.shows.some(({ text: x }) => /\d/.test(x) && (x.includes('victim') || x.includes('死者'))),
                `${c.name}: the victim shown`,
              ).toBe(told);
              if (c.antidote && c.poison) {
                // Night 1: the cheat sheet's line (plan) and the script's night-1 item say the same words.
                const p = plan.firstNight.find((s) => s.id === 'witch')!;
                expect(line).toBe(p.line[lang]);
                const item = section('night1').items.find((i) => i.label?.en.toLowerCase().includes('witch'))!;
                expect(item.text![lang]).toContain(line);
              } else {
                // Later nights: the script's witch item quotes the line for this case among its reminders.
                const item = section('nightN').items.find((i) => i.label?.en.toLowerCase().includes('witch'))!;
                expect(item.sub.map((x) => x[lang]).join('\n'), `${c.name} ${lang}`).toContain(line);
              }
            }
          }
        });
      }

  it('a witch with no potion left is told so, in the words the script quotes', () => {
    const board: Board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, rules: { family: 'langrensha' } };
    const events: GameEvent[] = [
      ...N1,
      { type: 'witch', save: true },
      ...DAY1,
      { type: 'witch', poison: 12 },
      { type: 'seer', target: 10 },
      { type: 'exile', seat: 10 },
      { type: 'guard', target: 8 },
      { type: 'wolves', target: 8 },
    ];
    const script = buildScript(board);
    const item = script.sections.find((x) => x.id === 'nightN')!.items.find((i) => i.label?.en.toLowerCase().includes('witch'))!;
    for (const lang of LANGS) {
      const record: GameRecord = { board, seats: SEATS12 as RoleId[], events };
      const r = replay(record, { keepStates: true });
      if (!r.ok) throw new Error(r.error.message);
      const beats = beatsOf({ states: r.states!, record }, lang).filter((b) => b.after === events.length - 1);
      const called = beats.find((b) => b.step === 'witch')!;
      expect(called).toMatchObject({ kind: 'step', fake: true, waitsFor: null });
      // Its lines: the previous step's close, this line, its own close.
      const line = called.lines.at(-2)!;
      expect(line).toMatch(/两瓶|兩瓶|Both your potions/);
      expect(item.sub.map((x) => x[lang]).join('\n')).toContain(line);
    }
  });

  it("every other night step: the moderator reads the printed order's line", () => {
    const board: Board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, rules: { family: 'langrensha' } };
    const plan = buildScript(board).plan;
    for (const lang of LANGS) {
      const { beats } = at(board, [], lang);
      const guard = beats.at(-1)!;
      expect(guard.lines.at(-1)).toBe(plan.firstNight.find((s) => s.id === 'guard')!.line[lang]);
      const { beats: b2 } = at(board, [{ type: 'guard', target: 5 }], lang);
      expect(b2.at(-1)!.lines.at(-1)).toBe(plan.firstNight.find((s) => s.id === 'werewolf')!.line[lang]);
      const { beats: b3 } = at(board, [{ type: 'guard', target: 5 }, { type: 'wolves', target: 6 }, { type: 'witch' }], lang);
      expect(b3.at(-1)!.lines.at(-1)).toBe(plan.firstNight.find((s) => s.id === 'seer')!.line[lang]);
    }
  });
});
