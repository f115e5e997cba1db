// `wolfboard simulate FILE --games N --seed S [--policy heuristic|random] [--json] [--lang L]`:
// plays N games of the board and prints win rates with 95% intervals, game length, deaths per role and
// win paths. The JSON output is deterministic for a seed (no timings in it). Exit 2 on bad input;
// exit 1 when the engine refused or failed in a game (a bug, reported: the run fails).
import { performance } from 'node:perf_hooks';
import { boardTitle } from '../../lib/catalogue/presets';
import type { Lang } from '../../lib/i18n';
import { parseBoardText } from '../../lib/input/schema';
import { deathRowName, lab, readingText } from '../../lib/sim/lab-text';
import { pct, readResult } from '../../lib/sim/reading';
import { MAX_GAMES, SimulationError, parseSeed, simulate } from '../../lib/sim/simulate';
import { DEFAULT_LAB_GAMES, DEFAULT_POLICY, DEFAULT_SEED as LAB_SEED, isPolicyId, type PolicyId, type SimResult } from '../../lib/sim/types';
import { t } from '../../lib/i18n';
import { langOption, parseArgs, type Io } from '../io';
import { langUsage, oneFile, UsageError } from '../usage';
import { problemsText, readFailureText } from '../problems';
import { verb } from '../verb';

const OPTIONS = { games: 'string', seed: 'string', policy: 'string', lang: 'string', json: 'boolean' } as const;
// The lab's default run: without options the three places (designer, lab, CLI) play the same games.
export const DEFAULT_GAMES = DEFAULT_LAB_GAMES;
export const DEFAULT_SEED = LAB_SEED;

type Parsed = { file: string; games: number; seed: number | string; policy: PolicyId; json: boolean; lang: Lang };

/** The command line of `simulate`; a bad one throws a UsageError (main words it, exit 2). */
export function parseSimulateArgs(args: string[], env: Io['env']): Parsed {
  const { flags, positionals } = parseArgs(args, OPTIONS);
  const file = oneFile(positionals);
  const g = flags.games === undefined ? String(DEFAULT_GAMES) : String(flags.games);
  if (!/^\d+$/.test(g) || Number(g) < 1 || Number(g) > MAX_GAMES) throw new UsageError('games', { max: MAX_GAMES, got: g });
  const rawSeed = flags.seed === undefined ? String(DEFAULT_SEED) : String(flags.seed);
  if (rawSeed.length === 0 || rawSeed.length > 100) throw new UsageError('seed');
  // A whole number is a numeric seed (so --seed 7 and the page's seed 7 play the same games).
  const seed = parseSeed(rawSeed);
  const policy = flags.policy === undefined ? DEFAULT_POLICY : String(flags.policy);
  if (!isPolicyId(policy)) throw new UsageError('policy', { got: policy });
  const lang = langOption(flags.lang, env);
  if (!lang) throw langUsage();
  return { file, games: Number(g), seed, policy, json: flags.json === true, lang };
}

/** The columns a text takes in a terminal: East Asian characters take two. */
function columns(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\uffff]/.test(ch) ? 2 : 1;
  return w;
}

function pad(s: string, n: number): string {
  return s + ' '.repeat(Math.max(0, n - columns(s)));
}

/** A table's label column: at least `min` wide, and as wide as its longest label (a long name, the white werewolf's, keeps the column straight). */
const widthOf = (labels: readonly string[], min: number): number => labels.reduce((w, l) => Math.max(w, columns(l)), min);

export function resultText(r: SimResult, lang: Lang): string[] {
  const lines: string[] = [];
  const policyName = lab(r.policy === 'random' ? 'policy.random' : 'policy.heuristic', lang);
  lines.push(
    lab('cli.header', lang, {
      name: (r.board.name && boardTitle({ name: r.board.name }, lang)) || lab('cli.unnamed', lang),
      players: r.board.players,
      games: r.games,
      policy: policyName,
      seed: r.seed,
    }),
  );
  lines.push('', lab('cli.winRates', lang));
  const outcomeW = widthOf(
    r.outcomes.map((o) => lab(`outcome.${o}` as 'outcome.village', lang)),
    12,
  );
  for (const o of r.outcomes) {
    const x = r.winRates[o];
    lines.push(`  ${pad(lab(`outcome.${o}` as 'outcome.village', lang), outcomeW)} ${pct(x.rate).padStart(6)}  [${pct(x.low)}–${pct(x.high)}]`);
  }
  lines.push('', lab('cli.length', lang, { days: r.averageDays.toFixed(2), nights: r.averageNights.toFixed(2) }));
  lines.push('', lab('cli.paths', lang));
  const pathW = widthOf(
    r.winPaths.map((p) => lab(`path.${p.path}` as 'path.draw', lang)),
    24,
  );
  for (const p of r.winPaths) lines.push(`  ${pad(lab(`path.${p.path}` as 'path.draw', lang), pathW)} ${pct(p.rate.rate).padStart(6)}`);
  lines.push('', lab('cli.deaths', lang));
  const roleW = widthOf(
    r.deathRates.map((d) => deathRowName(d, lang)),
    12,
  );
  for (const d of r.deathRates) {
    lines.push(
      `  ${pad(deathRowName(d, lang), roleW)} ${pct(d.night.rate).padStart(6)} / ${pct(d.day.rate).padStart(6)} / ${pct(d.survived.rate).padStart(6)}   (${d.players})`,
    );
  }
  if (r.errors.count) lines.push('', lab('errors', lang, { count: r.errors.count, first: r.errors.first ?? '' }));
  lines.push('', readingText(readResult(r), lang));
  return lines;
}

export const run = verb('simulate', async (args: string[], io: Io): Promise<number> => {
  const a = parseSimulateArgs(args, io.env);
  const text = io.readText(a.file);
  if (!text.ok) {
    io.err(`wolfboard simulate: ${readFailureText(text, a.lang)}`);
    return 2;
  }
  const board = parseBoardText(text.text);
  if (!board.ok) {
    io.err(`wolfboard simulate: ${t('cli.simulate.notBoard', a.lang, { file: a.file })}`);
    for (const line of problemsText(board.problems, a.lang)) io.err(`  ${line}`);
    return 2;
  }
  const t0 = performance.now();
  let result: SimResult;
  try {
    result = simulate(board.value, { games: a.games, seed: a.seed, policy: a.policy });
  } catch (e) {
    if (e instanceof SimulationError) {
      // A board that cannot be played is said in the terminal's language; an option's problem as it is.
      const lines = e.problems.length ? problemsText(e.problems, a.lang) : [e.message];
      for (const line of lines) io.err(`wolfboard simulate: ${a.file}: ${line}`);
      return 2;
    }
    // Not the file's fault but the engine's: said like the games the engine refused (exit 1), never a crash.
    io.err(`wolfboard simulate: ${a.file}: ${t('cli.simulate.engineError', a.lang)}: ${(e as Error)?.message ?? String(e)}`);
    return 1;
  }
  const seconds = (performance.now() - t0) / 1000;
  if (a.json) {
    io.out(JSON.stringify(result, null, 2));
  } else {
    for (const line of resultText(result, a.lang)) io.out(line);
    io.out('');
    io.out(lab('cli.speed', a.lang, { games: a.games, seconds: seconds.toFixed(2), rate: Math.round(a.games / Math.max(seconds, 1e-6)) }));
  }
  // Illegal events are a bug (in a policy or the engine): the run is reported but fails.
  return result.errors.count ? 1 : 0;
});
