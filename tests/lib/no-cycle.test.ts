// No import cycle in lib/, type-only imports included: the powers depend on the engine's contract
// (lib/engine/types.ts), the engine on the registry, and nothing loops back (docs/architecture.md).
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, loopOf } from './import-graph';

describe('lib imports', () => {
  it('form no cycle', () => {
    const graph = importGraph('lib');
    expect(graph.size).toBeGreaterThan(100);
    const loops = cycles(graph).map((scc) => `${loopOf(graph, scc).join(' → ')} (${scc.length} files)`);
    expect(loops).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    const found = cycles(graph);
    expect(found).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(loopOf(graph, found[0])).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
  });
});
