// `wolfboard beats FILE [--lang …] [--json]`: the record's beats up to the next one waiting for an event, the
// same function as the page's; exit codes as `replay` (1 an illegal event, 2 not a record).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/commands/beats';
import { apply, newGame, nextStep, replay, type GameEvent, type GameState } from '../../lib/engine';
import { beatJson, beatsOf } from '../../lib/moderator/beats';
import { readTextFile, type Io } from '../../cli/io';

const dir = mkdtempSync(join(tmpdir(), 'wolfboard-beats-'));
const file = (name: string, v: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, typeof v === 'string' ? v : JSON.stringify(v));
  return p;
};
/** The verb's run; `bytes`: with an output that takes bytes as they are (the terminal's), else text only. */
async function cli(args: string[], bytes = false) {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => {
      out += `${t}\n`;
    },
    err: (t) => {
      err += `${t}\n`;
    },
    env: {},
    readText: readTextFile,
  };
  if (bytes) io.outBytes = (b) => (out += Buffer.from(b).toString('utf8'));
  const code = await run(args, io);
  return { code, out, err };
}
const board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, rules: { family: 'langrensha' } };
const seats = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];
// Night 1 in the Chinese order, the langrensha default (docs/rules.md): guard, wolves, witch, seer.
const night1 = [{ type: 'guard', target: 5 }, { type: 'wolves', target: 6 }, { type: 'witch' }, { type: 'seer', target: 9 }];

describe('wolfboard beats', () => {
  it('prints the beats up to and including the next one that waits for an event', async () => {
    const r = await cli([
      file('g.json', { board, seats, events: [...night1, { type: 'sheriff', seat: null }, { type: 'exile', seat: 9 }] }),
      '--json',
      '--lang',
      'en',
    ]);
    expect(r.code).toBe(0);
    const { beats } = JSON.parse(r.out) as { beats: Record<string, unknown>[] };
    expect(beats[0]).toEqual({
      kind: 'nightfall',
      night: 1,
      say: 'Night falls. Everyone, close your eyes.',
      seats: [],
      waitsFor: null,
      after: -1,
      shows: [],
      accepts: [],
      offers: [],
    });
    for (const b of beats)
      expect(Object.keys(b).sort()).toEqual(['accepts', 'after', 'kind', 'night' in b ? 'night' : 'day', 'offers', 'say', 'seats', 'shows', 'waitsFor'].sort());
    // What the judge shows whom: the seer's answer to her alone (seat 1), the witch's victim to her (seat 2).
    expect(beats.find((b) => b.after === 3)!.shows).toEqual([{ seats: [1], text: 'Show the seer (Seat 1): Seat 9 is 👎 a wolf', code: 'answer' }]);
    expect((beats.find((b) => b.waitsFor === 'witch')!.shows as { code: string; seats: number[] }[]).find((x) => x.code === 'victim')!.seats).toEqual([2]);
    expect(beats.filter((b) => b.after === 5).map((b) => b.kind)).toEqual(['exile', 'lastWords', 'nightfall', 'step']);
    expect(beats.find((b) => b.kind === 'lastWords' && b.after === 5)).toEqual({
      kind: 'lastWords',
      day: 1,
      say: 'Seat 9: your last words, please.',
      seats: [9],
      waitsFor: null,
      after: 5,
      shows: [],
      accepts: [],
      offers: [],
    });
    expect(beats.at(-1)).toMatchObject({ kind: 'step', night: 2, waitsFor: 'guard', after: 5, accepts: ['guard'], offers: [] });
    expect(beats.filter((b) => b.waitsFor).length).toBe(7);
  });

  it('speaks the chosen language; a readable listing without --json', async () => {
    const f = file('z.json', { board, seats, events: [] });
    const zh = JSON.parse((await cli([f, '--json', '--lang', 'zh-CN'])).out);
    expect(zh.beats[0].say).toBe('天黑请闭眼。');
    const tw = JSON.parse((await cli([f, '--json', '--lang', 'zh-TW'])).out);
    expect(tw.beats[1].say).toContain('守衛');
    const plain = await cli([f, '--lang', 'en']);
    expect(plain.code).toBe(0);
    expect(plain.out).toContain('“Night falls. Everyone, close your eyes.”');
  });

  it('exits 1 on an illegal event and 2 on a file that is not a record', async () => {
    const bad = await cli([file('b.json', { board, seats, events: [{ type: 'guard', target: 99 }] }), '--json']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out).error.event).toBe(0);
    expect((await cli([file('n.json', 'not json'), '--json'])).code).toBe(2);
    expect((await cli([file('s.json', { hello: 1 })])).code).toBe(2);
    expect((await cli([])).code).toBe(2);
    // An unknown option is a usage error (exit 2 through the command's entry point).
    const { main } = await import('../../cli/wolfboard');
    let err = '';
    const io: Io = {
      out: () => undefined,
      err: (t) => {
        err += t;
      },
      env: {},
      readText: readTextFile,
    };
    expect(await main(['beats', file('o.json', { board, seats, events: [] }), '--frob'], io)).toBe(2);
    expect(
      await main(['beats', '--help'], {
        ...io,
        out: (t) => {
          err += t;
        },
      }),
    ).toBe(0);
    expect(err).toContain('wolfboard beats FILE');
  });

  it('writes the beats of a long record a piece at a time, the same text as the whole JSON at once', async () => {
    // A game nobody dies in, 1,200 events: more beats than one written piece holds.
    const g = newGame(board as never, seats as never);
    if (!g.ok) throw new Error('the long game does not deal');
    let s: GameState = g.state;
    const events: GameEvent[] = [];
    while (events.length < 1200) {
      const id = nextStep(s, { brief: true }).id;
      const e = (
        id === 'guard'
          ? { type: 'guard', target: (s.night % 2) + 1 }
          : id === 'seer'
            ? { type: 'seer', target: 9 }
            : id === 'werewolf'
              ? { type: 'wolves', target: null }
              : id === 'witch'
                ? { type: 'witch' }
                : id === 'sheriff'
                  ? { type: 'sheriff', seat: 1 }
                  : { type: 'vote', ballots: {} }
      ) as GameEvent;
      const r = apply(s, e);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      events.push(e);
    }
    const record = { board, seats, events };
    const f = file('long.json', record);
    const r = replay(record as never, { keepStates: true });
    if (!r.ok) throw new Error('the long game does not replay');
    const beats = beatsOf({ states: r.states!, record: record as never }, 'en', {});
    expect(beats.length).toBeGreaterThan(2000);
    const whole = `${JSON.stringify({ beats: beats.map(beatJson) }, null, 2)}\n`;
    expect((await cli([f, '--json', '--lang', 'en'])).out).toBe(whole);
    expect((await cli([f, '--json', '--lang', 'en'], true)).out).toBe(whole);
    const text = (await cli([f, '--lang', 'en'])).out;
    expect(text.split('\n').filter((l) => l.startsWith('[')).length).toBe(beats.length);
  });
});
