// The night: which step is current, what each step records, and the resolution at dawn.
import { refused, problem, type Problem } from './errors';
import { killBatch, type Draft } from './deaths';
import {
  cupidPick, guardPick, notSelf, piperCount, piperPick, poisonPick, savePick, thiefPick, victimTonight,
  wolfBeautyPick, wolvesPick,
} from './legal';
import { firstAlive, hasPower, inRange, isGod, isWolfSeat, killers, seerResultOf } from './state';
import { checkWinner } from './win';
import type { CalledStep, GameEvent, GameState, NightStepDef, Seat, Tell, Tonight, VoteState } from './types';

export const EMPTY_TONIGHT: Tonight = Object.freeze({
  guard: 0, seer: 0, wolves: 0, caught: false, save: false, poison: 0, wolfBeauty: 0, demon: 0, piper: Object.freeze([]) as readonly Seat[],
});
export const FRESH_VOTE: VoteState = Object.freeze({ round: 0, candidates: null, tiebreak: null });
const NONE: Seat[] = [];

export function stepOn(def: NightStepDef, night: number): boolean {
  return def.nights === 'every' || (def.nights === 'first' ? night === 1 : night > 1);
}

function one(seat: Seat | 0): Seat[] {
  return seat ? [seat] : NONE;
}

/**
 * Whether a step needs an event now, and who wakes. A role that is absent (in the bottom), dead or powerless
 * needs no event (issue 5); the witch with no potion left has nothing to record either.
 */
export function stepStatus(s: GameState, def: NightStepDef): { needs: boolean; wakes: Seat[] } {
  switch (def.id) {
    case 'thief': {
      const ok = s.night === 1 && s.thiefSeat > 0 && s.roles[s.thiefSeat - 1] === 'thief' && s.bottom !== null;
      return { needs: ok, wakes: ok ? [s.thiefSeat] : NONE };
    }
    case 'werewolf': {
      const w = killers(s);
      return { needs: w.length > 0, wakes: w };
    }
    case 'lovers': {
      const l = s.lovers;
      return { needs: false, wakes: l ? l.filter((x) => s.alive[x - 1]) : NONE };
    }
    case 'charmed': {
      const out: Seat[] = [];
      for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && s.charmed[i]) out.push(i + 1);
      return { needs: false, wakes: out };
    }
    default: {
      const seat = firstAlive(s, def.role);
      if (!seat) return { needs: false, wakes: NONE };
      if (!hasPower(s, seat)) return { needs: false, wakes: NONE };
      if (def.id === 'witch' && !s.antidote && !s.poison) return { needs: false, wakes: NONE };
      if (def.id === 'piper' && piperCount(s, seat) === 0) return { needs: false, wakes: NONE };
      return { needs: true, wakes: one(seat) };
    }
  }
}

/** stepStatus(…).needs without building the list of who wakes (the hot path). */
function stepNeeds(s: GameState, def: NightStepDef): boolean {
  switch (def.id) {
    case 'thief': return s.night === 1 && s.thiefSeat > 0 && s.roles[s.thiefSeat - 1] === 'thief' && s.bottom !== null;
    case 'werewolf': {
      for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && isWolfSeat(s, i + 1)) return true;
      return false;
    }
    case 'lovers': case 'charmed': return false;
    default: {
      const seat = firstAlive(s, def.role);
      if (!seat || !hasPower(s, seat)) return false;
      if (def.id === 'witch') return s.antidote || s.poison;
      if (def.id === 'piper') return piperCount(s, seat) > 0;
      return true;
    }
  }
}

/** Index in ctx.order of the step that needs the next event tonight (-1: none left, dawn). */
export function currentNightIndex(s: GameState): number {
  const order = s.ctx.order;
  for (let k = s.pos; k < order.length; k++) {
    const def = order[k];
    if (def.event !== null && stepOn(def, s.night) && stepNeeds(s, def)) return k;
  }
  return -1;
}

/** Steps in [from, to) that are called aloud but record nothing: group steps, and fake steps when callAbsentRoles. */
export function calledBetween(s: GameState, from: number, to: number): CalledStep[] {
  const out: CalledStep[] = [];
  const order = s.ctx.order;
  for (let k = from; k < to; k++) {
    const def = order[k];
    if (!stepOn(def, s.night)) continue;
    const st = stepStatus(s, def);
    const fake = def.event === null ? st.wakes.length === 0 : !st.needs;
    if (fake && !s.ctx.rules.callAbsentRoles) continue;
    const called: CalledStep = { id: def.id, night: s.night, line: { role: def.role, step: def.id }, fake, wakes: fake ? [] : st.wakes };
    // The offline demon's night-1 step (event null, demonVersion offline) is where he learns the wolves and the gods.
    if (def.id === 'demon' && def.event === null && !fake) called.tell = offlineDemonTells(s, st.wakes);
    out.push(called);
  }
  return out;
}

/**
 * The offline demon wakes alone on night 1 and is told which players are wolves and which are gods, not their
 * cards (seed 000 线下版恶魔 "第一夜上帝会告知恶魔哪些是狼人、哪些是神民（不告知具体身份）").
 */
function offlineDemonTells(s: GameState, wakes: Seat[]): Tell[] {
  const wolves: Seat[] = [];
  const gods: Seat[] = [];
  for (let seat = 1; seat <= s.alive.length; seat++) {
    if (!s.alive[seat - 1] || wakes.includes(seat)) continue;
    if (isWolfSeat(s, seat)) wolves.push(seat);
    else if (isGod(s, seat)) gods.push(seat);
  }
  return [{ kind: 'wolves', to: wakes, seats: wolves }, { kind: 'gods', to: wakes, seats: gods }];
}

const LABEL: Record<string, [string, string]> = {
  thief: ['the thief', '盗贼'], cupid: ['cupid', '丘比特'], wildChild: ['the wild child', '野孩子'],
  guard: ['the guard', '守卫'], seer: ['the seer', '预言家'], werewolf: ['the wolves', '狼人'],
  littleGirl: ['the little girl', '小女孩'], witch: ['the witch', '女巫'], wolfBeauty: ['the wolf beauty', '狼美人'],
  demon: ['the demon', '恶魔'], piper: ['the piper', '吹笛者'],
};

export function stepLabel(id: string): [string, string] {
  return LABEL[id] ?? [id, id];
}

function isSeatOrNull(x: unknown): boolean {
  return x === null || (typeof x === 'number' && Number.isInteger(x));
}

/** Records one night event on the draft; returns the problem when it is not legal here. */
export function applyNight(d: Draft, e: GameEvent): Problem | null {
  const k = currentNightIndex(d);
  if (k < 0) return problem('notNow', `no night step is waiting for an event`, `现在没有等待记录的夜间步骤`);
  const def = d.ctx.order[k];
  const [label, labelZh] = stepLabel(def.id);
  if (e.type !== def.event) {
    return problem('wrongStep', `night ${d.night}: it is ${label}'s step, which records a "${def.event}" event, not "${e.type}"`,
      `第${d.night}夜：现在是${labelZh}的步骤，应记录 "${def.event}"，而不是 "${e.type}"`);
  }
  const actor = def.id === 'thief' ? d.thiefSeat : def.id === 'werewolf' ? 0 : firstAlive(d, def.role);
  const t = d.tonight;
  switch (e.type) {
    case 'thief': {
      const take = e.take ?? null;
      const r = thiefPick(d, take);
      if (r) return refused(r, `thief takes ${take ?? 'nothing'}`, `盗贼选择 ${take ?? '不换'}`);
      if (take !== null) {
        const roles = d.roles.slice();
        roles[actor - 1] = take;
        d.roles = roles;
        const bottom = (d.bottom ?? []).slice();
        bottom[bottom.indexOf(take)] = 'thief';
        d.bottom = bottom;
        if (take === 'elder') {
          const lives = d.elderLives.slice();
          lives[actor - 1] = 2;
          d.elderLives = lives;
        }
      }
      break;
    }
    case 'cupid': {
      const [a, b] = e.lovers;
      for (const x of [a, b]) {
        const r = cupidPick(d, x);
        if (r) return refused(r, 'cupid', '丘比特', x);
      }
      if (a === b) return refused('alreadyLover', 'cupid', '丘比特', a);
      d.lovers = [a, b];
      d.cupid = actor;
      break;
    }
    case 'wildChild': {
      const r = notSelf(d, actor, e.model);
      if (r) return refused(r, 'wild child', '野孩子', e.model);
      d.wildChildModel = e.model;
      break;
    }
    case 'guard': {
      if (!isSeatOrNull(e.target)) return refused('outOfRange', 'guard', '守卫', e.target);
      if (e.target !== null) {
        const r = guardPick(d, e.target);
        if (r) return refused(r, 'guard', '守卫', e.target);
      }
      d.tonight = { ...t, guard: e.target ?? 0 };
      d.guardLast = e.target ?? 0;
      d.guardNight = d.night;
      break;
    }
    case 'seer': {
      const r = notSelf(d, actor, e.target);
      if (r) return refused(r, 'seer', '预言家', e.target);
      d.tonight = { ...t, seer: e.target };
      d.answer = { kind: 'seer', to: actor, about: e.target, result: seerResultOf(d, e.target) };
      break;
    }
    case 'wolves': {
      if (!isSeatOrNull(e.target)) return refused('outOfRange', 'wolves', '狼人', e.target);
      if (e.target !== null) {
        const r = wolvesPick(d, e.target);
        if (r) return refused(r, 'wolves', '狼人', e.target);
      }
      d.tonight = { ...t, wolves: e.target ?? 0 };
      break;
    }
    case 'littleGirl': {
      if (typeof e.caught !== 'boolean') return problem('badEvent', 'littleGirl: "caught" must be true or false', 'littleGirl："caught" 必须是 true 或 false');
      d.tonight = { ...t, caught: e.caught };
      break;
    }
    case 'witch': {
      const save = e.save === true;
      const poison = e.poison ?? null;
      if (save) {
        const r = savePick(d, actor);
        if (r) return refused(r, 'witch: antidote', '女巫：解药');
      }
      if (poison !== null) {
        const r = poisonPick(d, actor, poison);
        if (r) return refused(r, 'witch: poison', '女巫：毒药', poison);
      }
      if (save && poison !== null && d.ctx.rules.witchPotionsPerNight !== 2) return refused('onePotion', 'witch', '女巫');
      d.tonight = { ...t, save, poison: poison ?? 0 };
      if (save) d.antidote = false;
      if (poison !== null) d.poison = false;
      break;
    }
    case 'wolfBeauty': {
      const r = wolfBeautyPick(d, actor, e.target);
      if (r) return refused(r, 'wolf beauty', '狼美人', e.target);
      d.tonight = { ...t, wolfBeauty: e.target };
      d.charm = e.target;
      break;
    }
    case 'demon': {
      const r = notSelf(d, actor, e.target);
      if (r) return refused(r, 'demon', '恶魔', e.target);
      d.tonight = { ...t, demon: e.target };
      d.answer = { kind: 'demon', to: actor, about: e.target, god: isGod(d, e.target) };
      break;
    }
    case 'piper': {
      const want = piperCount(d, actor);
      const ts = e.targets;
      if (ts.length !== want) {
        return problem('piperCount', `piper: charms ${want} player${want === 1 ? '' : 's'} tonight, not ${ts.length}`, `吹笛者：今晚迷惑 ${want} 人，而不是 ${ts.length} 人`);
      }
      if (ts.length === 2 && ts[0] === ts[1]) return refused('duplicate', 'piper', '吹笛者', ts[0]);
      for (const x of ts) {
        const r = piperPick(d, actor, x);
        if (r) return refused(r, 'piper', '吹笛者', x);
      }
      const charmed = d.charmed.slice();
      for (const x of ts) charmed[x - 1] = true;
      d.charmed = charmed;
      d.tonight = { ...t, piper: ts.slice() };
      break;
    }
    default:
      return problem('wrongStep', `night ${d.night}: "${e.type}" is a day event`, `第${d.night}夜："${e.type}" 是白天的事件`);
  }
  d.pos = k + 1;
  if (currentNightIndex(d) < 0) dawn(d);
  return null;
}

/** Whether the sheriff is elected today. */
export function electionToday(s: GameState): boolean {
  return s.sheriffStatus === 'due' && s.electionDay === s.day;
}

/**
 * Dawn: the night's deaths are applied when its last step is recorded (issue 5). A win that already holds
 * (the piper's charms) ends the game first; then the wolves' kill and its heartbreak are applied and checked
 * (狼刀在先, seed 000 §6(6)); then the poison.
 */
export function dawn(d: Draft): void {
  d.dawnCalls = calledBetween(d, d.pos, d.ctx.order.length);
  d.phase = 'day';
  d.day = d.night;
  d.dayEvents = 0;
  d.vote = FRESH_VOTE;
  const w0 = checkWinner(d);
  if (w0) {
    d.winner = w0;
    d.phase = 'over';
    return;
  }
  const t = d.tonight;
  const r = d.ctx.rules;
  const n = d.night;
  const victim = victimTonight(d);
  if (victim && d.alive[victim - 1]) {
    // The guard blocks only the wolves and cannot protect the little girl (seed 002, 004).
    const guarded = !t.caught && t.guard === victim && d.roles[victim - 1] !== 'littleGirl';
    // 同守同救: guarded and saved on the same night, both fail (guardAndAntidoteCancel, seed 000 §6(1)).
    const cancel = r.guardAndAntidoteCancel && guarded && t.save;
    const guardBlocks = guarded && !cancel;
    const saveWorks = t.save && !cancel;
    let dies = !guardBlocks && !saveWorks;
    // elderAntidote attackCancelled: the save cancels the attack, the elder keeps his lives (dies is false already).
    const saveCancelsAttack = saveWorks && r.elderAntidote === 'attackCancelled';
    if (d.roles[victim - 1] === 'elder' && !guardBlocks && !saveCancelsAttack) {
      // An attack that lands always costs the elder a life; the antidote revives only one (elderAntidote
      // spareLifeUsed; seed 000, 002 "只能救活一条命"): saved, he is left with exactly one life.
      const left = d.elderLives[victim - 1] - 1;
      const after = left > 0 ? left : saveWorks ? 1 : 0;
      const lives = d.elderLives.slice();
      lives[victim - 1] = after;
      d.elderLives = lives;
      dies = after === 0;
    }
    // A hunter both killed and poisoned cannot shoot unless hunterShootsWhenPoisoned (seed 000 §6(4)).
    const noShoot = t.poison === victim && !r.hunterShootsWhenPoisoned ? victim : 0;
    if (dies) killBatch(d, [[victim, 'wolves']], 'night', n, noShoot);
    if (d.winner) return;
  }
  if (t.poison && d.alive[t.poison - 1]) {
    killBatch(d, [[t.poison, 'poison']], 'night', n);
    if (d.winner) return;
  }
  d.stage = electionToday(d) ? 'election' : 'vote';
}

/** Night falls: the next night starts; with nothing to record at all it dawns at once. */
export function nightfall(d: Draft): void {
  d.phase = 'night';
  d.night = d.night + 1;
  d.pos = 0;
  d.tonight = EMPTY_TONIGHT;
  d.stage = 'vote';
  d.vote = FRESH_VOTE;
  d.dawnCalls = [];
  d.dayEvents = 0;
  if (currentNightIndex(d) < 0) dawn(d);
}

export { inRange };
