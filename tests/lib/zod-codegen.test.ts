import { describe, it, expect } from 'vitest';
import * as z from 'zod/mini';
import { describe as words, zodModule } from '../../scripts/zod-codegen';
import { parseWith } from '../../lib/schema';
import { ex } from '../../lib/schema-expect';

// Issue 2 item 3 / issue 6: runtime validation is generated from schemas/ (lib/generated/zod/*), and the
// generator refuses what it cannot check rather than half-checking a schema.
describe('schemas → zod/mini generator', () => {
  const banner = '/* test */';
  it('refuses a keyword it does not support', () => {
    expect(() => zodModule('x.schema.json', { type: 'string', pattern: '^a' }, banner)).toThrow(/keyword "pattern"/);
  });
  it('refuses an object with properties that allows other keys (its type would not say so)', () => {
    expect(() => zodModule('x.schema.json', { type: 'object', properties: { a: { type: 'string' } } }, banner)).toThrow(/additionalProperties/);
  });
  it('refuses recursive definitions', () => {
    const schema = { definitions: { a: { type: 'array', items: { $ref: '#/definitions/a' } } }, $ref: '#/definitions/a' };
    expect(() => zodModule('x.schema.json', schema, banner)).toThrow(/recursive/);
  });
  it('imports a schema another file references, by its exported name', () => {
    const ts = zodModule('board.schema.json', { type: 'object', additionalProperties: false, properties: { rules: { $ref: 'rules.schema.json' } } }, banner);
    expect(ts).toContain("import { rulesSchema } from './rules';");
    expect(ts).toContain('rules: z.optional(rulesSchema)');
  });
  it('says in words what a field accepts', () => {
    const ctx = { file: 'x', root: {}, imports: new Set<string>() };
    expect(words({ type: 'integer', minimum: 3, maximum: 30 }, ctx)).toBe('a whole number from 3 to 30');
    expect(words({ type: ['integer', 'null'] }, ctx)).toBe('a whole number or null');
    expect(words({ type: 'array', minItems: 2, maxItems: 2 }, ctx)).toBe('a list of 2 items');
    expect(words({ enum: [1.5, 2] }, ctx)).toBe('one of 1.5, 2');
  });
  it('a missing field is "required", a wrong one "expected"', () => {
    const s = z.strictObject({ n: z.int(ex('a whole number')) });
    const missing = parseWith(s, {});
    const wrong = parseWith(s, { n: 'x' });
    expect(!missing.ok && missing.problems[0].message).toBe('n is required: a whole number');
    expect(!wrong.ok && wrong.problems[0].message).toBe('n: expected a whole number');
  });
});
