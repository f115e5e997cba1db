// Every preset in data/presets/ validates with no error. Read with fs so that a
// preset added later is covered without touching this test.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBoard } from '../../lib/input/schema';
import { validate } from '../../lib/validator';

const dir = join(import.meta.dirname, '..', '..', 'data', 'presets');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort();

describe('presets validate with no error', () => {
  it('there are presets to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const f of files) {
    it(f, () => {
      const parsed = parseBoard(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const r = validate(parsed.value);
      expect(r.findings.filter((x) => x.severity === 'error')).toEqual([]);
      expect(r.valid).toBe(true);
      // A board the tool ships is a standard board: no finding may "fix" its wolf count.
      expect(r.findings.filter((x) => x.id === 'wolf-count-table')).toEqual([]);
    });
  }
});
