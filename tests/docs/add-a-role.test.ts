// Follows docs/architecture.md, "Adding a role" (a role that only reuses powers), in a copy of the tree: a seer
// variant, the oracle, added by exactly the files the section names, then `npm run generate`; the type check, the
// drift check, the catalogue, schema, order, script, moderator-text, balance and docs tests and every scenario
// record (the oracle's own among them) must pass there. Nothing is skipped: a failing step fails this test.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const ID = 'oracle';
const RECORD = 'oracle-checks-a-wolf';

/** The tree as committed plus the work not yet committed (new files too), without what git ignores. */
function copyTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wolfboard-add-a-role-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && f !== 'node_modules' && existsSync(join(ROOT, f)));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    copyFileSync(join(ROOT, f), join(dir, f));
  }
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
  return dir;
}

const readJson = (dir: string, rel: string) => JSON.parse(readFileSync(join(dir, rel), 'utf8'));
const writeJson = (dir: string, rel: string, value: unknown) => {
  mkdirSync(dirname(join(dir, rel)), { recursive: true });
  writeFileSync(join(dir, rel), `${JSON.stringify(value, null, 2)}\n`);
};
/** A message file with entries added, its keys kept in order. */
const addMessages = (dir: string, rel: string, entries: Record<string, string>) => {
  const all = { ...readJson(dir, rel), ...entries };
  writeJson(
    dir,
    rel,
    Object.fromEntries(
      Object.keys(all)
        .sort()
        .map((k) => [k, all[k]]),
    ),
  );
};

const STEP = `roles.${ID}.steps.${ID}`;
const ROLE_TEXTS: Record<string, Record<string, string>> = {
  en: {
    name: 'Oracle',
    short: 'Each night checks one player: good or wolf, like the seer.',
    description: 'The oracle is a god. Each night she checks one player and the judge signals good or wolf, as for the seer.',
    wake: 'the oracle',
    line: 'Oracle, open your eyes. Whom do you want to check?',
    closeLine: 'Oracle, close your eyes.',
  },
  'zh-CN': {
    name: '神谕者',
    short: '每晚查验一名玩家：好人或狼人，同预言家。',
    description: '神谕者是神职。每晚查验一名玩家，法官示意好人或狼人，与预言家相同，用于测试添加角色的步骤。',
    wake: '神谕者',
    line: '神谕者请睁眼，你要查验的玩家是？',
    closeLine: '神谕者请闭眼',
  },
  'zh-TW': {
    name: '神諭者',
    short: '每晚查驗一名玩家：好人或狼人，同預言家。',
    description: '神諭者是神職。每晚查驗一名玩家，法官示意好人或狼人，與預言家相同，用於測試新增角色的步驟。',
    wake: '神諭者',
    line: '神諭者請睜眼，你要查驗的玩家是？',
    closeLine: '神諭者請閉眼',
  },
};
const EVENT_TEXT: Record<string, string> = {
  en: 'Oracle checks {seat}: {result}',
  'zh-CN': '神谕者查验 {seat}：{result}',
  'zh-TW': '神諭者查驗 {seat}：{result}',
};

/** The documented steps, one by one; returns the files written by hand. */
function addTheOracle(dir: string): string[] {
  const hand: string[] = [];
  const touch = (rel: string) => {
    hand.push(rel);
    return rel;
  };
  // 1. The role file.
  writeJson(dir, touch(`data/roles/${ID}.json`), {
    id: ID,
    name: `roles.${ID}.name`,
    aliases: [],
    faction: 'village',
    group: 'god',
    unique: true,
    wakesWithWolves: false,
    seerResult: 'good',
    icon: '🔭',
    nightSteps: [
      {
        id: ID,
        nights: 'every',
        power: 'inspect',
        params: { sees: 'seerResult', answer: 'seer' },
        event: ID,
        records: 'seat',
        wake: `${STEP}.wake`,
        line: `${STEP}.line`,
        closeLine: `${STEP}.closeLine`,
        source: 'Ultimate Werewolf (a seer variant)',
      },
    ],
    dayPowers: [],
    short: `roles.${ID}.short`,
    description: `roles.${ID}.description`,
    source: 'Ultimate Werewolf (a seer variant)',
  });
  const langs = readdirSync(join(dir, 'data', 'i18n'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  expect(langs.sort()).toEqual(Object.keys(ROLE_TEXTS).sort());
  for (const lang of langs) {
    const t = ROLE_TEXTS[lang];
    // 2. Its texts.
    addMessages(dir, touch(`data/i18n/${lang}/roles.json`), {
      [`roles.${ID}.name`]: t.name,
      [`roles.${ID}.short`]: t.short,
      [`roles.${ID}.description`]: t.description,
      [`${STEP}.wake`]: t.wake,
      [`${STEP}.line`]: t.line,
      [`${STEP}.closeLine`]: t.closeLine,
    });
    // 3. The moderator's words for its event (records: seat, so no `.none`; its answer is the seer's kind).
    addMessages(dir, touch(`data/i18n/${lang}/moderator.json`), { [`moderator.ev.${ID}`]: EVENT_TEXT[lang] });
  }
  // 4. Its place in each order: right after the seer.
  const orders = readJson(dir, 'data/night-order.json');
  for (const order of Object.values(orders.orders) as { steps: { id: string; kind: string }[] }[]) {
    const at = order.steps.findIndex((s) => s.id === 'seer');
    expect(at).toBeGreaterThan(0);
    order.steps.splice(at + 1, 0, { id: ID, kind: 'role' });
  }
  writeJson(dir, touch('data/night-order.json'), orders);
  // 5. Its points.
  const points = readJson(dir, 'data/balance-points.json');
  points.roles[ID] = { value: 7, source: 'by analogy with Ultimate Werewolf: Seer +7 (the same check)', byAnalogy: true };
  writeJson(dir, touch('data/balance-points.json'), points);
  // 7. A scenario record: she checks a werewolf on night 1 and is shown the wolf sign.
  writeJson(dir, touch(`tests/records/${RECORD}.json`), {
    board: { players: 6, roles: { [ID]: 1, villager: 3, werewolf: 2 }, rules: { sheriff: false } },
    seats: [ID, 'villager', 'villager', 'villager', 'werewolf', 'werewolf'],
    events: [
      { type: 'wolves', target: 2 },
      { type: ID, target: 5 },
    ],
  });
  writeJson(dir, touch(`tests/records/${RECORD}.expect.json`), {
    rule: 'The oracle checks like the seer: a werewolf shows the wolf sign.',
    source: 'docs/architecture.md, Adding a role',
    exit: 0,
    summary: { winner: null, alive: [1, 3, 4, 5, 6], sheriff: null, deaths: [{ seat: 2, night: 1, cause: 'wolves' }] },
    state: { answer: { kind: 'seer', to: 1, about: 5, result: 'wolf' } },
  });
  return hand;
}

/** Runs a command in the copy; its output on failure. */
function run(dir: string, cmd: string, args: string[]): string {
  const { FORCE_COLOR: _, ...env } = process.env;
  const r = spawnSync(cmd, args, { cwd: dir, encoding: 'utf8', env: { ...env, CI: '1', NO_COLOR: '1' } });
  const out = `${r.stdout}\n${r.stderr}`;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${out.slice(-4000)}`);
  return out;
}

/** The same, not waiting: the type check and the tests run side by side. */
function runAsync(dir: string, cmd: string, args: string[]): Promise<string> {
  const { FORCE_COLOR: _, ...env } = process.env;
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...env, CI: '1', NO_COLOR: '1' } }, (err, stdout, stderr) => {
      const out = `${stdout}\n${stderr}`;
      if (err) reject(new Error(`${cmd} ${args.join(' ')} failed (${err.code}):\n${out.slice(-4000)}`));
      else resolve(out);
    });
  });
}

/** The backquoted paths of the section's first list (the role that only reuses powers), `<x>` as a wildcard. */
function documentedPaths(): RegExp[] {
  const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const from = doc.indexOf('### A role that only reuses powers');
  const to = doc.indexOf('### A role that needs a new power');
  expect(from).toBeGreaterThan(0);
  const list = doc.slice(from, to);
  const paths = [...list.matchAll(/`((?:data|tests)\/[\w<>./-]+)`/g)].map((m) => m[1]);
  // `<name>.expect.json` is written beside its record.
  for (const m of list.matchAll(/`(<[\w]+>\.expect\.json)`/g)) paths.push(`tests/records/${m[1]}`);
  return paths.map((p) => new RegExp(`^${p.replace(/[.]/g, '\\.').replace(/<\w+>/g, '[^/]+')}$`));
}

let dir = '';
// Removing the tree's copy takes long on a loaded machine: more than the default ten seconds of a hook.
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('docs/architecture.md, "Adding a role", followed in a copy of the tree', () => {
  it('adds a seer variant by the documented files alone, and the suite passes there', { timeout: 420_000 }, async () => {
    dir = copyTree();
    run(dir, 'git', ['init', '-q']);
    run(dir, 'git', ['add', '-A']);
    run(dir, 'git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'copy', '--no-verify']);

    const hand = addTheOracle(dir);
    const documented = documentedPaths();
    for (const f of hand)
      expect(
        documented.some((re) => re.test(f)),
        `${f} is named in "Adding a role"`,
      ).toBe(true);

    // 6. npm run generate.
    run(dir, 'npx', ['tsx', 'scripts/generate.ts']);
    const changed = run(dir, 'git', ['status', '--porcelain', '--untracked-files=all'])
      .split('\n')
      .map((l) => l.slice(3).trim())
      .filter(Boolean);
    const generated = changed.filter((f) => !hand.includes(f));
    // What a data-only card costs: the files above by hand, the rest written by the generator.
    console.log(`add a role: ${hand.length} files by hand, ${generated.length} generated:\n  ${generated.join('\n  ')}`);
    expect(generated.every((f) => f.startsWith('schemas/') || f.startsWith('lib/generated/'))).toBe(true);
    expect(generated).toContain('schemas/role-id.schema.json');
    expect(generated).toContain('schemas/night-order.schema.json');
    expect(readJson(dir, 'schemas/role-id.schema.json').enum.at(-1)).toBe(ID);

    const [, out] = await Promise.all([
      runAsync(dir, 'npx', ['tsc', '--noEmit', '--incremental', 'false']),
      runAsync(dir, 'npx', [
        'vitest',
        'run',
        '--reporter=verbose',
        'tests/data',
        'tests/lib/schema.test.ts',
        'tests/order',
        'tests/script',
        'tests/i18n',
        'tests/moderator/keys.test.ts',
        'tests/moderator/text.test.ts',
        'tests/validator/balance.test.ts',
        'tests/engine/records.test.ts',
        'tests/docs/module-table.test.ts',
      ]),
    ]);
    expect(out).toContain(RECORD);
    expect(out).not.toMatch(/\b\d+ skipped\b/);
    expect(out).toMatch(/Tests\s+\d+ passed/);
  });
});
