// The moderator engine's figures (the balance lab needs the last):
// replaying a 10,000-event record with the next step after each event (< 50 ms), one live step (< 1 ms),
// and random 12-player games per second on one core (≥ 5,000/s). Then the same figures side by side with the
// engine before the powers redesign, measured in this run: bench/engine-figures.ts bundled against each engine,
// each run in a fresh process, the two in turn (other work on the machine slows both alike), as ranges; with the
// time of a cold start's first 10,000 games (the lab's default run).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { apply, newGame, nextStep, playGame, type GameEvent, type GameRecord, type GameState } from '../lib/engine';
import type { Board } from '../lib/generated/board';
import { EVERY_ROLE } from '../tests/order/boards';
import { board, longRecord, replayWithSteps } from './long-game';
import { measure, print } from './util';

// Before the powers redesign (docs/architecture.md): the last commit of the engine with roles in switches. When it
// cannot be measured here (no git history), the figures recorded on a machine of this kind are printed.
const BEFORE_COMMIT = '2a693fe';
const BEFORE = { replayMs: '10.5–15.0', gamesPerCpuSecond: '17,700–23,600', coldMs: '745–1,075' };
const ROUNDS = 5;

interface Figures {
  replayMs: number;
  gamesPerCpuSecond: number;
  coldMs: number;
}

/** bench/engine-figures.ts bundled against today's engine and against the one before the redesign (null: cannot). */
async function bundles(dir: string): Promise<{ now: string; before: string } | null> {
  const root = join(import.meta.dirname, '..');
  const old = join(dir, 'before');
  try {
    mkdirSync(join(old, 'bench'), { recursive: true });
    const tar = execFileSync('git', ['-C', root, 'archive', BEFORE_COMMIT, 'lib', 'data', 'schemas', 'tsconfig.json'], {
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    execFileSync('tar', ['-x', '-C', old], { input: tar });
    for (const f of ['engine-figures.ts', 'long-game.ts']) copyFileSync(join(import.meta.dirname, f), join(old, 'bench', f));
    symlinkSync(join(root, 'node_modules'), join(old, 'node_modules'));
    const { build } = await import('esbuild');
    const opts = { bundle: true, platform: 'node', format: 'esm', logLevel: 'silent' } as const;
    await build({ ...opts, entryPoints: [join(import.meta.dirname, 'engine-figures.ts')], outfile: join(dir, 'now.mjs') });
    await build({ ...opts, entryPoints: [join(old, 'bench', 'engine-figures.ts')], outfile: join(dir, 'before.mjs') });
    return { now: join(dir, 'now.mjs'), before: join(dir, 'before.mjs') };
  } catch {
    return null;
  }
}

const figure = (file: string, which: 'replay' | 'games'): Partial<Figures> =>
  JSON.parse(execFileSync(process.execPath, [file, which], { encoding: 'utf8' }).trim()) as Partial<Figures>;
/** One engine's figures, each from a fresh process of its own. */
const run = (file: string): Figures => ({ ...figure(file, 'replay'), ...figure(file, 'games') }) as Figures;
const range = (xs: number[], digits: number): string => {
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  const f = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  return lo === hi ? f(lo) : `${f(lo)}–${f(hi)}`;
};

const median = (xs: number[]): number => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/** Today's engine and the one before the redesign, run in turn ROUNDS times; both figures with their ratios. */
async function sideBySide(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'wolfboard-bench-'));
  try {
    const b = await bundles(dir);
    if (!b) {
      console.log(
        `before the powers redesign (not measurable here: no commit ${BEFORE_COMMIT}): replay median ${BEFORE.replayMs} ms, ${BEFORE.gamesPerCpuSecond} games per CPU second, first 10,000 games ${BEFORE.coldMs} CPU ms`,
      );
      return;
    }
    const now: Figures[] = [];
    const before: Figures[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      before.push(run(b.before));
      now.push(run(b.now));
    }
    // Each round's ratio compares two runs made one after the other, under the same load; the verdict reads the
    // median ratio (a single disturbed run moves the range, not the median).
    const replayRatio = now.map((x, i) => x.replayMs / before[i].replayMs);
    const gamesRatio = now.map((x, i) => x.gamesPerCpuSecond / before[i].gamesPerCpuSecond);
    console.log(`\nside by side with the engine before the powers redesign (commit ${BEFORE_COMMIT}), ${ROUNDS} runs each, in turn:`);
    console.log(
      `${'replay 10,000 events + nextStep after each (CPU ms)'.padEnd(58)} now ${range(
        now.map((x) => x.replayMs),
        1,
      )}  before ${range(
        before.map((x) => x.replayMs),
        1,
      )}  now/before ${range(replayRatio, 2)}  (median ${median(replayRatio).toFixed(2)}; target ≤ 1: ${median(replayRatio) <= 1 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `${'random 12-player games per CPU second'.padEnd(58)} now ${range(
        now.map((x) => x.gamesPerCpuSecond),
        0,
      )}  before ${range(
        before.map((x) => x.gamesPerCpuSecond),
        0,
      )}  now/before ${range(gamesRatio, 2)}×  (median ${median(gamesRatio).toFixed(2)}×; target ≥ 2×: ${median(gamesRatio) >= 2 ? 'met' : 'MISSED'})`,
    );
    // Not a target: what a lab run of the default size waits from a cold start, compilation included.
    const coldRatio = now.map((x, i) => before[i].coldMs / x.coldMs);
    console.log(
      `${'first 10,000 games of a fresh process (CPU ms)'.padEnd(58)} now ${range(
        now.map((x) => x.coldMs),
        0,
      )}  before ${range(
        before.map((x) => x.coldMs),
        0,
      )}  before/now ${range(coldRatio, 2)}×  (median ${median(coldRatio).toFixed(2)}×)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function bench(): Promise<void> {
  const record = longRecord(10_000);
  print(
    measure('replay 10,000 events + nextStep after each', () => replayWithSteps(record), 30, 10),
    50,
  );

  // A live step: a game at day 3 of an 18-player board with every role; one event applied and the next step computed.
  const every: Board = { players: EVERY_ROLE.players, roles: EVERY_ROLE.roles };
  let live: { s: GameState; e: GameEvent } | null = null;
  for (let seed = 0; !live && seed < 500; seed++) {
    const g = playGame(every, seed);
    if (g.state.day < 4) continue;
    const rec: GameRecord = { board: every, seats: g.seats, bottom: g.bottom, events: g.events };
    const s = newGame(every, rec.seats, rec.bottom);
    if (!s.ok) continue;
    let st = s.state;
    for (const e of rec.events) {
      if (st.day === 3 && st.phase === 'day') {
        live = { s: st, e };
        break;
      }
      const r = apply(st, e);
      if (!r.ok) break;
      st = r.state;
    }
  }
  if (live) {
    const { s, e } = live;
    print(
      measure(
        'one live step (18 players, day 3): apply + nextStep',
        () => {
          const r = apply(s, e);
          if (r.ok) nextStep(r.state);
        },
        2000,
        200,
      ),
      1,
    );
  }

  // Random legal games, 12 players, one core: counted once V8 has compiled the engine (2 s of games first, as in
  // bench/engine-figures.ts; docs/architecture.md, "How the engine stays fast").
  const w0 = process.cpuUsage();
  const warmMs = (): number => {
    const c = process.cpuUsage(w0);
    return (c.user + c.system) / 1000;
  };
  for (let i = 0; warmMs() < 2000; i += 16) for (let k = 0; k < 16; k++) playGame(board, i + k);
  // Counted against this process's CPU time (the single thread's core), and wall time for reference:
  // on a shared machine wall time also counts the time other processes hold the core.
  let games = 0;
  let events = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (performance.now() - t0 < 2000) {
    events += playGame(board, 1_000_000 + games).events.length;
    games++;
  }
  const cpu = process.cpuUsage(c0);
  const cpuSecs = (cpu.user + cpu.system) / 1e6;
  const wallSecs = (performance.now() - t0) / 1000;
  const rate = games / cpuSecs;
  console.log(
    `${'random 12-player games (random legal policy), one core'.padEnd(58)} ${rate.toFixed(0)} games per CPU second (${(games / wallSecs).toFixed(0)}/s wall), ${(events / games).toFixed(1)} events/game  (target ≥ 5000/s: ${rate >= 5000 ? 'met' : 'MISSED'})`,
  );
  await sideBySide();
}
