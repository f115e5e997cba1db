// `wolfboard generate --players N [--family F] [--allow id=n,…] [--require id,…] [--custom FILE]
// [--specials MIN-MAX] [--target 45-55] [--count K] [--candidates C] [--games N] [--seed S] [--json] [--lang L]`:
// proposes valid boards for the table (the custom cards of a board FILE allowed too, named custom:<name>), ranked by how near each one's simulated village share comes to the target band
// (lib/sim/generate). `--json` is a public contract: { proposals: [{ board, points, village: { rate, low,
// high }, <other sides>, why }] }, deterministic for a seed (no timings in it). Exit 2 on bad input,
// with a named message, and when no valid board fits the constraints.
import { performance } from 'node:perf_hooks';
import { t, type Lang } from '../../lib/i18n';
import type { Family } from '../../lib/catalogue/rules';
import type { CardId } from '../../lib/catalogue/card-role';
import { rolesOf } from '../../lib/catalogue/custom';
import { parseBoardText } from '../../lib/input/schema';
import {
  GenerateError,
  generateErrorText,
  proposalJson,
  startGeneration,
  whyText,
  type GenerateInput,
  type GenerationRun,
  type Proposal,
} from '../../lib/sim/generate';
import { lab } from '../../lib/sim/lab-text';
import { pct } from '../../lib/sim/reading';
import { parseSeed } from '../../lib/sim/seed';
import { langOption, parseArgs, type Io } from '../io';
import { problemsText, readFailureText } from '../problems';
import { langUsage, usageLine, UsageError } from '../usage';
import { verb } from '../verb';

const OPTIONS = {
  players: 'string',
  family: 'string',
  allow: 'string',
  require: 'string',
  custom: 'string',
  specials: 'string',
  target: 'string',
  count: 'string',
  candidates: 'string',
  games: 'string',
  seed: 'string',
  json: 'boolean',
  lang: 'string',
} as const;

type Parsed = { input: GenerateInput; json: boolean; lang: Lang; custom?: string };

const wholeNumber = (flag: string, v: string): number => {
  if (!/^\d{1,9}$/.test(v)) throw new UsageError('generate.number', { flag, got: v });
  return Number(v);
};

function range(flag: string, v: string): { min: number; max: number } {
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(v);
  if (!m) throw new UsageError('generate.range', { flag, got: v });
  return { min: Number(m[1]), max: Number(m[2]) };
}

/** `id=n,id=n` (counts) or `id,id`; ids are checked by the generator, which names an unknown one. */
function cardList(flag: string, v: string, counts: boolean): [string, number][] {
  const items = v.split(',').map((s) => s.trim());
  const bad = () => new UsageError('generate.list', { flag, got: v, counts: counts ? t('cli.usage.generate.counts', 'en') : '' });
  return items.map((item) => {
    // A catalogue id (seer) or a custom card's (custom:nightOwl).
    const m = counts ? /^((?:custom:)?[A-Za-z][A-Za-z0-9]*)=(\d{1,3})$/.exec(item) : /^((?:custom:)?[A-Za-z][A-Za-z0-9]*)$/.exec(item);
    if (!m) throw bad();
    return [m[1], counts ? Number(m[2]) : 1];
  });
}

/** The command line of `generate`; a bad one throws a UsageError (exit 2). */
export function parseGenerateArgs(args: string[], env: Io['env']): Parsed {
  const { flags, positionals } = parseArgs(args, OPTIONS);
  if (positionals.length) throw new UsageError('extra', { arg: positionals[0] });
  const lang = langOption(flags.lang, env);
  if (!lang) throw langUsage();
  const s = (k: keyof typeof OPTIONS) => (typeof flags[k] === 'string' ? (flags[k] as string) : undefined);
  if (s('players') === undefined) throw new UsageError('generate.players');
  const input: GenerateInput = { players: wholeNumber('--players', s('players')!) };
  if (s('family') !== undefined) input.family = s('family') as Family;
  if (s('allow') !== undefined) input.allow = Object.fromEntries(cardList('--allow', s('allow')!, true)) as Partial<Record<CardId, number>>;
  if (s('require') !== undefined) input.require = cardList('--require', s('require')!, false).map(([id]) => id as CardId);
  if (s('specials') !== undefined) input.specials = range('--specials', s('specials')!);
  if (s('target') !== undefined) {
    const r = range('--target', s('target')!);
    input.target = { low: r.min, high: r.max };
  }
  if (s('count') !== undefined) input.count = wholeNumber('--count', s('count')!);
  if (s('candidates') !== undefined) input.candidates = wholeNumber('--candidates', s('candidates')!);
  if (s('games') !== undefined) input.games = wholeNumber('--games', s('games')!);
  if (s('seed') !== undefined) {
    const raw = s('seed')!;
    if (raw.length === 0 || raw.length > 100) throw new UsageError('seed');
    input.seed = parseSeed(raw);
  }
  const custom = s('custom');
  return { input, json: flags.json === true, lang, ...(custom === undefined ? {} : { custom }) };
}

function pad(s: string, n: number): string {
  // East Asian characters take two columns in a terminal.
  let w = 0;
  for (const ch of s) w += /[\u1100-\uffff]/.test(ch) ? 2 : 1;
  return s + ' '.repeat(Math.max(0, n - w));
}

const signed = (x: number): string => (x > 0 ? `+${x}` : x < 0 ? `−${Math.abs(x)}` : '0');

/** One proposal as a small table: the cards, each side's share with its interval, the points and why. */
export function proposalText(p: Proposal, n: number, lang: Lang): string[] {
  const roles = rolesOf(p.board);
  const name = (id: string) => t(roles[id as CardId].name, lang);
  const cards = Object.entries(p.board.roles)
    .filter(([, c]) => (c ?? 0) > 0)
    .map(([id, c]) => (c === 1 ? name(id) : `${name(id)} ×${c}`))
    .join(t('common.commaSep', lang));
  const rows: [string, string][] = [[t('cli.generate.cards', lang), cards]];
  for (const [side, x] of [['village', p.village] as const, ...Object.entries(p.sides)]) {
    if (x) rows.push([lab(`outcome.${side}`, lang), `${pct(x.rate).padStart(6)}  [${pct(x.low)}–${pct(x.high)}]`]);
  }
  rows.push([t('cli.generate.points', lang), signed(p.points)], [t('cli.generate.why', lang), whyText(p, lang)]);
  const width = Math.max(...rows.map(([k]) => [...k].reduce((w, ch) => w + (/[\u1100-\uffff]/.test(ch) ? 2 : 1), 0))) + 2;
  return [t('cli.generate.proposal', lang, { n }), ...rows.map(([k, v]) => `  ${pad(k, width)}${v}`)];
}

/** The custom cards of a board file (--custom), read as `check` reads a board; the problems said, exit 2. */
function readCustom(file: string, io: Io, lang: Lang): GenerateInput['customRoles'] | null {
  const text = io.readText(file);
  if (!text.ok) {
    io.err(`wolfboard generate: ${readFailureText(text, lang)}`);
    return null;
  }
  const board = parseBoardText(text.text);
  if (!board.ok) {
    io.err(`wolfboard generate: ${t('cli.simulate.notBoard', lang, { file })}`);
    for (const line of problemsText(board.problems, lang)) io.err(`  ${line}`);
    return null;
  }
  if (!board.value.customRoles?.length) {
    io.err(`wolfboard generate: ${t('cli.generate.noCustom', lang, { file })}`);
    return null;
  }
  return board.value.customRoles;
}

export const run = verb('generate', async (args: string[], io: Io): Promise<number> => {
  const a = parseGenerateArgs(args, io.env);
  if (a.custom !== undefined) {
    const customRoles = readCustom(a.custom, io, a.lang);
    if (!customRoles) return 2;
    a.input.customRoles = customRoles;
  }
  const t0 = performance.now();
  let first: number | null = null;
  let gen: GenerationRun;
  try {
    gen = startGeneration(a.input);
    const plan = gen.plan;
    while (!gen.finished) {
      gen.advance(Math.ceil(plan.games / 10));
      if (first === null && gen.proposals().length) first = performance.now() - t0;
    }
  } catch (e) {
    if (!(e instanceof GenerateError)) throw e;
    io.err(`wolfboard generate: ${generateErrorText(e, a.lang)}\n${usageLine('generate', a.lang)}`);
    return 2;
  }
  const { plan } = gen;
  const proposals = gen.proposals();
  if (a.json) {
    io.out(JSON.stringify({ proposals: proposals.map((p) => proposalJson(p, a.lang)) }, null, 2));
    return 0;
  }
  const seconds = (performance.now() - t0) / 1000;
  const header = {
    players: plan.players,
    candidates: gen.progress.candidatesDone,
    games: plan.games,
    seed: plan.seed,
    low: Math.round(plan.target.low * 100),
    high: Math.round(plan.target.high * 100),
  };
  io.out(t('cli.generate.header', a.lang, header));
  proposals.forEach((p, i) => {
    io.out('');
    for (const line of proposalText(p, i + 1, a.lang)) io.out(line);
  });
  io.out('');
  io.out(t('cli.generate.speed', a.lang, { games: header.candidates * plan.games, seconds: seconds.toFixed(2), first: ((first ?? 0) / 1000).toFixed(2) }));
  return 0;
});
