// The engine's speed figures as one fresh process measures them, for bench/engine.bench.ts: it bundles this file
// against today's engine and against the engine before the powers redesign, and runs the two in turn. Only
// the engine API both have is used (newGame, apply, nextStep, playGame; the long game of ./long-game). Each figure
// is measured in a process of its own (what one path leaves compiled would favour or slow the next), named by
// the first argument; prints one JSON line:
// - replay: replayMs, the median replay of the long game with the next step after each event;
// - games: coldMs, CPU ms for the first 10,000 random games of the process (the lab's default run, from a cold
//   start: the code is still being compiled, and the compiler's threads count), then gamesPerCpuSecond, random
//   games per CPU second once the code is compiled (after WARM_MS of games).
import { playGame } from '../lib/engine';
import { board, longRecord, replayWithSteps } from './long-game';

const cpuMs = (c: NodeJS.CpuUsage): number => (c.user + c.system) / 1000;

// V8 compiles the engine's hot functions in the background over about the first second of games on this kind of
// machine (docs/architecture.md, "How the engine stays fast"); games per second are measured after that.
const WARM_MS = 2000;
const MEASURE_MS = 2000;

/** Games played over `ms` of CPU, with the rate; the clock is read every 16 games. */
function play(ms: number, from: number): number {
  let games = 0;
  const t = process.cpuUsage();
  // One read of the CPU clock costs about a tenth of a game here (a system call): read every 16 games, it would
  // otherwise count against both engines alike and flatten their ratio.
  while (cpuMs(process.cpuUsage(t)) < ms) {
    for (let k = 0; k < 16; k++) playGame(board, from + games++);
  }
  return games / (cpuMs(process.cpuUsage(t)) / 1000);
}

function replay(): { replayMs: number } {
  const record = longRecord(10_000);
  for (let i = 0; i < 10; i++) replayWithSteps(record);
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const t = process.cpuUsage();
    replayWithSteps(record);
    times.push(cpuMs(process.cpuUsage(t)));
  }
  times.sort((a, b) => a - b);
  return { replayMs: times[times.length >> 1] };
}

function games(): { coldMs: number; gamesPerCpuSecond: number } {
  const c0 = process.cpuUsage();
  for (let i = 0; i < 10_000; i++) playGame(board, i);
  const coldMs = cpuMs(process.cpuUsage(c0));
  play(WARM_MS, 100_000);
  return { coldMs, gamesPerCpuSecond: play(MEASURE_MS, 1_000_000) };
}

console.log(JSON.stringify(process.argv[2] === 'replay' ? replay() : games()));
