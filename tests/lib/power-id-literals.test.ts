// Outside lib/powers/, the code names few powers by their ids: it asks the power modules (their exported
// functions, their declared tells, fields and causes) or reads the cards' data instead (docs/architecture.md).
// A power id written as a string literal elsewhere is counted; at most MAX are allowed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POWERS } from '../../lib/powers/registry';

const MAX = 10;
const root = join(__dirname, '../..');
const DIRS = ['lib', 'components', 'app', 'cli'];
const SKIP = ['lib/powers/', 'lib/generated/'];

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((f) => {
    const rel = `${dir}/${f}`;
    if (SKIP.some((s) => rel.startsWith(s))) return [];
    if (statSync(join(root, rel)).isDirectory()) return files(rel);
    return /\.tsx?$/.test(f) ? [rel] : [];
  });
}

/** Every name the public contracts give (event types and fields, death causes, rule keys, what a step records). */
function contractNames(): Set<string> {
  const out = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object')
      for (const [k, v] of Object.entries(x)) {
        if (k === 'const' || k === 'enum') for (const n of [v].flat()) if (typeof n === 'string') out.add(n);
        if (k === 'properties') for (const n of Object.keys(v as object)) out.add(n);
        walk(v);
      }
  };
  const schema = (f: string) => JSON.parse(readFileSync(join(root, `schemas/${f}.schema.json`), 'utf8'));
  for (const f of ['game', 'summary', 'rules']) walk(schema(f));
  const records = JSON.stringify(schema('role')).match(/"records":\{[^}]*"enum":\[([^\]]*)\]/);
  for (const n of records ? JSON.parse(`[${records[1]}]`) : []) out.add(n);
  return out;
}

// A power id that is also a contract's name (the `duel` event, the `selfDestruct` rule) counts only where it
// names the power: compared with a power, passed to a power query, or a power's key.
const POWER_CONTEXT = /(?:\bpower\s*(?:===|!==|:)\s*|Power\w*\([^()]*|\bhas\((?:[^()]*,\s*)?|\bpowers\.(?:has|get)\()$/;

function powerIdLiterals(): string[] {
  const ids = new Set(POWERS.map((m) => m.id as string));
  const shared = contractNames();
  const hits: string[] = [];
  for (const f of files('lib').concat(...DIRS.slice(1).map(files))) {
    readFileSync(join(root, f), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const m of line.matchAll(/'([A-Za-z]+)'/g)) {
          if (!ids.has(m[1])) continue;
          if (shared.has(m[1]) && !POWER_CONTEXT.test(line.slice(0, m.index))) continue;
          hits.push(`${f}:${i + 1}: ${m[0]}`);
        }
      });
  }
  return hits;
}

describe('power ids outside lib/powers/', () => {
  it(`are written as literals at most ${MAX} times`, () => {
    const hits = powerIdLiterals();
    expect(hits.length, hits.join('\n')).toBeLessThanOrEqual(MAX);
  });
});
