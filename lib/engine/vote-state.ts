// The empty values a night and a day start from.
import type { VoteState } from './types';

export const FRESH_VOTE: VoteState = Object.freeze({ round: 0, candidates: null, tiebreak: null });
