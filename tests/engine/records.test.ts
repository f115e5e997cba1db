// Scenario records (tests/records/NAME.json): each is a game record that `wolfboard replay` reads, with its
// hand-derived outcome in NAME.expect.json (kept outside the record, so the record stays schema-valid):
// { rule, source, exit, summary | error {event, includes} | includes, next?, state? }.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../../cli/commands/replay';
import { readTextFile, type Io } from '../../cli/io';
import { nextStep, replay } from '../../lib/engine';
import { parseRecord } from '../../lib/engine/replay';

const DIR = join(import.meta.dirname, '..', 'records');
const names = readdirSync(DIR)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.expect.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

interface Expect {
  rule: string;
  source: string;
  exit: 0 | 1 | 2;
  summary?: unknown;
  error?: { event: number; includes: string };
  includes?: string;
  next?: Record<string, unknown>;
  state?: Record<string, unknown>;
}

async function cli(file: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => {
      out += `${t}\n`;
    },
    err: (t) => {
      err += `${t}\n`;
    },
    env: {},
    readText: readTextFile,
  };
  const code = await run([file, '--json'], io);
  return { code, out, err };
}

describe('scenario records (wolfboard replay FILE --json)', () => {
  it('has at least 60 scenarios, each naming its rule and source', () => {
    expect(names.length).toBeGreaterThanOrEqual(60);
    for (const n of names) {
      const e = JSON.parse(readFileSync(join(DIR, `${n}.expect.json`), 'utf8')) as Expect;
      expect(e.rule.length, n).toBeGreaterThan(10);
      expect(e.source, n).toMatch(/seed|RULES|issue|docs|rules\.schema|data\//);
    }
  });

  for (const name of names) {
    const expected = JSON.parse(readFileSync(join(DIR, `${name}.expect.json`), 'utf8')) as Expect;
    it(`${name}: ${expected.rule} (${expected.source})`, async () => {
      const file = join(DIR, `${name}.json`);
      const { code, out, err } = await cli(file);
      expect({ code, err }).toMatchObject({ code: expected.exit });
      if (expected.exit === 0) expect(JSON.parse(out)).toEqual(expected.summary);
      if (expected.exit === 1) {
        const e = JSON.parse(out).error;
        expect(Object.keys(e).sort()).toEqual(['event', 'message']);
        expect(e.event).toBe(expected.error!.event);
        expect(e.message.toLowerCase()).toContain(expected.error!.includes.toLowerCase());
      }
      if (expected.exit === 2) expect(out + err).toContain(expected.includes!);
      if (expected.next || expected.state) {
        const parsed = parseRecord(JSON.parse(readFileSync(file, 'utf8')));
        if (!parsed.ok) throw new Error('record does not parse');
        const r = replay(parsed.record);
        if (!r.ok) throw new Error(r.error.message);
        if (expected.next) expect(nextStep(r.state)).toMatchObject(expected.next);
        if (expected.state) expect(r.state).toMatchObject(expected.state);
      }
    });
  }
});
