// Whether a URL hash carries a board ("#board=…"), without the codec: the designer asks this at start
// to know if it must load its checking code (lib/input/share, lz-string, the validator) right away (size).
export const HASH_PARAM = 'board';

/** The payload of "#board=…" (or of a whole URL), or null when the hash carries no board. */
export function payloadOf(hashOrUrl: string): string | null {
  const i = hashOrUrl.indexOf('#');
  const hash = i >= 0 ? hashOrUrl.slice(i + 1) : hashOrUrl;
  for (const part of hash.split('&')) {
    if (part.startsWith(`${HASH_PARAM}=`)) return part.slice(HASH_PARAM.length + 1);
    // "#board" without "=…" is a link to a board whose data is missing (an empty payload), not no board.
    if (part === HASH_PARAM) return '';
  }
  return null;
}
