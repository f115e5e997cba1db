// What a page's URL hash asks for: a board, a game, an anchor, or something to say the page does not understand.
import { describe, expect, it } from 'vitest';
import { readHash } from '../../lib/input/page-hash';

describe('readHash', () => {
  it('nothing, "#" and an in-page anchor ask for nothing', () => {
    for (const h of ['', '#', '#findings', '#&&']) expect(readHash(h, ['board', 'game'])).toEqual({ kind: 'none' });
  });
  it('a board, even without a value (the reader then says it is empty)', () => {
    expect(readHash('#board=abc', ['board'])).toEqual({ kind: 'board', payload: 'abc' });
    expect(readHash('#board', ['board'])).toEqual({ kind: 'board', payload: '' });
    expect(readHash('#x=1&board=abc', ['board'])).toEqual({ kind: 'unknown', name: 'x' });
  });
  it('a game id, decoded; a broken escape is not understood', () => {
    expect(readHash('#game=__proto__', ['game'])).toEqual({ kind: 'game', id: '__proto__' });
    expect(readHash('#game=a%20b', ['game'])).toEqual({ kind: 'game', id: 'a b' });
    expect(readHash('#game=%E0%A4%A', ['game'])).toEqual({ kind: 'unknown', name: 'game' });
    expect(readHash('#game=', ['game'])).toEqual({ kind: 'unknown', name: 'game' });
  });
  it('a request the page does not take is not understood', () => {
    expect(readHash('#game=g1', ['board'])).toEqual({ kind: 'unknown', name: 'game' });
    expect(readHash('#board=x', [])).toEqual({ kind: 'unknown', name: 'board' });
    expect(readHash(`#${'y'.repeat(100)}=1`, []).kind).toBe('unknown');
  });
});
