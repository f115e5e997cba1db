// Every text a user can read, in every language, with where it came from: the data files' texts, the
// message files, the validator's findings on many boards, and the actual output of every CLI verb. One
// module, so that when texts move (per-language message files) only the readers below change.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { main } from '../../cli/wolfboard';
import { readTextFile, type Io } from '../../cli/io';
import type { Board } from '../../lib/generated/board';
import { HOUSE_RULES, RULE_KEYS, ruleLabel, ruleExplanation, valueLabel } from '../../lib/catalogue/house-rules';
import { LANGS, type Lang } from '../../lib/i18n';
import { PRESETS, presetSummary } from '../../lib/catalogue/presets';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { heuristicLines, randomDescription } from '../../lib/sim/lab-text';
import { msgText } from '../../lib/i18n/msg';
import { validate } from '../../lib/validator';
import { sourceText } from '../../lib/catalogue/source-text';
import type { TextLang } from './scan';

export interface UserText {
  text: string;
  /** Where it came from: a file and the path in it, a function, or a command line. */
  from: string;
  /** Its language, when known (a message file's, a language key's, the language a function or command was asked for). */
  lang?: TextLang;
}

/** The scan's language of a site language. */
const textLang = (lang: string): TextLang => (lang === 'en' ? 'en' : 'zh');
/** A message file's language, from its folder (data/i18n/<lang>/). */
const fileLang = (file: string): TextLang | undefined => {
  const m = file.match(/i18n[\\/](zh-CN|zh-TW|en)[\\/]/);
  return m ? textLang(m[1]) : undefined;
};

const ROOT = join(import.meta.dirname, '..', '..');
const DATA = join(ROOT, 'data');

/** Data that is not text for users (none now): everything under data/ is scanned. */
const NOT_TEXT = new Set<string>();

/** Keys whose values are identifiers the code reads (never shown as written): skipped. */
const ID_KEYS = new Set(['id', 'roles', 'rules', 'tags', 'icon', 'family']);
/** `$schema`, `$comment`: a file's schema and notes for engineers (JSON Schema keywords), not shown. */
const isNote = (key: string) => key.startsWith('$');
const LANG_KEY = /^(zh|en|zh-CN|zh-TW)$/;
/** An identifier, a number or a code: no space and nothing but ASCII letters, digits and _.:/+-. */
const IDENT = /^[A-Za-z0-9_.:/+-]*$/;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? jsonFiles(p) : p.endsWith('.json') ? [p] : [];
  });
}

/** Strings of a JSON value that are text: under a language key, or not an identifier. */
export function jsonTexts(value: unknown, from: string, path = '', lang?: TextLang): UserText[] {
  const out: UserText[] = [];
  const walk = (v: unknown, p: string, underLang: boolean, l: TextLang | undefined): void => {
    if (typeof v === 'string') {
      if (underLang || !IDENT.test(v)) out.push({ text: v, from: `${from} ${p}`, lang: l });
    } else if (Array.isArray(v)) {
      for (const [i, x] of v.entries()) walk(x, `${p}[${i}]`, underLang, l);
    } else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (isNote(k)) continue;
        if (ID_KEYS.has(k) && !underLang && (typeof x === 'string' || (Array.isArray(x) && x.every((y) => typeof y === 'string')))) continue;
        const isLang = LANG_KEY.test(k);
        walk(x, p ? `${p}.${k}` : k, underLang || isLang, isLang ? textLang(k) : l);
      }
  };
  walk(value, path, false, lang);
  return out;
}

/** Every text of every data file (data/**.json), message files included. */
export function dataTexts(): UserText[] {
  return jsonFiles(DATA)
    .filter((f) => !NOT_TEXT.has(relative(DATA, f).replaceAll('\\', '/')))
    .flatMap((f) => jsonTexts(JSON.parse(readFileSync(f, 'utf8')), relative(ROOT, f), '', fileLang(f)));
}

/** Texts built by the library's public functions, in each language. */
export function builtTexts(): UserText[] {
  const all: UserText[] = [];
  for (const lang of LANGS) {
    const out: UserText[] = [];
    for (const key of RULE_KEYS) {
      out.push({ text: ruleLabel(key, lang), from: `ruleLabel(${key}, ${lang})` });
      out.push({ text: ruleExplanation(key, lang), from: `ruleExplanation(${key}, ${lang})` });
      out.push({ text: sourceText(HOUSE_RULES[key].source, lang), from: `sourceText(house rule ${key}, ${lang})` });
      for (const v of Object.keys(HOUSE_RULES[key].values ?? {})) out.push({ text: valueLabel(key, v, lang), from: `valueLabel(${key}, ${v}, ${lang})` });
    }
    for (const p of PRESETS) {
      out.push({ text: presetSummary(p, lang), from: `presetSummary(${p.id}, ${lang})` });
      out.push({ text: sourceText(p.source, lang), from: `sourceText(preset ${p.id}, ${lang})` });
    }
    for (const r of heuristicLines(lang)) out.push({ text: r.text, from: `heuristicLines(${lang}) ${r.id}` });
    out.push({ text: randomDescription(lang), from: `randomDescription(${lang})` });
    all.push(...out.map((t) => ({ ...t, lang: textLang(lang) })));
  }
  return all;
}

/** Boards that wake many findings: the presets, each with every value of every house rule, and with a card more or less. */
export function sampleBoards(): { name: string; board: Board }[] {
  const out: { name: string; board: Board }[] = [];
  for (const p of PRESETS) {
    out.push({ name: p.id, board: p.board });
    for (const key of RULE_KEYS) {
      // A rule with no listed values is a yes/no one, or a count (read off the board's own value).
      const count = typeof (p.board.rules as Record<string, unknown>)[key] === 'number' || key === 'lastWordsCount';
      const values = Object.keys(HOUSE_RULES[key].values ?? (count ? { 0: 1, 1: 1, 4: 1 } : { true: 1, false: 1 }));
      for (const raw of values) {
        const v = raw === 'true' ? true : raw === 'false' ? false : /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
        out.push({ name: `${p.id} ${key}=${raw}`, board: { ...p.board, rules: { ...p.board.rules, [key]: v } } as Board });
      }
    }
    for (const id of ROLE_IDS) {
      const n = p.board.roles[id] ?? 0;
      out.push({ name: `${p.id} +${id}`, board: { ...p.board, roles: { ...p.board.roles, [id]: n + 1 } } });
      if (n > 0) out.push({ name: `${p.id} -${id}`, board: { ...p.board, roles: { ...p.board.roles, [id]: n - 1 } } });
    }
  }
  return out;
}

/** The validator's findings (messages and fixes) and balance readings on the sample boards, in each language. */
export function validatorTexts(): UserText[] {
  const seen = new Map<string, UserText>();
  const add = (text: string, from: string, lang: Lang) => {
    if (!seen.has(text)) seen.set(text, { text, from, lang: textLang(lang) });
  };
  for (const { name, board } of sampleBoards()) {
    const r = validate(board);
    for (const lang of LANGS) {
      for (const f of r.findings) {
        add(msgText(f.message, lang), `validate(${name}) finding ${f.id} (${lang})`, lang);
        if (f.fix) add(msgText(f.fix.label, lang), `validate(${name}) fix of ${f.id} (${lang})`, lang);
      }
      add(msgText(r.balance.reading, lang), `validate(${name}) balance reading (${lang})`, lang);
    }
  }
  return [...seen.values()];
}

async function run(argv: string[], lang: Lang): Promise<{ out: string; err: string; code: number }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env: { LANG: 'C' }, readText: readTextFile };
  const code = await main([...argv, '--lang', lang], io);
  return { out: out.join('\n'), err: err.join('\n'), code };
}

/**
 * What a command quotes from the user's own files is the files' vocabulary, not our text: the values a
 * board or record spells ("wolfBeauty", the event a record needs next, the values a field allows) are
 * quoted in ASCII double quotes, and a bad field is named by its path in the file (rules.tieRule). Both
 * are masked; everything else is scanned.
 */
function maskFileWords(s: string): string {
  return s.replace(/"[A-Za-z0-9_.:-]+"/g, '"…"').replace(/\b(?:rules|roles|events|seats|board|names|bottom)(?:\.[A-Za-z]\w*|\[\d+\])+/g, 'PATH');
}

/** Lines of a command's output; JSON output gives its text strings (identifiers are data, not text). */
function outputTexts(text: string, from: string, lang: TextLang): UserText[] {
  const t = text.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    try {
      return jsonTexts(JSON.parse(t), from, '', lang).map((x) => ({ ...x, text: maskFileWords(x.text) }));
    } catch {
      // Not JSON after all: read as lines.
    }
  }
  return maskFileWords(t)
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => ({ text: l, from, lang }));
}

/** The names a board file or a record gives its board, if it reads as one. */
function boardNames(file: string): string[] {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; board?: { name?: unknown } };
    return [v?.name, v?.board?.name].filter((n): n is string => typeof n === 'string' && n.length > 0);
  } catch {
    return [];
  }
}

const RECORDS = join(ROOT, 'tests', 'records');
/** Records of every kind: games to a winner, refused moves (an illegal event), one per rule. */
function recordFiles(): string[] {
  return readdirSync(RECORDS)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expect.json'))
    .map((f) => join(RECORDS, f));
}

/** The output of every CLI verb, in each language, on a few boards and records, and on bad input. */
export async function cliTexts(): Promise<UserText[]> {
  const tmp = mkdtempSync(join(tmpdir(), 'wolfboard-user-text-'));
  try {
    const file = (name: string, content: string) => {
      const p = join(tmp, name);
      writeFileSync(p, content);
      return p;
    };
    const boards = [
      'yu-nv-lie-bai',
      'forum-13',
      'millers-hollow-advanced',
      'bai-lang-wang-shou-wei',
      'lang-mei-ren-qi-shi',
      'shi-xiang-gui-shou-mu-ren',
      'ji-xie-lang-tong-ling-shi',
      'meng-yan-shou-wei',
      'lang-wang-she-meng-ren',
    ].map((id) => {
      const p = PRESETS.find((x) => x.id === id);
      if (!p) throw new Error(`no preset ${id}`);
      return file(`${id}.json`, JSON.stringify(p.board));
    });
    const fixtures = readdirSync(join(ROOT, 'tests', 'fixtures', 'boards')).map((f) => join(ROOT, 'tests', 'fixtures', 'boards', f));
    const bad = [
      file('broken.json', '{ "players": 12, '),
      file('wrong.json', JSON.stringify({ players: 'twelve', roles: { seer: 1, nobody: 2 }, rules: { witchSelfSave: 'sometimes', family: 'x' } })),
      file('odd.json', JSON.stringify({ players: 12, roles: { seer: 2, werewolf: 1 }, rules: { family: 'langrensha', witchSelfSave: 'always' } })),
      file('illegal-record.json', JSON.stringify({ board: PRESETS[0].board, seats: [], events: [{ type: 'guard', target: 99 }] })),
      join(tmp, 'missing.json'),
      tmp,
    ];
    const seen = new Map<string, UserText>();
    /** Runs a command line and keeps the texts it printed; its exit code. */
    const read = async (argv: string[], lang: Lang): Promise<number> => {
      const where = `wolfboard ${argv.map((a) => (a.startsWith(tmp) || a.startsWith(ROOT) ? relative(ROOT, a).replace(/^(\.\.\/)+tmp\/[^/]+\//, '') : a)).join(' ')} --lang ${lang}`;
      const r = await run(argv, lang);
      // `roles` lists each role's id first: the name a board file gives the role (its vocabulary).
      if (argv[0] === 'roles' && argv.length === 1) r.out = r.out.replace(/^\S+/gm, 'ID');
      // The file the user named is echoed back ("x.json: no such file"): his, not ours; shown as FILE.
      // So is the name the file gives its board ("two seers"): shown as NAME.
      const files = argv.filter((a) => a.startsWith(tmp) || a.startsWith(ROOT));
      const own = (s: string) =>
        files.flatMap(boardNames).reduce(
          (acc, n) => acc.replaceAll(n, 'NAME'),
          files.reduce((acc, a) => acc.replaceAll(a, 'FILE'), s),
        );
      for (const t of [...outputTexts(own(r.out), where, textLang(lang)), ...outputTexts(own(r.err), `${where} (stderr)`, textLang(lang))])
        if (!seen.has(t.text)) seen.set(t.text, t);
      return r.code;
    };
    const records = recordFiles();
    // Every record in English; in Chinese the ones the engine refuses (every reason it gives) and a few
    // games to their end: the refusals are what differs, and replaying them all three times is slow.
    const refused = new Set<string>();
    for (const f of records) if ((await read(['replay', f], 'en')) === 1) refused.add(f);
    const sample = [...records.filter((f) => refused.has(f)), ...records.filter((f) => !refused.has(f)).slice(0, 20)];
    const jobs: { argv: string[]; lang: Lang }[] = [];
    for (const lang of LANGS) {
      jobs.push({ argv: ['--help'], lang }, { argv: ['frobnicate'], lang }, { argv: ['roles'], lang }, { argv: ['roles', '--json'], lang });
      for (const verb of ['roles', 'check', 'order', 'script', 'replay', 'beats', 'simulate']) {
        jobs.push({ argv: [verb, '--help'], lang }, { argv: [verb, '--nonsense'], lang });
      }
      for (const f of [...boards, ...fixtures, ...bad]) {
        jobs.push({ argv: ['check', f], lang }, { argv: ['check', f, '--json'], lang }, { argv: ['order', f], lang }, { argv: ['script', f], lang });
      }
      for (const f of boards.slice(0, 3)) {
        jobs.push({ argv: ['order', f, '--json'], lang }, { argv: ['simulate', f, '--games', '20', '--seed', '1'], lang });
      }
      jobs.push({ argv: ['simulate', boards[0], '--games', 'lots', '--seed', '1'], lang });
      for (const f of [...(lang === 'en' ? [] : sample), ...bad]) jobs.push({ argv: ['replay', f], lang });
      for (const f of [...records.slice(0, 40), ...bad]) jobs.push({ argv: ['beats', f], lang });
    }
    for (const { argv, lang } of jobs) await read(argv, lang);
    return [...seen.values()];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
