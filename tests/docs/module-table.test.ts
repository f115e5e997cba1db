// The module table of docs/architecture.md ("The pieces") against the registry: one row per file of lib/powers/
// that holds a module of POWERS, and no other row. Its mechanic and roles columns are prose; the hook table is
// written by `npm run generate` (drift-checked there).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POWERS } from '../../lib/powers/registry';

const ROOT = join(import.meta.dirname, '..', '..');
const DOC = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');

/** The first column of the table headed `| module | mechanic | roles today |`. */
function tableModules(doc: string): string[] {
  const lines = doc.split('\n').map((l) => l.trim());
  const head = lines.findIndex((l) => l.startsWith('| module | mechanic |'));
  if (head < 0) throw new Error('docs/architecture.md has no module table');
  const rows: string[] = [];
  for (const l of lines.slice(head + 2)) {
    const m = l.match(/^\| `([\w-]+)` \|/);
    if (!m) break;
    rows.push(m[1]);
  }
  return rows;
}

/** The files of lib/powers/ that export a module of the registry. */
async function moduleFiles(): Promise<string[]> {
  const modules = new Set<unknown>(POWERS);
  const files: string[] = [];
  for (const name of readdirSync(join(ROOT, 'lib', 'powers'))
    .filter((x) => x.endsWith('.ts'))
    .map((x) => x.slice(0, -'.ts'.length))) {
    const exports = (await import(`../../lib/powers/${name}.ts`)) as Record<string, unknown>;
    if (Object.values(exports).some((v) => modules.has(v))) files.push(name);
  }
  return files.sort();
}

describe('the module table of docs/architecture.md', () => {
  it('names every file of the registry’s modules and no other', async () => {
    expect(tableModules(DOC).sort()).toEqual(await moduleFiles());
  });

  it('would fail on a missing row', () => {
    const without = DOC.replace(/^ {2}\| `duel` \|.*\n/m, '');
    expect(tableModules(without)).not.toContain('duel');
    expect(tableModules(without).length).toBe(tableModules(DOC).length - 1);
  });
});
