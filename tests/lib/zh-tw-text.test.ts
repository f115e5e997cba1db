import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toZhTW, unknownChars } from '../../lib/zh-tw-text';
import { plainText } from '../../lib/bi-text';

// The readers' problems and the engine's errors are built text, so their zh-TW comes from
// data/i18n/zh-TW-chars.json, which must know every character they can use. (The validator's findings and
// the storage notices are messages with a written zh-TW.)
const root = join(import.meta.dirname, '..', '..');
const sources = [
  'lib/generated/facts.ts',
  // The readers' problems (every one has zh; zh-TW readers get it converted).
  'lib/schema.ts',
  'lib/schema-expect.ts',
  'lib/json-text.ts',
  'lib/share.ts',
  'lib/problem-text.ts',
  'lib/engine/replay.ts',
  'lib/engine/setup.ts',
  'cli/io.ts',
  'cli/commands/replay.ts',
  'cli/commands/simulate.ts',
];

describe('zh-TW of built Chinese text (data/i18n/zh-TW-chars.json)', () => {
  it('knows every Chinese character of the built texts and the role facts', () => {
    const missing = new Set<string>();
    for (const f of sources) for (const c of unknownChars(readFileSync(join(root, f), 'utf8'))) missing.add(c);
    expect([...missing].join('')).toBe('');
  });
  it('writes Traditional characters and Taiwan terms', () => {
    expect(toZhTW('盗贼的两张底牌')).toBe('盜賊的兩張底牌');
    expect(toZhTW('之前保存的数据')).toBe('之前儲存的資料');
    expect(toZhTW('预言家、女巫和猎人')).toBe('預言家、女巫和獵人');
    expect(toZhTW('示意“不能开枪”')).toBe('示意「不能開槍」');
  });
  it('is what zh-TW readers of a built text get; zh-CN and en are untouched', () => {
    const text = { zh: '牌堆里有两张狼人', en: 'Two werewolves in the deck' };
    expect(plainText(text, 'zh-TW')).toBe('牌堆裡有兩張狼人');
    expect(plainText(text, 'zh-CN')).toBe(text.zh);
    expect(plainText(text, 'en')).toBe(text.en);
  });
});
