// A bad command line is said in the terminal's language (LANG=zh_TW.UTF-8 → Traditional Chinese), or in a
// valid --lang of the same line, with the verb's usage line, exit 2 — and in the tool's own words for any
// flag: a flag named like an inherited property (--toString, --constructor, --__proto__) once printed
// node:util's raw English message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HELP } from '../../cli/help';
import type { Io } from '../../cli/io';
import { main } from '../../cli/wolfboard';
import { INHERITED } from '../fuzz/corpus';
import { SIMPLIFIED_ONLY } from '../i18n/simplified-only';

const BOARD = JSON.stringify({ players: 9, roles: { werewolf: 3, villager: 3, seer: 1, witch: 1, hunter: 1 } });
const VERBS = Object.keys(HELP) as (keyof typeof HELP)[];

async function run(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env, readText: () => ({ ok: true, text: BOARD }) };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** English left in a message once the command's own words are taken out: flags, quoted values, FILE, ids. */
const english = (s: string) =>
  s
    .replace(/"[^"]*"/g, '')
    .replace(/--?[\w-]+(?:=\S*)?/g, '')
    .replace(/\b(?:wolfboard|FILE|zh-CN|zh-TW|en|random|heuristic)\b/g, '')
    .match(/[A-Za-z]{3,}/g) ?? [];
/** Words of node:util's own messages. */
const NODE = /ERR_PARSE_ARGS|Unknown option '|To specify a positional|does not take an argument|argument missing/;

/** Bad command lines for a verb: every kind of usage error the verbs have. */
function badLines(verb: (typeof VERBS)[number]): string[][] {
  const file = verb === 'roles' ? [] : ['b.json'];
  const lines = [
    [...file, '--frob'],
    [...file, '--toString'],
    [...file, '--constructor'],
    [...file, '--__proto__'],
    [...file, '--hasOwnProperty=1'],
    [...file, '-x'],
    [...file, '--json=yes'],
    [...file, '--lang'],
    [...file, '--lang', 'fr'],
    [...file, 'extra.json'],
  ];
  if (verb === 'script')
    lines.splice(
      lines.findIndex((l) => l.includes('--json=yes')),
      1,
    );
  if (verb !== 'roles') lines.push([]);
  if (verb === 'simulate')
    lines.push(['b.json', '--games', '0'], ['b.json', '--seed', '-5'], ['b.json', '--policy', 'smart'], ['b.json', '--games', '1', '--seed=']);
  return lines;
}

describe("usage errors in the terminal's language", () => {
  for (const verb of VERBS) {
    it(`${verb}: every bad command line is exit 2, said in zh-TW and zh-CN, never node:util's words`, async () => {
      const bad: string[] = [];
      for (const args of badLines(verb)) {
        for (const [LANG, usageWord] of [
          ['zh_TW.UTF-8', '用法：'],
          ['zh_CN.UTF-8', '用法：'],
          ['C', 'usage: '],
        ]) {
          const r = await run([verb, ...args], { LANG });
          const [message, usage] = r.err.split('\n');
          const where = `${LANG} wolfboard ${verb} ${args.join(' ')}`;
          if (r.code !== 2) bad.push(`${where}: exit ${r.code}`);
          if (NODE.test(r.err)) bad.push(`${where}: node:util's message: ${r.err}`);
          if (!message.startsWith(`wolfboard ${verb}: `)) bad.push(`${where}: ${message}`);
          if (usage !== HELP[verb].usage.replace('usage: ', usageWord)) bad.push(`${where}: usage line ${usage}`);
          const said = message.slice(`wolfboard ${verb}: `.length);
          if (LANG !== 'C' && english(said).length) bad.push(`${where}: English ${english(said).join(' ')}: ${message}`);
          if (LANG === 'zh_TW.UTF-8' && [...r.err].some((c) => SIMPLIFIED_ONLY.has(c))) bad.push(`${where}: Simplified: ${message}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }

  it('names the flag in the tool’s own words, in English too', async () => {
    expect((await run(['check', 'b.json', '--toString'], {})).err.split('\n')[0]).toBe('wolfboard check: unknown option --toString');
    expect((await run(['check', 'b.json', '--__proto__'], { LANG: 'zh_TW.UTF-8' })).err.split('\n')[0]).toBe('wolfboard check: 未知的選項 --__proto__');
    expect((await run(['replay', '--constructor'], { LANG: 'zh_CN.UTF-8' })).err.split('\n')[0]).toBe('wolfboard replay: 未知的选项 --constructor');
    expect((await run(['frob'], { LANG: 'zh_TW.UTF-8' })).err).toBe('wolfboard: 未知的動詞 "frob"');
  });

  it('a valid --lang on the same line decides the language of the error', async () => {
    const r = await run(['check', 'b.json', '--frob', '--lang', 'zh-TW'], { LANG: 'C' });
    expect(r.err.split('\n')).toEqual(['wolfboard check: 未知的選項 --frob', `用法：${HELP.check.usage.slice('usage: '.length)}`]);
    expect((await run(['check', 'b.json', '--frob', '--lang=en'], { LANG: 'zh_CN.UTF-8' })).err).toMatch(/^wolfboard check: unknown option --frob\n/);
  });

  it("any command line of flags and inherited names: never node:util's words, never a crash", async () => {
    const token = fc.oneof(
      fc.constantFrom(
        ...INHERITED.map((n) => `--${n}`),
        ...INHERITED,
        '--json',
        '--lang',
        'zh-TW',
        'fr',
        '--',
        '-',
        '-h',
        '--games',
        '7',
        '-5',
        'b.json',
        '--lang=',
      ),
      fc.string({ maxLength: 6 }).map((s) => `--${s}`),
    );
    const verbs = fc.constantFrom('check', 'order', 'script', 'replay', 'beats', 'roles');
    await fc.assert(
      fc.asyncProperty(verbs, fc.array(token, { maxLength: 5 }), async (verb, args) => {
        const r = await run([verb, ...args], { LANG: 'zh_TW.UTF-8' });
        expect([0, 1, 2]).toContain(r.code);
        expect(r.err).not.toMatch(NODE);
        expect(r.err).not.toMatch(/internal error/);
      }),
      { numRuns: 300, seed: 35 },
    );
  });
});
