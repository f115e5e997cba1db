// The little girl (peek) does not peek: a cautious table takes no risk of being caught.
import { act, type Strategy } from './mind';

export const peek: Strategy = (_t, _s, step) => act(step, { kind: 'caught', caught: false });
