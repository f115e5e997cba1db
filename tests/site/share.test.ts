import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { boardForShare, decodeBoard, encodeBoard, payloadOf, shareHash, shareUrl } from '../../lib/input/share';
import { problemEn } from '../texts';

const board = {
  name: '预女猎白',
  players: 12,
  roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1, guard: 0 },
  rules: { family: 'langrensha' as const, sheriffVote: 1.5 as const, witchSelfSave: 'firstNight' as const },
};

describe('lib/share: a board in the URL hash', () => {
  it('round-trips through a link', () => {
    const url = shareUrl(board, 'https://example.org/designer/#old');
    expect(url.startsWith('https://example.org/designer/#board=')).toBe(true);
    const r = decodeBoard(url);
    expect(r).toEqual({ ok: true, board: boardForShare(board) });
    expect(decodeBoard(shareHash(board))).toEqual(r);
    expect(decodeBoard(encodeBoard(board))).toEqual(r);
  });

  it('carries only what differs from the family defaults (docs/rules.md, House rules)', () => {
    const s = boardForShare(board);
    expect(s.rules).toEqual({ family: 'langrensha', witchSelfSave: 'firstNight' }); // sheriffVote 1.5 is the default
    expect(s.roles).not.toHaveProperty('guard');
  });

  it('names every problem of a tampered link', () => {
    const tampered = LZString.compressToEncodedURIComponent(JSON.stringify({ players: 2, roles: { seer: 1.5, mayor: 1 } }));
    const r = decodeBoard(`#board=${tampered}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const paths = r.problems.map((p) => p.path);
      expect(paths).toContain('players');
      expect(paths).toContain('roles.seer');
      expect(r.problems.some((p) => /mayor/.test(problemEn(p)))).toBe(true);
    }
  });

  it('reports a cut-short or garbled link instead of throwing', () => {
    const good = encodeBoard(board);
    for (const bad of [`#board=${good.slice(0, 20)}`, '#board=%%%', '#board=', '#other=1']) {
      const r = decodeBoard(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems.length).toBeGreaterThan(0);
    }
  });

  it('finds the payload among other hash parameters', () => {
    expect(payloadOf('#x=1&board=abc')).toBe('abc');
    expect(payloadOf('https://a/b#board=q')).toBe('q');
    expect(payloadOf('#x=1')).toBeNull();
  });
});
