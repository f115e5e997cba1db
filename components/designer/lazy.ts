// The designer's checking machinery — the board guard (generated from schemas/) as the form's resolver, the
// validator with its catalogue data, storage, the share-link codec — in one chunk, not in the page's first
// load: fetched when idle after the first paint (or at start to read a stored or linked board). The text is
// server-rendered; the form works before this chunk is in.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { MAX_FILE_BYTES, parseBoard, parseBoardBytes, parseBoardText } from '../../lib/input/schema';
import { decodeBoard, payloadOf, shareHash, shareUrl, boardForShare } from '../../lib/input/share';
import { loadState, saveBoard } from '../../lib/browser/storage';
import { applyFix, validate } from '../../lib/validator';
import { problemText } from '../../lib/i18n/problem-text';
import { currentLang } from '../use-lang';
import { fromForm, toForm, type FormBoard } from './board-form';

/**
 * react-hook-form's resolver: the board the form holds (fromForm) checked by the same guard as every board
 * read (lib/input/schema), each problem under its field's path, in the page's language.
 */
export const resolver: Resolver<FormBoard> = async (values) => {
  const p = parseBoard(fromForm(values));
  if (p.ok) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const q of p.problems) {
    const keys = q.path ? q.path.split('.') : ['root'];
    let at = errors;
    for (const k of keys.slice(0, -1)) {
      if (!Object.hasOwn(at, k)) at[k] = {};
      at = at[k] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1];
    if (!Object.hasOwn(at, last)) at[last] = { type: 'schema', message: problemText(q, currentLang()) };
  }
  return { values: {}, errors: errors as FieldErrors<FormBoard> };
};

/**
 * Runs the path of one edit on throwaway boards (the form's check, the findings, the link) so that the
 * browser has compiled it before the first real edit, which then renders at once. Nothing is kept or saved.
 */
export function warmUp(): void {
  const boards = [
    { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 }, rules: { family: 'langrensha' as const } },
    { players: 12, roles: { werewolf: 4, villager: 5, seer: 1, witch: 1, guard: 1, thief: 1 } },
  ];
  for (const b of boards) {
    const p = parseBoard(fromForm(toForm(b)));
    if (p.ok) {
      validate(p.value);
      shareHash(p.value);
    }
    void resolver(toForm(b), undefined, { fields: {}, shouldUseNativeValidation: false });
  }
}

export {
  applyFix,
  validate,
  MAX_FILE_BYTES,
  parseBoard,
  parseBoardBytes,
  parseBoardText,
  decodeBoard,
  payloadOf,
  shareHash,
  shareUrl,
  boardForShare,
  loadState,
  saveBoard,
};
