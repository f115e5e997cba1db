import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toZhTW, unknownChars } from '../../lib/zh-tw-text';
import { plainText } from '../../lib/bi-text';
import { validate } from '../../lib/validator';
import { PRESETS } from '../../lib/presets';
import { ROLE_IDS } from '../../lib/roles';

// The findings are built text, so their zh-TW
// comes from data/i18n/zh-TW-chars.json, which must know every character they can use.
const root = join(import.meta.dirname, '..', '..');
const sources = [
  ...readdirSync(join(root, 'lib', 'validator')).map((f) => join('lib', 'validator', f)),
  'lib/generated/facts.ts',
  'lib/storage.ts',
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
  it('knows every Chinese character in the validator, its facts and the storage notices', () => {
    const missing = new Set<string>();
    for (const f of sources) for (const c of unknownChars(readFileSync(join(root, f), 'utf8'))) missing.add(c);
    expect([...missing].join('')).toBe('');
  });
  it('knows every character of the findings of every preset and a board with every role', () => {
    const every = { players: 18, roles: Object.fromEntries(ROLE_IDS.map((id) => [id, 1])), rules: { family: 'millersHollow' as const } };
    const texts: string[] = [];
    for (const board of [...PRESETS.map((p) => p.board), every]) {
      for (const f of validate(board).findings) texts.push(f.message.zh, f.fix?.label.zh ?? '');
    }
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.flatMap((t) => unknownChars(t))).toEqual([]);
  });
  it('writes Traditional characters and Taiwan terms', () => {
    expect(toZhTW('盗贼的两张底牌')).toBe('盜賊的兩張底牌');
    expect(toZhTW('之前保存的数据')).toBe('之前儲存的資料');
    expect(toZhTW('预言家、女巫和猎人')).toBe('預言家、女巫和獵人');
    expect(toZhTW('示意“不能开枪”')).toBe('示意「不能開槍」');
  });
  it('is what zh-TW readers of a finding get; zh-CN and en are untouched', () => {
    const text = { zh: '牌堆里有两张狼人', en: 'Two werewolves in the deck' };
    expect(plainText(text, 'zh-TW')).toBe('牌堆裡有兩張狼人');
    expect(plainText(text, 'zh-CN')).toBe(text.zh);
    expect(plainText(text, 'en')).toBe(text.en);
  });
});
