// Bad input: validate never throws on a schema-valid board. Over thousands of random boards
// it terminates, returns well-formed findings, and is deterministic.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import rulesSchema from '../../schemas/rules.schema.json';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { parseBoard } from '../../lib/input/schema';
import { applyFix, CHECKS, validate, type ValidationResult } from '../../lib/validator';
import type { Board } from '../../lib/generated/board';

type Prop = { enum?: unknown[]; type?: string; minimum?: number; maximum?: number };
const RULE_PROPS = rulesSchema.properties as Record<string, Prop>;
const RULE_KEYS = Object.keys(RULE_PROPS);
const CHECK_IDS = new Set(CHECKS.map((c) => c.id));

/** Every value the rules schema allows, key by key. */
const ruleValue = (p: Prop): fc.Arbitrary<unknown> =>
  p.enum ? fc.constantFrom(...p.enum) : p.type === 'boolean' ? fc.boolean() : fc.integer({ min: p.minimum ?? 0, max: p.maximum ?? 30 });

const count = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 30 }) });

const boardArb: fc.Arbitrary<Board> = fc.record(
  {
    name: fc.string({ maxLength: 20 }),
    players: fc.integer({ min: 3, max: 30 }),
    roles: fc.record(Object.fromEntries(ROLE_IDS.map((id) => [id, count])) as Record<string, fc.Arbitrary<number>>, { requiredKeys: [] }),
    rules: fc.record(Object.fromEntries(RULE_KEYS.map((k) => [k, ruleValue(RULE_PROPS[k])])), { requiredKeys: [] }),
  },
  { requiredKeys: ['players', 'roles'] },
) as fc.Arbitrary<Board>;

const text = (t: unknown) =>
  !!t &&
  typeof t === 'object' &&
  typeof (t as { en: unknown }).en === 'string' &&
  typeof (t as { zh: unknown }).zh === 'string' &&
  (t as { en: string }).en.length > 0 &&
  (t as { zh: string }).zh.length > 0 &&
  !/undefined|NaN|\[object/.test((t as { en: string }).en + (t as { zh: string }).zh);

/** What is wrong with a result (empty when well-formed); plain checks, so thousands of runs stay fast. */
function problems(r: ValidationResult): string[] {
  const bad: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) bad.push(what);
  };
  need(typeof r.valid === 'boolean', 'valid is not a boolean');
  need(r.valid === !r.findings.some((f) => f.severity === 'error'), 'valid disagrees with the error findings');
  for (const f of r.findings) {
    need(CHECK_IDS.has(f.id), `unknown id ${f.id}`);
    need(['error', 'warning', 'info'].includes(f.severity), `${f.id}: severity ${f.severity}`);
    need(Array.isArray(f.roles) && f.roles.every((id) => (ROLE_IDS as readonly string[]).includes(id)), `${f.id}: roles ${f.roles}`);
    need(Array.isArray(f.rules) && f.rules.every((k) => RULE_KEYS.includes(k)), `${f.id}: rules ${f.rules}`);
    need(text(f.message), `${f.id}: message ${JSON.stringify(f.message)}`);
    need(f.scope === undefined || f.scope === 'board' || f.scope === 'inPlay', `${f.id}: scope ${f.scope}`);
    need(f.probability === undefined || (Number.isFinite(f.probability) && f.probability >= 0 && f.probability <= 1), `${f.id}: probability ${f.probability}`);
    if (f.fix) {
      need(text(f.fix.label), `${f.id}: fix label`);
      for (const [id, n] of Object.entries(f.fix.patch.roles ?? {})) {
        need((ROLE_IDS as readonly string[]).includes(id) && Number.isInteger(n) && n! >= 0 && n! <= 30, `${f.id}: fix roles ${id}=${n}`);
      }
      for (const k of Object.keys(f.fix.patch.rules ?? {})) need(RULE_KEYS.includes(k), `${f.id}: fix rule ${k}`);
    }
  }
  const b = r.balance;
  need(Number.isFinite(b.score) && Number.isFinite(b.deck) && Number.isFinite(b.thiefAdjustment), 'balance not finite');
  need(['village', 'wolves', 'even'].includes(b.favours), 'balance favours');
  need(text(b.reading), 'balance reading');
  return bad;
}

describe('validate on random schema-valid boards (fast-check)', () => {
  it('the generator makes schema-valid boards', () => {
    fc.assert(
      fc.property(boardArb, (b) => parseBoard(b).ok),
      { numRuns: 300, seed: 7 },
    );
  });

  it('never throws, returns well-formed findings, and prints as JSON', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const r = validate(b);
        const bad = problems(r);
        if (bad.length) throw new Error(bad.join('; '));
        // What the CLI prints must survive JSON: no undefined, NaN or Infinity anywhere.
        JSON.stringify(r, (k, v) => {
          if (v === undefined || (typeof v === 'number' && !Number.isFinite(v))) throw new Error(`${k} is ${v}`);
          return v;
        });
      }),
      { numRuns: 4000, seed: 20240601 },
    );
    // 4,000 boards over every role take about 35 s on one free core; a loaded machine (the full npm test runs the
    // build and the other suites beside it) needs more than the default 60 s.
  }, 180_000);

  it('is deterministic: a copy of the board, or a second run, gives the same result', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const first = JSON.stringify(validate(b));
        if (JSON.stringify(validate(structuredClone(b))) !== first) throw new Error('differs on a copy');
        if (JSON.stringify(validate(b)) !== first) throw new Error('differs on a second run');
      }),
      { numRuns: 1500, seed: 99 },
    );
  });

  it('does not change the board it is given', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const copy = structuredClone(b);
        validate(b);
        expect(b).toEqual(copy);
      }),
      { numRuns: 500, seed: 3 },
    );
  });

  it('every fix yields a schema-valid board and leaves the input untouched', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const copy = structuredClone(b);
        for (const f of validate(b).findings) {
          if (!f.fix) continue;
          const fixed = applyFix(b, f.fix);
          const parsed = parseBoard(fixed);
          expect(parsed.ok ? [] : parsed.problems, f.id).toEqual([]);
        }
        expect(b).toEqual(copy);
      }),
      { numRuns: 800, seed: 11 },
    );
  });
});
