// What a page's URL hash asks for: "#board=…" (a shared board), "#game=ID" (a saved game), nothing, or
// something the page does not understand — which the page then says in one line instead of ignoring.
// A bare word ("#findings") is an in-page anchor, not a request. Never throws.
export type HashRequest = { kind: 'none' } | { kind: 'board'; payload: string } | { kind: 'game'; id: string } | { kind: 'unknown'; name: string };

const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** What one "name=value" part of a hash asks for (null: nothing, as a bare word, an anchor on the page, asks for nothing). */
function readHashPart(part: string, understood: readonly ('board' | 'game')[]): HashRequest | null {
  const eq = part.indexOf('=');
  const name = eq < 0 ? part : part.slice(0, eq);
  const value = eq < 0 ? '' : part.slice(eq + 1);
  if (name === 'board' && understood.includes('board')) return { kind: 'board', payload: value };
  if (name === 'game' && understood.includes('game')) {
    const id = decode(value);
    return id ? { kind: 'game', id } : { kind: 'unknown', name: 'game' };
  }
  // A bare word is an anchor on the page; "name=value" (or a known name the page does not take) is not understood.
  if (eq >= 0 || name === 'board' || name === 'game') return { kind: 'unknown', name: name.slice(0, 40) };
  return null;
}

export function readHash(hash: string, understood: readonly ('board' | 'game')[]): HashRequest {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h) return { kind: 'none' };
  for (const part of h.split('&')) {
    const request = part ? readHashPart(part, understood) : null;
    if (request) return request;
  }
  return { kind: 'none' };
}
