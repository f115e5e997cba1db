// The empty values a night and a day start from.
import type { Tonight, VoteState } from './types';

export const EMPTY_TONIGHT: Tonight = Object.freeze({});
export const FRESH_VOTE: VoteState = Object.freeze({ round: 0, candidates: null, tiebreak: null });
