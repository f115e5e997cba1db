// The designer form's resolver (components/designer/lazy): the board the form holds, checked by the board
// guard generated from schemas/ (no zod in the page), each problem under its field's path.
import { describe, expect, it } from 'vitest';
import { EMPTY_BOARD, toForm } from '../../components/designer/board-form';
import { resolver } from '../../components/designer/lazy';
import { currentLang } from '../../components/use-lang';
import { msg } from '../../lib/i18n/msg';
import { problemText } from '../../lib/i18n/problem-text';

// The words are the page's language's (zh-CN before another is chosen).
const said = (path: string, min: number) =>
  problemText(
    { path, code: 'expected', params: { expected: msg('readers.expect.numberRange', { type: msg('readers.expect.int'), min, max: 30 }) } },
    currentLang(),
  );

const run = (v: unknown) => resolver(v as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

describe('the designer form resolver', () => {
  it('passes a board the schema accepts, values untouched', async () => {
    const form = toForm({ ...EMPTY_BOARD, roles: { werewolf: 4, villager: 8 } });
    expect(await run(form)).toEqual({ values: form, errors: {} });
  });
  it('names a field the schema refuses under its path (schemas/board.schema.json: 3 to 30 players)', async () => {
    const r = await run({ ...toForm(EMPTY_BOARD), players: 2 });
    expect(r.values).toEqual({});
    expect(r.errors).toEqual({ players: { type: 'schema', message: said('players', 3) } });
    expect(said('players', 3)).toBe('players：应为3 到 30 的整数');
  });
  it('nests a deeper path, and an unknown role key under roles', async () => {
    const form = toForm(EMPTY_BOARD) as unknown as Record<string, Record<string, unknown>>;
    const r = await run({ ...form, roles: { ...form.roles, seer: 1.5, wizard: 1 } });
    expect(Object.keys(r.errors)).toEqual(['roles']);
    expect((r.errors as Record<string, Record<string, { message: string }>>).roles.seer.message).toBe(said('roles.seer', 0));
  });
});
