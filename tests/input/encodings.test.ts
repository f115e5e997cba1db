// Input is UTF-8: a file in another encoding is refused with a message that names the encoding problem and
// where, never read as "�" (a GBK board once checked with the name "ԤŮ�԰�"). The site's file import
// (lib/input/schema parseJsonBytes) and the CLI (cli/io readTextFile) read through the one decoder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readTextFile } from '../../cli/io';
import { decodeUtf8, firstBadUtf8 } from '../../lib/input/json-text';
import { problemText } from '../../lib/i18n/problem-text';
import { type FieldProblem, parseBoardBytes, parseJsonBytes, parseJsonText } from '../../lib/input/schema';

const dir = mkdtempSync(join(tmpdir(), 'wolfboard-enc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const utf8 = (s: string) => new TextEncoder().encode(s);
const cat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const utf16 = (s: string, le: boolean, bom: boolean) => {
  const out: number[] = bom ? (le ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out.push(...(le ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff]));
  }
  return Uint8Array.from(out);
};

/** The board of the issue, 预女猎白, with its name in GBK bytes (D4 A4 C5 AE C1 D4 B0 D7). */
const GBK_NAME = [0xd4, 0xa4, 0xc5, 0xae, 0xc1, 0xd4, 0xb0, 0xd7];
const HEAD = '{"name": "';
const TAIL = '", "players": 9, "roles": {"werewolf": 3, "villager": 3, "seer": 1, "witch": 1, "hunter": 1}}';
const GBK_BOARD = cat(utf8(HEAD), GBK_NAME, utf8(TAIL));
const BOARD = `${HEAD}预女猎白${TAIL}`;

/** The problem the CLI gives for a file of these bytes: reading it, then its JSON. */
function cliProblem(name: string, bytes: Uint8Array): FieldProblem | null {
  const f = join(dir, name);
  writeFileSync(f, bytes);
  const r = readTextFile(f);
  if (!r.ok) return r.problem;
  const json = parseJsonText(r.text);
  return json.ok ? null : json.problems[0];
}
/** The site's reading of the same bytes. */
function siteProblem(bytes: Uint8Array): FieldProblem | null {
  const r = parseJsonBytes(bytes);
  return r.ok ? null : r.problems[0];
}

describe('input must be UTF-8, in the site and the CLI alike', () => {
  it('a GBK board is refused, naming the first byte that is not UTF-8 by line, column and offset', () => {
    // D4 A4 and C5 AE happen to be UTF-8 (Ԥ, Ů): the first bad byte is C1, the third character.
    const want = { path: '', code: 'text.notUtf8', params: { line: 1, column: 13, offset: 14, bytes: 'C1 D4 B0 D7' } };
    expect(siteProblem(GBK_BOARD)).toEqual(want);
    expect(cliProblem('gbk.json', GBK_BOARD)).toEqual(want);
    expect(parseBoardBytes(GBK_BOARD).ok).toBe(false);
    expect(problemText(want, 'en')).toBe(
      'not UTF-8 text: line 1, column 13 (byte offset 14): the bytes C1 D4 B0 D7 are not UTF-8; save the file as UTF-8 (it may be GBK, Big5 or Latin-1)',
    );
    expect(problemText(want, 'zh-CN')).toContain('第 1 行第 13 列');
    // The same board in UTF-8 reads, its name intact.
    const ok = parseBoardBytes(utf8(BOARD));
    expect(ok.ok && ok.value.name).toBe('预女猎白');
  });

  it('the line and column count characters, after earlier lines and multi-byte characters', () => {
    const bytes = cat(utf8('{\n  "name": "狼人"\n  ,"x": "caf'), [0xe9], utf8('"}'));
    expect(decodeUtf8(bytes)).toEqual({ ok: false, code: 'text.notUtf8', params: { line: 3, column: 13, offset: 33, bytes: 'E9' } });
  });

  it('UTF-16 with a byte-order mark, either order, and without one, is named as UTF-16; UTF-32 as UTF-32', () => {
    const text = JSON.stringify({ players: 9 });
    for (const [name, bytes] of [
      ['le-bom', utf16(text, true, true)],
      ['be-bom', utf16(text, false, true)],
      ['le', utf16(text, true, false)],
      ['be', utf16(text, false, false)],
    ] as const) {
      const want = { path: '', code: 'text.wide', params: { encoding: 'UTF-16' } };
      expect(siteProblem(bytes), name).toEqual(want);
      expect(cliProblem(`${name}.json`, bytes), name).toEqual(want);
    }
    expect(problemText({ path: '', code: 'text.wide', params: { encoding: 'UTF-16' } }, 'en')).toBe('this file is UTF-16; save it as UTF-8');
    for (const bytes of [cat([0xff, 0xfe, 0, 0], [0x7b, 0, 0, 0]), cat([0, 0, 0xfe, 0xff], [0, 0, 0, 0x7b]), Uint8Array.from([0x7b, 0, 0, 0, 0x7d, 0, 0, 0])])
      expect(siteProblem(bytes)).toEqual({ path: '', code: 'text.wide', params: { encoding: 'UTF-32' } });
  });

  it('one byte-order mark is dropped; a second is a named problem, in bytes and in stored text', () => {
    const bom = [0xef, 0xbb, 0xbf];
    expect(parseBoardBytes(cat(bom, utf8(BOARD))).ok).toBe(true);
    const two = cat(bom, bom, utf8(BOARD));
    expect(siteProblem(two)).toEqual({ path: '', code: 'text.secondBom' });
    expect(cliProblem('two-boms.json', two)).toEqual({ path: '', code: 'text.secondBom' });
    const text = parseJsonText('\uFEFF\uFEFF{}');
    expect(text.ok || text.problems).toEqual([{ path: '', code: 'text.secondBom' }]);
    expect(problemText({ path: '', code: 'text.secondBom' }, 'zh-TW')).toBe('開頭有兩個位元組順序記號（U+FEFF）：請刪除第二個');
  });

  it('what is not UTF-8 at the edges: overlong forms, surrogates, past U+10FFFF, a cut sequence', () => {
    for (const [bad, at] of [
      [[0x7b, 0xc0, 0x80], 1],
      [[0x7b, 0xe0, 0x80, 0x80], 1],
      [[0x7b, 0xed, 0xa0, 0x80], 1],
      [[0x7b, 0xf4, 0x90, 0x80, 0x80], 1],
      [[0x7b, 0x22, 0xe7, 0x8b], 2],
      [[0xff], 0],
    ] as const) {
      const r = decodeUtf8(Uint8Array.from(bad));
      expect(r.ok, bad.join(' ')).toBe(false);
      expect(!r.ok && r.params.offset).toBe(at);
    }
    expect(decodeUtf8(utf8('{"x": "狼🐺"}'))).toEqual({ ok: true, text: '{"x": "狼🐺"}' });
  });

  it('the locator agrees with the fatal decoder on any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (b) => {
        let fatal = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(b);
        } catch {
          fatal = false;
        }
        expect(firstBadUtf8(b) === -1).toBe(fatal);
      }),
      { numRuns: 3000, seed: 35 },
    );
  });
});
