// Win conditions (RULES.md §1), checked every time deaths are applied. Where more than one side's
// condition holds at the same instant, the winner is "draw" (issue 5).
import { groupOf, isWolfSeat } from './state';
import type { GameState, Winner } from './types';

type S = Pick<GameState, 'alive' | 'roles' | 'wildChildTurned' | 'powersLost' | 'lovers' | 'ctx' | 'cupid' | 'charmed'>;

/**
 * - village: no living wolf (a wolf lover included: he is the village's enemy too).
 * - wolves: a living wolf outside a mixed-lovers camp, and `winCondition`: sides (屠边) all gods or all villagers
 *   dead (a group counts only when some seat plays in it), all (屠城) nobody else alive, parity wolves ≥ the rest.
 * - lovers: mixed lovers (one wolf, one not) both alive and nobody else alive but their cupid (seed 000 §二, 002).
 * - piper: every living player but the piper charmed; the piper alive unless `piperMustBeAlive` is off (002, 004).
 */
export function checkWinner(s: S): Winner | null {
  const n = s.alive.length;
  const rules = s.ctx.rules;
  const l = s.lovers;
  const mixed = l !== null && isWolfSeat(s, l[0]) !== isWolfSeat(s, l[1]);
  let aliveCount = 0, wolvesAlive = 0, wolfTeam = 0;
  let godsSeen = false, godsAlive = 0, villSeen = false, villAlive = 0;
  let pipers = 0, piperOk = false, uncharmed = 0;
  for (let i = 0; i < n; i++) {
    const seat = i + 1;
    const alive = s.alive[i];
    const wolf = isWolfSeat(s, seat);
    if (!wolf) {
      const g = groupOf(s, seat);
      if (g === 'god') { godsSeen = true; if (alive) godsAlive++; }
      else if (g === 'villager') { villSeen = true; if (alive) villAlive++; }
    }
    const isPiper = s.roles[i] === 'piper';
    if (isPiper) { pipers++; if (alive || !rules.piperMustBeAlive) piperOk = true; }
    if (!alive) continue;
    aliveCount++;
    if (!isPiper && !s.charmed[i]) uncharmed++;
    if (wolf) {
      wolvesAlive++;
      const inCamp = mixed && (seat === l[0] || seat === l[1]);
      if (!inCamp) wolfTeam++;
    }
  }
  let village = wolvesAlive === 0;
  let wolves = false;
  if (wolfTeam > 0) {
    const rest = aliveCount - wolfTeam;
    const cond = rules.winCondition;
    if (cond === 'parity') wolves = wolfTeam >= rest;
    else if (cond === 'all' || (!godsSeen && !villSeen)) wolves = rest === 0;
    else wolves = (godsSeen && godsAlive === 0) || (villSeen && villAlive === 0);
  }
  let lovers = false;
  if (mixed && s.alive[l[0] - 1] && s.alive[l[1] - 1]) {
    lovers = true;
    for (let i = 0; i < n && lovers; i++) {
      const seat = i + 1;
      if (s.alive[i] && seat !== l[0] && seat !== l[1] && seat !== s.cupid) lovers = false;
    }
  }
  const piper = pipers > 0 && piperOk && aliveCount > 0 && uncharmed === 0;
  if (aliveCount === 0) village = false;
  const count = (village ? 1 : 0) + (wolves ? 1 : 0) + (lovers ? 1 : 0) + (piper ? 1 : 0);
  if (count === 0) return aliveCount === 0 ? 'draw' : null;
  if (count > 1) return 'draw';
  return village ? 'village' : wolves ? 'wolves' : lovers ? 'lovers' : 'piper';
}
