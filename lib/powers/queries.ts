// Read-only questions about a game state that pages, policies and tests ask of the powers' own state,
// so that none of them reads a power's storage directly. Each answer is its power module's.
export { loversOf, linkerOf, loverOf } from './link';
export { isCharmed } from './enchant';
export { exilesSpared, isRevealed, keepsVote } from './reveal-on-exile';
export { powersLost, livesOf } from './extra-life';
export { potionsLeft } from './potions';
export { lastProtected } from './protect';
export { hasTurned, modelOf } from './follow-model';
export { conversions, isConverted } from './convert';
export { choseWolves } from './choose-side';
export { seerResultOf } from './inspect';
export { takerOf } from './take-card';
export { playsForSide } from './side';
export { publicCards } from './public-card';
export { judgeNow, secondVotesCalled } from './second-vote';
export { exileWouldWin } from './win-on-death';
