// The hook names are written once, as the `HookName` type: the registry's list of hooks holds exactly them,
// each is a member of the PowerModule interface, and docs/architecture.md's hook table (written by
// `npm run generate`) lists them all, each once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOOKS, POWERS } from '../../lib/powers/registry';
import { hookDocs, hookTable, HOOK_TABLE_START } from '../../scripts/hook-table';

const ROOT = join(import.meta.dirname, '..', '..');
const hooks = hookDocs(ROOT);

describe('hook names', () => {
  it('the registry lists exactly the hooks of HookName, each a documented member of PowerModule', () => {
    expect([...HOOKS].sort()).toEqual(hooks.map((h) => h.name).sort());
    for (const h of hooks) expect(h.doc, h.name).not.toBe('');
  });

  it('the hook table of docs/architecture.md has a row per hook, written from the code', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
    const table = hookTable(hooks, POWERS);
    expect(doc).toContain(table);
    const rows = table.split('\n').filter((l) => /^\| `\w+` \|/.test(l));
    expect(rows.map((r) => r.split('`')[1])).toEqual(hooks.map((h) => h.name));
    // A hook renamed in the code is a table the doc no longer holds.
    expect(doc).not.toContain(hookTable([{ ...hooks[0], name: `${hooks[0].name}X` }, ...hooks.slice(1)], POWERS));
    expect(doc.indexOf(HOOK_TABLE_START)).toBeGreaterThan(0);
  });
});
