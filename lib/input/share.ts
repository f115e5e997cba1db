// A board in a link: compressed into the URL hash (lz-string), so it works on a static host and
// nothing leaves the browser. Only what differs from the family defaults is carried (lib/catalogue/rules
// overridesOf). Decoding names every problem of a damaged or tampered link (lib/input/schema).
import LZString from 'lz-string';
import type { Board } from '../generated/board';
import { cardIdsOf } from '../catalogue/custom';
import type { RoleCounts } from '../catalogue/roles';
import { overridesOf } from '../catalogue/rules';
import { decompressUriBounded, OVER } from './lz-bounded';
import { MAX_FILE_BYTES, parseBoardText, problem, type FieldProblem } from './schema';

import { HASH_PARAM, payloadOf } from './share-hash';

export { payloadOf } from './share-hash';

export type Decoded = { ok: true; board: Board } | { ok: false; problems: FieldProblem[] };

/** The board as a link carries it: cards with a count (its custom cards' too), house rules that differ from the family, its custom cards whole. */
export function boardForShare(board: Board): Board {
  const roles: RoleCounts = {};
  for (const id of cardIdsOf(board)) {
    const n = board.roles[id];
    if (n) roles[id] = n;
  }
  const out: Board = { players: board.players, roles };
  if (board.customRoles?.length) out.customRoles = board.customRoles;
  if (board.name) out.name = board.name;
  if (board.description) out.description = board.description;
  if (board.rules) out.rules = overridesOf(board.rules);
  return out;
}

export function encodeBoard(board: Board): string {
  return LZString.compressToEncodedURIComponent(JSON.stringify(boardForShare(board)));
}

/** "#board=…" for location.hash. */
export function shareHash(board: Board): string {
  return `#${HASH_PARAM}=${encodeBoard(board)}`;
}

/** The page URL (any hash replaced) carrying the board. */
export function shareUrl(board: Board, pageUrl: string): string {
  const url = new URL(pageUrl);
  url.hash = shareHash(board).slice(1);
  return url.toString();
}

/** Reads a board from "#board=…", a whole URL or the bare payload; never throws. */
export function decodeBoard(hashOrPayload: string): Decoded {
  const payload =
    hashOrPayload.includes('#') || hashOrPayload.startsWith(`${HASH_PARAM}=`) || hashOrPayload === HASH_PARAM ? payloadOf(hashOrPayload) : hashOrPayload;
  if (payload === null) return { ok: false, problems: [problem('', 'link.noBoard', { param: HASH_PARAM })] };
  if (!payload) return { ok: false, problems: [problem('', 'link.empty')] };
  // Unpacked with a cap while unpacking: a short link may expand without bound (lib/input/lz-bounded).
  let text: string | null | typeof OVER;
  try {
    text = decompressUriBounded(payload, MAX_FILE_BYTES);
  } catch {
    text = null;
  }
  if (text === OVER) return { ok: false, problems: [problem('', 'link.tooLarge', { max: MAX_FILE_BYTES })] };
  if (!text) {
    return { ok: false, problems: [problem('', 'link.damaged')] };
  }
  const parsed = parseBoardText(text);
  return parsed.ok ? { ok: true, board: parsed.value } : { ok: false, problems: parsed.problems };
}
