// No module-level mutable state in the rules core (docs/architecture.md): no module-level let or var, no
// container made at load (a Map, a Set, a list or record to fill), no module-level value changed in place. A
// memo is a constant computed once from data, or lives in a context the caller makes and passes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleState } from './module-state';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['lib/engine', 'lib/powers', 'lib/validator', 'lib/order', 'lib/script'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('the rules core', () => {
  it('keeps no module-level mutable state', () => {
    const found = FOLDERS.flatMap((dir) =>
      sources(join(ROOT, dir)).flatMap((f) => moduleState(f, readFileSync(f, 'utf8')).map((w) => `${relative(ROOT, f)}:${w}`)),
    );
    expect(found).toEqual([]);
  });

  it('names each kind of it', () => {
    const planted = [
      'let memo: number | null = null;',
      'const cache = new Map<string, number>();',
      'const seen = Object.freeze(new Set([1]));',
      'const list: number[] = [];',
      'const table = {} as Record<string, number>;',
      'const ok = Object.freeze({ a: 1 });',
      'function f(k: string) { memo = 1; list.push(1); table[k] = 2; ok.a++; }',
    ].join('\n');
    expect(moduleState('planted.ts', planted)).toEqual([
      '1: module-level let memo',
      '2: module-level new Map (cache)',
      '3: module-level new Set (seen)',
      '4: module-level empty list list',
      '5: module-level empty record table',
      '7: module-level list changed in place (.push)',
      '7: module-level table changed in place',
      '7: module-level ok changed in place',
    ]);
  });
});
