// The heuristic policy (./heuristic) in plain words, apart from its code: the lab page shows them on its first
// load, before (and without) the engine the policy plays with.
/**
 * The heuristic in plain words (messages lab.heuristic.<id>). The ids are
 * those text keys: four of them are named like the role the line is about, not read as roles.
 */
export const HEURISTIC_RULES: readonly { id: string; text: string }[] = [
  { id: 'seer', text: 'lab.heuristic.seer' },
  { id: 'counterClaim', text: 'lab.heuristic.counterClaim' },
  { id: 'sheriff', text: 'lab.heuristic.sheriff' },
  { id: 'vote', text: 'lab.heuristic.vote' },
  { id: 'godClaims', text: 'lab.heuristic.godClaims' },
  { id: 'wolvesVote', text: 'lab.heuristic.wolvesVote' },
  { id: 'wolvesKill', text: 'lab.heuristic.wolvesKill' },
  { id: 'witch', text: 'lab.heuristic.witch' },
  { id: 'guard', text: 'lab.heuristic.guard' },
  { id: 'hunter', text: 'lab.heuristic.hunter' },
  { id: 'badge', text: 'lab.heuristic.badge' },
  { id: 'thirdParties', text: 'lab.heuristic.thirdParties' },
  { id: 'infection', text: 'lab.heuristic.infection' },
  { id: 'others', text: 'lab.heuristic.others' },
];

/** The random policy in plain words (zh-TW overlay "lab.random.description"). */
export const RANDOM_DESCRIPTION = 'lab.random.description';
