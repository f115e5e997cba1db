// The engine's invariants, checked by the fuzzer after every event of thousands of
// simulated games. Written from docs/rules.md, independently of the engine's own legality code: the engine's
// state is read (alive, roles, deaths, charmed, lovers…) but its rulings are not trusted.
import { rolesOf } from '../../lib/catalogue/custom';
import type { GameEvent, GameState, Seat, Step, Winner } from '../../lib/engine';
import type { CardId } from '../../lib/catalogue/card-role';
import { choseWolves, hasTurned, isCharmed, isConverted, isRevealed, keepsVote, linkerOf, loversOf, powersLost, takerOf } from '../../lib/powers/queries';

const faction = (s: GameState, seat: Seat): 'village' | 'wolves' | 'solo' => {
  const role = s.roles[seat - 1];
  // The wild child turned, the cursed the wolves' attack turned or the wolf-father infected, the wolf-hound who chose
  // the wolves (docs/rules.md, the cursed; the accursed wolf-father; the wolf-hound).
  if (hasTurned(s, seat) || isConverted(s, seat) || choseWolves(s, seat)) return 'wolves';
  return rolesOf(s.ctx.board)[role].faction;
};
const isWolf = (s: GameState, seat: Seat): boolean => faction(s, seat) === 'wolves';
const alive = (s: GameState, seat: Seat | null | undefined): boolean => typeof seat === 'number' && seat >= 1 && seat <= s.alive.length && s.alive[seat - 1];
const livingWith = (s: GameState, role: CardId): Seat[] => {
  const out: Seat[] = [];
  for (let i = 0; i < s.roles.length; i++) if (s.roles[i] === role && s.alive[i]) out.push(i + 1);
  return out;
};

/** Side-kill group (docs/rules.md, Factions and side-kill counting): the idiot per idiotCountsAs, a thief who kept his card is a villager. */
function group(s: GameState, seat: Seat): 'god' | 'villager' | 'none' {
  if (isWolf(s, seat)) return 'none';
  const role = s.roles[seat - 1];
  if (role === 'idiot') return s.ctx.rules.idiotCountsAs;
  if (role === 'thief') return 'villager';
  return rolesOf(s.ctx.board)[role].group;
}

/** Every side whose win condition holds in this state (docs/rules.md, Factions and side-kill counting; Other win conditions: lovers and piper). */
export function winConditions(s: GameState): Set<Winner> {
  const out = new Set<Winner>();
  const n = s.alive.length;
  const living: Seat[] = [];
  for (let x = 1; x <= n; x++) if (s.alive[x - 1]) living.push(x);
  if (living.length === 0) {
    out.add('draw');
    return out;
  }
  const l = loversOf(s);
  const mixed = l !== null && isWolf(s, l[0]) !== isWolf(s, l[1]);
  // The white werewolf who wins alone is no one of the pack for its win, and holds it off while he lives
  // (whiteWerewolfWinsWithPack false, docs/rules.md, the white werewolf).
  const loners = s.ctx.rules.whiteWerewolfWinsWithPack ? [] : livingWith(s, 'whiteWerewolf');
  const inCamp = (x: Seat) => (mixed && l !== null && (x === l[0] || x === l[1])) || loners.includes(x);
  const wolves = living.filter((x) => isWolf(s, x));
  if (wolves.length === 0) out.add('village');
  const team = wolves.filter((x) => !inCamp(x));
  if (team.length > 0) {
    const rest = living.length - team.length;
    // Nobody has to kill the tanner for a win of theirs (docs/rules.md, the tanner).
    const tanners = livingWith(s, 'tanner').length;
    const cond = s.ctx.rules.winCondition;
    let gods = 0,
      godsAlive = 0,
      vills = 0,
      villsAlive = 0;
    for (let x = 1; x <= n; x++) {
      const g = group(s, x);
      if (g === 'god') {
        gods++;
        if (s.alive[x - 1]) godsAlive++;
      }
      if (g === 'villager') {
        vills++;
        if (s.alive[x - 1]) villsAlive++;
      }
    }
    const wins =
      cond === 'parity'
        ? team.length >= rest
        : cond === 'all' || (gods === 0 && vills === 0)
          ? rest === tanners
          : (gods > 0 && godsAlive === 0) || (vills > 0 && villsAlive === 0);
    // The mixed blood holds off the wolves' win while he lives (mixedBloodSideKill mustDie, docs/rules.md).
    const mixedBlood = s.ctx.rules.mixedBloodSideKill === 'mustDie' && livingWith(s, 'mixedBlood').length > 0;
    if (wins && !mixedBlood && !loners.length) out.add('wolves');
  }
  // He wins alone as the last player alive (a tanner may be left too).
  if (loners.length && living.every((x) => x === loners[0] || s.roles[x - 1] === 'tanner')) out.add('whiteWerewolf');
  if (
    mixed &&
    l &&
    s.alive[l[0] - 1] &&
    s.alive[l[1] - 1] &&
    living.every((x) => x === l[0] || x === l[1] || x === linkerOf(s) || s.roles[x - 1] === 'tanner')
  ) {
    out.add('lovers');
  }
  const pipers = s.roles.map((r, i) => (r === 'piper' ? i + 1 : 0)).filter(Boolean);
  if (pipers.length && pipers.some((p) => s.alive[p - 1] || !s.ctx.rules.piperMustBeAlive)) {
    if (living.every((x) => s.roles[x - 1] === 'piper' || isCharmed(s, x))) out.add('piper');
  }
  // A side's win while the cursed fox lives is his (docs/rules.md, the cursed fox).
  if (livingWith(s, 'cursedFox').length && (out.delete('village') || out.delete('wolves'))) {
    out.delete('village');
    out.delete('wolves');
    out.delete('draw');
    out.add('cursedFox');
  }
  return out;
}

/** What the fuzzer remembers over one game: potions, the guard's nights, the nightmare's fear of the night. */
export interface GameWatch {
  saves: number;
  poisons: number;
  guard: { night: number; target: Seat } | null;
  feared: { night: number; seat: Seat } | null;
  /** Seats the magician swapped so far; the night a blood moon's self-destruct sealed; the crow's last curse. */
  swapped: Set<Seat>;
  sealed: number;
  curse: { night: number; target: Seat } | null;
}
export const newWatch = (): GameWatch => ({ saves: 0, poisons: 0, guard: null, feared: null, swapped: new Set(), sealed: 0, curse: null });

/** Violations of the invariants by one event (empty when all hold). */
export function checkEvent(before: GameState, step: Step, e: GameEvent, after: GameState, w: GameWatch): string[] {
  const bad: string[] = [];
  const say = (m: string) => bad.push(`${m} — event ${JSON.stringify(e)} (night ${before.night}, day ${before.day})`);
  const rules = before.ctx.rules;

  // No event once the game is over.
  if (before.phase === 'over') say('an event was accepted after the end of the game');

  // No dead (or powerless) player acts; nobody dead is chosen.
  const actsAs = (role: CardId) => {
    const seats = livingWith(before, role);
    if (!seats.length) say(`the ${role} acted but no living ${role} is in the game`);
    else if (rolesOf(before.ctx.board)[role].faction === 'village' && powersLost(before))
      say(`the ${role} acted after the village killed the elder (powers lost)`);
  };
  const target = (x: Seat | null | undefined, what: string) => {
    if (x !== null && x !== undefined && !alive(before, x)) say(`${what} is seat ${x}, who is dead`);
  };
  if (before.phase === 'night') for (const a of step.actors) if (!alive(before, a)) say(`dead seat ${a} woke up to act`);
  // A feared player's power has no effect that night and spends nothing (nightmareFearNotice silent, docs/rules.md, Roles beyond the first seventeen).
  const feared = !!w.feared && w.feared.night === before.night && step.actors.includes(w.feared.seat);
  // The night after a blood moon's self-destruct no good player's step records anything (docs/rules.md, the blood moon apostle).
  if (before.phase === 'night' && w.sealed === before.night && step.actors.some((a) => faction(before, a) === 'village')) {
    say(`a good player acted on the sealed night ${before.night}`);
  }
  switch (e.type) {
    case 'magician':
      actsAs('magician');
      if (e.swap) {
        for (const x of e.swap) {
          target(x, 'a swapped player');
          if (rules.magicianSeatOnce && w.swapped.has(x)) say(`seat ${x} was swapped twice under magicianSeatOnce`);
          w.swapped.add(x);
        }
        if (e.swap[0] === e.swap[1]) say('the magician swapped a seat with itself');
      }
      break;
    case 'crow':
      actsAs('crow');
      target(e.target, "the crow's curse");
      if (e.target && !rules.crowMaySelf && before.roles[e.target - 1] === 'crow') say('the crow cursed himself with crowMaySelf off');
      if (e.target && !rules.crowRepeat && w.curse && w.curse.night === before.night - 1 && w.curse.target === e.target)
        say('the crow cursed the same player two nights running');
      w.curse = e.target ? { night: before.night, target: e.target } : null;
      break;
    case 'witcher':
      actsAs('witcher');
      target(e.target, "the witcher's hunt");
      if (before.night < 2) say('the witcher hunted on night 1');
      if (e.target && before.roles[e.target - 1] === 'witcher') say('the witcher hunted himself');
      break;
    case 'thief':
      if (before.night !== 1) say('the thief acted after night 1');
      if (!alive(before, takerOf(before))) say('the thief is dead or missing');
      break;
    case 'cupid':
      actsAs('cupid');
      for (const x of e.lovers) target(x, 'a lover');
      if (e.lovers[0] === e.lovers[1]) say('Cupid linked a player with himself');
      break;
    case 'wildChild':
      actsAs('wildChild');
      target(e.model, "the wild child's model");
      break;
    case 'nightmare':
      w.feared = e.target ? { night: before.night, seat: e.target } : null;
      break;
    case 'guard': {
      actsAs('guard');
      target(e.target, "the guard's target");
      if (feared) break;
      if (e.target && w.guard && w.guard.night === before.night - 1 && w.guard.target === e.target) {
        say(`the guard protected seat ${e.target} two nights running`);
      }
      w.guard = e.target ? { night: before.night, target: e.target } : null;
      break;
    }
    case 'seer':
      actsAs('seer');
      target(e.target, "the seer's check");
      break;
    case 'wolves': {
      let wolves = 0;
      for (let x = 1; x <= before.alive.length; x++) if (alive(before, x) && isWolf(before, x)) wolves++;
      if (!wolves) say('the wolves killed with no living wolf');
      target(e.target, "the wolves' target");
      break;
    }
    case 'littleGirl':
      actsAs('littleGirl');
      break;
    case 'witch': {
      actsAs('witch');
      if (feared) break;
      if (e.save) {
        w.saves++;
        const witch = livingWith(before, 'witch')[0];
        // The seat she saves: named (one of two wolf victims), or the pack's only victim (save: true).
        const saved = typeof e.save === 'number' ? e.save : before.tonight.wolves;
        if (!before.tonight.caught && saved === witch) {
          const ok =
            rules.witchSelfSave === 'always' ||
            (rules.witchSelfSave === 'firstNight' && before.night === 1) ||
            (rules.witchSelfSave === 'withoutGuard' && !before.ctx.onBoard.guard);
          if (!ok) say(`the witch saved herself against witchSelfSave ${rules.witchSelfSave}`);
        }
      }
      if (e.poison) {
        w.poisons++;
        target(e.poison, 'the poison');
      }
      if (w.saves > 1) say('the antidote was used twice');
      if (w.poisons > 1) say('the poison was used twice');
      if (e.save && e.poison && rules.witchPotionsPerNight === 1) say('both potions in one night with witchPotionsPerNight 1');
      break;
    }
    // The white werewolf kills only on his nights, only another wolf-side player (docs/rules.md, the white werewolf).
    case 'whiteWerewolf': {
      actsAs('whiteWerewolf');
      target(e.target, "the white werewolf's kill");
      const nights = rules.whiteWerewolfNights;
      if (nights !== 'every' && before.night % 2 !== (nights === 'odd' ? 1 : 0)) say(`the white werewolf woke on night ${before.night} under ${nights}`);
      const him = livingWith(before, 'whiteWerewolf')[0];
      if (e.target && (e.target === him || !isWolf(before, e.target))) say(`the white werewolf killed ${e.target}, not another wolf`);
      break;
    }
    case 'wolfBeauty':
      actsAs('wolfBeauty');
      target(e.target, "the wolf beauty's charm");
      break;
    case 'demon':
      actsAs('demon');
      target(e.target, "the demon's check");
      break;
    case 'piper': {
      actsAs('piper');
      for (const x of e.targets) {
        target(x, 'a charmed player');
        if (isCharmed(before, x)) say(`the piper charmed seat ${x} again`);
        if (before.roles[x - 1] === 'piper') say('the piper charmed himself');
      }
      break;
    }
    case 'vote':
      for (const [k, t] of Object.entries(e.ballots)) {
        const voter = Number(k);
        if (!alive(before, voter)) say(`dead seat ${voter} voted`);
        if (isRevealed(before, voter) && !keepsVote(before, voter)) say(`revealed idiot ${voter} voted`);
        target(t, `the ballot of seat ${voter}`);
      }
      break;
    case 'exile':
      target(e.seat, 'the exile');
      break;
    case 'shoot': {
      target(e.target, 'the shot');
      // The shot on death is a card's power (the hunter's, the wolf king's) or learned (a learn step: the wolf robot).
      const shooter = step.actors[0];
      const card = shooter ? before.ctx.cards[before.roles[shooter - 1]] : undefined;
      const shot = card?.powers.get('shootOnDeath');
      if (!shot && !card?.steps.some((s) => s.power === 'learn')) say('a shot by someone with no shot on death');
      const death = [...before.deaths].reverse().find((d) => d.seat === shooter);
      if (!death) say('a living player was asked to shoot');
      else if (death.cause === 'poison' && shot) {
        // A shot whose card names no poison rule (the wolf king's) never follows a poisoning.
        const rule = shot.poisonRule as keyof typeof rules | undefined;
        if (!rule || !rules[rule]) say(`a poisoned ${card!.id} shot (${rule ?? 'no poison rule'} is off)`);
      }
      break;
    }
    case 'badge':
      target(e.to, 'the badge');
      break;
    case 'selfDestruct':
      if (before.ctx.cards[before.roles[e.seat - 1]].powers.has('seal')) w.sealed = before.day + 1;
      if (!alive(before, e.seat)) say(`dead seat ${e.seat} self-destructed`);
      else if (!isWolf(before, e.seat)) say(`seat ${e.seat}, not a wolf, self-destructed`);
      if (!rules.selfDestruct) say('a self-destruct with selfDestruct off');
      break;
    case 'scapegoat':
      for (const x of e.voters) target(x, 'a voter named by the scapegoat');
      break;
    case 'sheriff':
      if (e.seat !== null && !alive(before, e.seat)) {
        const diedLastNight = before.deaths.some((d) => d.seat === e.seat && d.time === 'night' && d.n === before.day);
        if (!(rules.sheriffElection === 'day1BeforeDeaths' && diedLastNight)) say(`dead seat ${e.seat} was elected sheriff`);
      }
      break;
  }

  // A hunt's death only from night 2; the witcher never dies of the poison.
  for (const d of after.deaths.slice(before.deaths.length)) {
    if (d.cause === 'hunt' && d.n < 2) say(`seat ${d.seat} died of a hunt on night ${d.n}`);
    if (d.cause === 'poison' && before.roles[d.seat - 1] === 'witcher') say('the witcher died of the poison');
  }

  // Deaths only grow; alive and the deaths agree; a seat dies once; the sheriff is alive.
  for (let i = 0; i < before.deaths.length; i++) if (after.deaths[i] !== before.deaths[i]) say('an earlier death changed');
  const dead = new Set<Seat>();
  for (const d of after.deaths) {
    if (dead.has(d.seat)) say(`seat ${d.seat} died twice`);
    dead.add(d.seat);
  }
  for (let x = 1; x <= after.alive.length; x++) if (after.alive[x - 1] === dead.has(x)) say(`seat ${x}: alive and the deaths disagree`);
  if (after.sheriff && !after.alive[after.sheriff - 1]) say(`the sheriff ${after.sheriff} is dead`);

  // The tanner's death that is his win ends the game before any other condition is looked at (docs/rules.md, the tanner).
  const tannerWon = after.deaths
    .slice(before.deaths.length)
    .some((d) => after.roles[d.seat - 1] === 'tanner' && (d.cause === 'exile' || rules.tannerWinsOn === 'anyDeath'));
  if (tannerWon !== (after.winner === 'tanner')) say(`the tanner's death and the winner ${after.winner} disagree`);
  // The angel's: exiled by the opening vote (day 0) or killed by the wolves on night 1; any exile under anyExile;
  // never once the village's powers are lost (docs/rules.md, the angel).
  const angelWon =
    !powersLost(before) &&
    after.deaths
      .slice(before.deaths.length)
      .some(
        (d) =>
          after.roles[d.seat - 1] === 'angel' &&
          (rules.angelWins === 'anyExile'
            ? d.cause === 'exile'
            : (d.cause === 'exile' && d.time === 'day' && d.n === 0) || (d.cause === 'wolves' && d.time === 'night' && d.n === 1)),
      );
  if (angelWon !== (after.winner === 'angel')) say(`the angel's death and the winner ${after.winner} disagree`);
  // The game ends exactly when a win condition holds: checked whenever deaths land, at dawn and at dusk.
  const conds = winConditions(after);
  if (tannerWon || angelWon) {
    // His win: whatever else holds.
  } else if (after.phase === 'over') {
    if (after.winner === null) say('the game is over without a winner');
    else if (after.winner === 'draw') {
      if (conds.size < 2 && !conds.has('draw')) say(`a draw, but the conditions holding are [${[...conds]}]`);
    } else if (!conds.has(after.winner) || conds.size !== 1) {
      // A side's condition met in the instant the cursed fox dies is still his ("咒狐出局在后"): the fuzzer cannot
      // tell the instants of one event apart, so a fox who died in this event may have stolen it.
      const foxDied = after.deaths.slice(before.deaths.length).some((d) => after.roles[d.seat - 1] === 'cursedFox');
      const stolen = after.winner === 'cursedFox' && foxDied && conds.size === 1 && (conds.has('village') || conds.has('wolves'));
      if (!stolen) say(`winner ${after.winner}, but the conditions holding are [${[...conds]}]`);
    }
  } else {
    if (after.winner !== null) say('a winner while the game goes on');
    const checkpoint = after.deaths.length > before.deaths.length || after.phase !== before.phase;
    if (checkpoint && conds.size) say(`the game goes on although [${[...conds]}] holds`);
  }
  return bad;
}

/** Events that must all be refused once a game is over. */
export function afterEndProbes(s: GameState): GameEvent[] {
  const someone = s.alive.indexOf(true) + 1 || 1;
  return [
    { type: 'wolves', target: someone },
    { type: 'seer', target: someone },
    { type: 'guard', target: null },
    { type: 'witch' },
    { type: 'vote', ballots: {} },
    { type: 'exile', seat: null },
    { type: 'sheriff', seat: null },
    { type: 'shoot', target: null },
    { type: 'badge', to: null },
    { type: 'selfDestruct', seat: someone },
  ];
}
