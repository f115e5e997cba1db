// Role-id string literals outside the power modules and generated code (docs/architecture.md: a role is data,
// a mechanic is one module): how many places still name a role. Baseline: 480 before the powers redesign.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROLE_IDS } from '../lib/catalogue/roles';

const root = join(import.meta.dirname, '..');
const DIRS = ['lib', 'components', 'app', 'cli'];
const SKIP = [join('lib', 'powers'), join('lib', 'generated')];
const BASELINE = 480;
const TARGET = 30;

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (SKIP.some((s) => relative(root, p).startsWith(s))) continue;
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

export default function bench(): void {
  const re = new RegExp(`['"](${ROLE_IDS.join('|')})['"]`, 'g');
  const byFile: [string, number][] = [];
  let total = 0;
  for (const d of DIRS) {
    for (const f of files(join(root, d))) {
      const n = (readFileSync(f, 'utf8').match(re) ?? []).length;
      if (n) byFile.push([relative(root, f), n]);
      total += n;
    }
  }
  byFile.sort((a, b) => b[1] - a[1]);
  console.log(
    `${'role-id string literals outside lib/powers and generated code'.padEnd(58)} ${total}  (baseline ${BASELINE}; target ≤ ${TARGET}: ${total <= TARGET ? 'met' : 'MISSED'})`,
  );
  for (const [f, n] of byFile.slice(0, 8)) console.log(`  ${String(n).padStart(4)}  ${f}`);
}
