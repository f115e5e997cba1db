import { describe, it, expect } from 'vitest';
import * as z from 'zod/mini';
import { describe as words, zodModule } from '../../scripts/zod-codegen';
import { parseWith } from '../../lib/input/schema';
import { ex, expectMsg } from '../../lib/input/schema-expect';
import { msgText } from '../../lib/i18n/msg';
import { problemText } from '../../lib/i18n/problem-text';
import type { Lang } from '../../lib/i18n';

// Issue 2 item 3 / issue 6: runtime validation is generated from schemas/ (lib/generated/zod/*), and the
// generator refuses what it cannot check rather than half-checking a schema.
describe('schemas → zod/mini generator', () => {
  const banner = '/* test */';
  it('refuses a keyword it does not support', () => {
    expect(() => zodModule('x.schema.json', { type: 'string', format: 'email' }, banner)).toThrow(/keyword "format"/);
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
    const say = (node: Record<string, unknown>, lang: Lang = 'en') => msgText(expectMsg(words(node, ctx)), lang);
    expect(words({ type: 'integer', minimum: 3, maximum: 30 }, ctx)).toEqual({ t: 'int', min: 3, max: 30 });
    expect(say({ type: 'integer', minimum: 3, maximum: 30 })).toBe('a whole number from 3 to 30');
    expect(say({ type: 'integer', minimum: 3, maximum: 30 }, 'zh-CN')).toBe('3 到 30 的整数');
    expect(say({ type: 'integer', minimum: 3, maximum: 30 }, 'zh-TW')).toBe('3 到 30 的整數');
    expect(say({ type: ['integer', 'null'] })).toBe('a whole number or null');
    expect(say({ type: ['integer', 'null'] }, 'zh-CN')).toBe('整数 或 null');
    expect(say({ type: 'array', minItems: 2, maxItems: 2 })).toBe('a list of 2 items');
    expect(say({ type: 'string', minLength: 1 }, 'zh-CN')).toBe('非空文本');
    expect(say({ enum: [1.5, 2] })).toBe('one of 1.5, 2');
    expect(say({ enum: ['a', 'b'] }, 'zh-TW')).toBe('"a"、"b" 其中之一');
    // Alternatives are said once each (the 28 event shapes are each "an object").
    expect(words({ anyOf: [{ type: 'object' }, { type: 'object' }, { type: 'null' }] }, ctx)).toEqual({ t: 'or', a: [{ t: 'obj' }, { t: 'null' }] });
  });
  it('a missing field is "required", a wrong one "expected"', () => {
    const s = z.strictObject({ n: z.int(ex({ t: 'int' })) });
    const missing = parseWith(s, {});
    const wrong = parseWith(s, { n: 'x' });
    expect(!missing.ok && missing.problems[0].code).toBe('required');
    expect(!missing.ok && problemText(missing.problems[0], 'en')).toBe('n is required: a whole number');
    expect(!missing.ok && problemText(missing.problems[0], 'zh-TW')).toBe('缺少 n：應為整數');
    expect(!wrong.ok && problemText(wrong.problems[0], 'en')).toBe('n: expected a whole number');
  });
});
