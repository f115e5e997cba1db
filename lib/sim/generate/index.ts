// The board generator: proposals of valid boards for a table, ranked by how near
// their simulated village share lies to a target band. Pure: the CLI and a page's worker both drive it.
export { boardOf, candidatePool, drawDeck, keyOf, type Candidate, type Deck } from './compose';
export { isSpecial, planOf, standardSpecials, standardWolves } from './plan';
export { compareProposals, distanceToBand, nextCandidate, whyOf } from './rank';
export { generate, startGeneration, type GenerateOptions, type GenerationProgress, type GenerationRun } from './run';
export { generateErrorText, proposalJson, whyText, type ProposalJson } from './text';
export * from './types';
