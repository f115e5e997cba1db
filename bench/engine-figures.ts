// The engine's two speed figures as one process measures them, for bench/engine.bench.ts: it bundles this file
// against today's engine and against the engine before the powers redesign, and runs the two in turn. Only
// the engine API both have is used (newGame, apply, nextStep, playGame; the long game of ./long-game). Prints one JSON line.
import { playGame } from '../lib/engine';
import { board, longRecord, replayWithSteps } from './long-game';

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
