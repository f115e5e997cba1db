// The engine's two speed figures as one process measures them, for bench/engine.bench.ts: it bundles this file
// against today's engine and against the engine before the powers redesign, and runs the two in turn. Only
// the engine API both have is used (newGame, apply, nextStep, playGame). Prints one JSON line.
import { apply, newGame, nextStep, playGame } from '../lib/engine';

// biome-ignore lint/suspicious/noExplicitAny: the two engines' types differ; only their API is shared.
type Any = any;

const board: Any = { name: '预女猎守', players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
const seats: Any = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];

/** A long game nobody dies in: the guard alternates, the wolves kill nobody, every vote abstains. */
function longRecord(events: number): Any {
  let s = (newGame(board, seats) as Any).state;
  const out: Any[] = [];
  while (out.length < events) {
    const step = nextStep(s, { brief: true });
    const e: Any =
      step.id === 'guard'
        ? { type: 'guard', target: s.night % 2 ? 1 : 2 }
        : step.id === 'seer'
          ? { type: 'seer', target: 9 + (s.night % 4) }
          : step.id === 'werewolf'
            ? { type: 'wolves', target: null }
            : step.id === 'witch'
              ? { type: 'witch' }
              : step.id === 'sheriff'
                ? { type: 'sheriff', seat: 1 }
                : { type: 'vote', ballots: {} };
    const r: Any = apply(s, e);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    out.push(e);
  }
  return { board, seats, events: out };
}

/** Replays a record with the next step (as the moderator shows it) after each event. */
function replayWithSteps(record: Any): void {
  let s = (newGame(record.board, record.seats, record.bottom) as Any).state;
  nextStep(s);
  for (const e of record.events) {
    const r: Any = apply(s, e);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    nextStep(s);
  }
}

const cpuMs = (c: NodeJS.CpuUsage): number => (c.user + c.system) / 1000;

const record = longRecord(10_000);
for (let i = 0; i < 10; i++) replayWithSteps(record);
const times: number[] = [];
for (let i = 0; i < 25; i++) {
  const c0 = process.cpuUsage();
  replayWithSteps(record);
  times.push(cpuMs(process.cpuUsage(c0)));
}
times.sort((a, b) => a - b);

for (let i = 0; i < 500; i++) playGame(board, i);
let games = 0;
const c0 = process.cpuUsage();
// The CPU clock is read every 16 games: one read costs about as much as a tenth of a game here (a system call),
// which would count against both engines alike and flatten their ratio.
while (cpuMs(process.cpuUsage(c0)) < Number(process.argv[2] ?? 1500)) {
  for (let k = 0; k < 16; k++) playGame(board, 1_000_000 + games++);
}
console.log(JSON.stringify({ replayMs: times[times.length >> 1], gamesPerCpuSecond: games / (cpuMs(process.cpuUsage(c0)) / 1000) }));
