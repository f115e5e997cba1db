// The command line itself: strict options (node:util parseArgs), an unknown or malformed flag is a usage
// error (exit 2) naming it, and `--help` for the command and each verb, in the terminal's language.
import { describe, it, expect } from 'vitest';
import { main } from '../../cli/wolfboard';
import { HELP } from '../../cli/help';
import { readTextFile, type Io } from '../../cli/io';

const BOARD = 'tests/fixtures/boards/valid-yu-nv-lie-bai.json';
const VERBS = Object.keys(HELP) as (keyof typeof HELP)[];

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env, readText: readTextFile };
  const code = await main(argv, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('strict options', () => {
  for (const verb of VERBS) {
    it(`${verb}: an unknown flag is exit 2, named, with the verb's usage`, async () => {
      const args = verb === 'roles' ? ['--frob'] : [BOARD, '--frob'];
      const r = await run([verb, ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`wolfboard ${verb}: unknown option --frob\n${HELP[verb].usage}`);
      expect(r.stdout).toBe('');
    });
  }

  it('a short flag that does not exist, a value for a switch, a missing value', async () => {
    expect((await run(['check', BOARD, '-x'])).stderr).toMatch(/^wolfboard check: unknown option -x\n/);
    expect((await run(['check', BOARD, '--json=yes'])).stderr).toMatch(/^wolfboard check: --json takes no value\n/);
    const missing = await run(['order', BOARD, '--lang']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^wolfboard order: --lang: a value is needed\n/);
    const dash = await run(['simulate', BOARD, '--seed', '-5']);
    expect(dash.code).toBe(2);
    expect(dash.stderr).toMatch(/--seed=-5/);
  });

  it('--key=value and --key value both work; after -- everything is a file name', async () => {
    expect((await run(['check', BOARD, '--lang=en'])).stdout).toContain('Result: valid');
    expect((await run(['check', '--lang', 'en', BOARD])).stdout).toContain('Result: valid');
    const r = await run(['check', '--', '--json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--json: no such file/);
  });
});

describe('--help', () => {
  it('wolfboard --help lists every verb (exit 0); no verb at all is exit 2', async () => {
    const r = await run(['--help'], { LANG: 'en_US.UTF-8' });
    expect(r.code).toBe(0);
    for (const v of VERBS) expect(r.stdout).toMatch(new RegExp(`^  ${v} `, 'm'));
    expect((await run([])).code).toBe(2);
    expect((await run(['-h'])).code).toBe(0);
  });

  for (const verb of VERBS) {
    it(`wolfboard ${verb} --help: usage, options and exit codes, exit 0`, async () => {
      const r = await run([verb, '--help'], { LANG: 'C' });
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n')[0]).toBe(HELP[verb].usage);
      expect(r.stdout).toContain('-h, --help');
      expect(r.stdout).toMatch(/exit codes: 0/);
      expect((await run(['help', verb])).stdout).toBe(r.stdout);
      // Help wins over everything else on the line, even a bad flag.
      expect((await run([verb, '--frob', '-h'], { LANG: 'C' })).stdout).toBe(r.stdout);
    });
  }

  it("in the terminal's language: Simplified and Traditional Chinese", async () => {
    const cn = await run(['check', '--help'], { LANG: 'zh_CN.UTF-8' });
    expect(cn.stdout).toMatch(/^用法：wolfboard check FILE/);
    expect(cn.stdout).toContain('检查板子文件');
    const tw = await run(['check', '--help'], { LC_ALL: 'zh_TW.UTF-8' });
    expect(tw.stdout).toContain('檢查板子檔案');
    expect(tw.stdout).toContain('結束代碼：');
    expect((await run(['--help'], { LANG: 'zh_CN.UTF-8' })).stdout).toContain('用法：wolfboard 动词');
  });
});
