// `wolfboard check FILE [--json]`: exit 0 valid, 1 error findings,
// 2 unreadable or not a board; JSON { valid, findings, balance }; a readable report in the terminal's
// language; never a stack trace.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../cli/wolfboard';
import { readTextFile, type Io } from '../../cli/io';
import { MAX_FILE_BYTES } from '../../lib/input/schema';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'boards');
const tmp = mkdtempSync(join(tmpdir(), 'wolfboard-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function check(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env, readText: readTextFile };
  const code = await main(['check', ...args], io);
  const stderr = err.join('\n');
  expect(stderr, 'never a stack trace').not.toMatch(/\n\s+at |Error:/);
  return { code, stdout: out.join('\n'), stderr };
}

const f = (name: string) => join(FIX, name);

describe('wolfboard check --json', () => {
  it('exit 0 and { valid, findings, balance } for a valid board (预女猎白)', async () => {
    const r = await check([f('valid-yu-nv-lie-bai.json'), '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual(['valid', 'findings', 'balance']);
    expect(json.valid).toBe(true);
    for (const x of json.findings) {
      expect(Object.keys(x).slice(0, 5)).toEqual(['id', 'severity', 'roles', 'rules', 'message']);
      expect(Object.keys(x.message).sort()).toEqual(['en', 'zh']);
    }
    expect(json.balance).toMatchObject({ score: -4, favours: 'wolves' });
  });

  it('exit 1 when a finding of severity error exists (two seers: unique-duplicate)', async () => {
    const r = await check([f('error-two-seers.json'), '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout);
    expect(json.valid).toBe(false);
    const dup = json.findings.find((x: { id: string }) => x.id === 'unique-duplicate');
    expect(dup).toMatchObject({ severity: 'error', roles: ['seer'], fix: { patch: { roles: { seer: 1, villager: 4 } } } });
  });

  it('exit 0 with warnings only; thief findings carry scope and probability (seed 003)', async () => {
    const r = await check([f('warnings-forum-13.json'), '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    const two = json.findings.find((x: { id: string }) => x.id === 'thief-two-wolves');
    expect(two).toMatchObject({ severity: 'warning', scope: 'inPlay' });
    expect(two.probability).toBeCloseTo(6 / 105, 12);
    expect(json.balance.thiefAdjustment).not.toBe(0);
  });

  const bad: [string, string, RegExp][] = [
    ['not JSON', 'not-json.json', /not valid JSON/],
    ['valid JSON but not a board', 'not-a-board.json', /top level/],
    ['breaks the schema', 'schema-bad.json', /roles\.seer: expected a whole number from 0 to 30/],
  ];
  for (const [what, file, says] of bad) {
    it(`exit 2 when the file is ${what}; stderr names what is wrong; --json prints { valid: false, error }`, async () => {
      const r = await check([f(file), '--json']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(says);
      expect(r.stderr).toContain(file);
      const json = JSON.parse(r.stdout);
      expect(json).toMatchObject({ valid: false, findings: [], error: { file: f(file) } });
      expect(json.error.problems.length).toBeGreaterThan(0);
      expect(json.error.problems[0]).toHaveProperty('path');
    });
  }

  it('names every schema problem: the unknown role id and the bad rule value', async () => {
    const r = await check([f('schema-bad.json')]);
    expect(r.stderr).toContain('wizard');
    expect(r.stderr).toMatch(/rules\.tieRule/);
  });

  it('exit 2 for a file over 1 MB, without reading it as JSON', async () => {
    const big = join(tmp, 'big.json');
    writeFileSync(big, ' '.repeat(MAX_FILE_BYTES + 10));
    const r = await check([big, '--json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/at most 1000000/);
    expect(JSON.parse(r.stdout).valid).toBe(false);
  });

  it('exit 2 for a missing file, a folder, no file and an unknown option', async () => {
    expect((await check([join(tmp, 'nope.json')])).stderr).toMatch(/no such file/);
    expect((await check([tmp])).code).toBe(2);
    expect((await check([])).code).toBe(2);
    const u = await check([f('valid-yu-nv-lie-bai.json'), '--jsno']);
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/unknown option --jsno/);
  });
});

describe('wolfboard check: the readable report', () => {
  it('prints English when LANG is not Chinese', async () => {
    const r = await check([f('error-two-seers.json')], { LANG: 'en_US.UTF-8' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/ERROR\s+unique-duplicate/);
    expect(r.stdout).toContain('The seer is a unique role');
    expect(r.stdout).toMatch(/Fix: Keep one seer/);
    expect(r.stdout).toMatch(/Balance: /);
  });

  it('prints Chinese when LANG starts with zh', async () => {
    const r = await check([f('error-two-seers.json')], { LANG: 'zh_CN.UTF-8' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/错误\s+unique-duplicate/);
    expect(r.stdout).toContain('预言家是唯一身份');
    expect(r.stdout).toContain('平衡：');
    const tw = await check([f('valid-yu-nv-lie-bai.json')], { LANG: 'zh_TW.UTF-8' });
    expect(tw.code).toBe(0);
    expect(tw.stdout).toContain('結果：可以開局');
    // The findings too, in zh-TW (data/i18n/zh-TW/validator.json).
    const twErr = await check([f('error-two-seers.json')], { LANG: 'zh_TW.UTF-8' });
    expect(twErr.stdout).toContain('預言家是唯一身份（每局只有一張），牌堆裡卻有 2 張。');
  });

  it('marks in-play findings with their probability', async () => {
    const r = await check([f('warnings-forum-13.json')], { LANG: 'C' });
    expect(r.stdout).toMatch(/thief-two-wolves\s+\[in play, p = 5\.7%\]/);
    expect(r.stdout).toContain('2/35');
  });

  it('--lang overrides the terminal; a bad --lang is a usage error', async () => {
    expect((await check([f('valid-yu-nv-lie-bai.json'), '--lang', 'en'], { LANG: 'zh_CN.UTF-8' })).stdout).toContain('Result: valid');
    expect((await check([f('valid-yu-nv-lie-bai.json'), '--lang', 'fr'])).code).toBe(2);
  });
});
