// The board generator: proposals of valid boards for a table, ranked by how near
// their simulated village share lies to a target band. Pure: the CLI and a page's worker both drive it.
export { isSpecial, planOf, playable } from './plan';
export { compareProposals, distanceToBand } from './rank';
export { generate, startGeneration, type GenerationRun } from './run';
export { errorText, generateErrorText, proposalJson, whyText } from './text';
export * from './types';
