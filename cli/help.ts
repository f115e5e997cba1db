// `wolfboard --help` and `wolfboard VERB --help`, in the terminal's language (cli/io terminalLang), like
// every other text of the command. The usage lines are the ones the verbs print on a bad command line.
import { hasMessage, LANGS, t, type Lang } from '../lib/i18n';

/** The languages the --lang flag takes, as the usage lines write them (lib/i18n/languages). */
const LANGS_FLAG = (): string => LANGS.join('|');
const L = LANGS.join('|');

export interface VerbHelp {
  /** The usage line a verb prints on a bad command line. */
  usage: string;
  /** The options: each flag and the message id of its text (cli.help.option.*). */
  options: string[];
}

export const HELP = {
  roles: { usage: `usage: wolfboard roles [--json] [--lang ${L}]`, options: ['--json', '--lang {langs}'] },
  check: { usage: `usage: wolfboard check FILE [--json] [--lang ${L}]`, options: ['--json', '--lang {langs}'] },
  order: { usage: `usage: wolfboard order FILE [--json] [--lang ${L}]`, options: ['--json', '--lang {langs}'] },
  script: { usage: `usage: wolfboard script FILE [--lang ${L}]`, options: ['--lang {langs}'] },
  replay: { usage: `usage: wolfboard replay FILE [--json] [--lang ${L}]`, options: ['--json', '--lang {langs}'] },
  beats: { usage: `usage: wolfboard beats FILE [--lang ${L}] [--json]`, options: ['--json', '--lang {langs}'] },
  simulate: {
    usage: `usage: wolfboard simulate FILE --games N --seed S [--policy heuristic|random] [--json] [--lang ${L}]`,
    options: ['--games N', '--seed S', '--policy heuristic|random', '--json', '--lang {langs}'],
  },
  generate: {
    usage: `usage: wolfboard generate --players N [--family F] [--allow id=n,…] [--require id,…] [--custom FILE] [--specials MIN-MAX] [--target 45-55] [--count K] [--candidates C] [--games N] [--seed S] [--json] [--lang ${L}]`,
    options: [
      '--players N',
      '--family F',
      '--allow id=n,…',
      '--require id,…',
      '--custom FILE',
      '--specials MIN-MAX',
      '--target LOW-HIGH',
      '--count K',
      '--candidates C',
      '--games N',
      '--seed S',
      '--json',
      '--lang {langs}',
    ],
  },
} satisfies Record<string, VerbHelp>;

export type Verb = keyof typeof HELP;
export const isVerb = (v: string): v is Verb => Object.hasOwn(HELP, v);

const withLangs = (s: string): string => s.replace('{langs}', LANGS_FLAG());
const flagId = (flag: string): string => flag.replace(/^--?/, '').split(/[ ,|]/)[0];

/** `wolfboard --help`: every verb, one line each. */
export function commandHelp(lang: Lang): string {
  const verbs = Object.keys(HELP).map((v) => `  ${v.padEnd(9)} ${t(`cli.help.${v}.line`, lang, { langs: LANGS_FLAG() })}`);
  return [t('cli.help.head.usage', lang), '', ...verbs, '', t('cli.help.head.more', lang)].join('\n');
}

/** `wolfboard VERB --help`: its usage, what it does, its options and exit codes. */
export function verbHelp(verb: Verb, lang: Lang): string {
  const h: VerbHelp = HELP[verb];
  const options: [string, string][] = [
    // A verb may word a shared flag its own way (cli.help.VERB.option.FLAG: generate's --games counts per candidate).
    ...h.options.map((f): [string, string] => [
      withLangs(f),
      t(hasMessage(`cli.help.${verb}.option.${flagId(f)}`) ? `cli.help.${verb}.option.${flagId(f)}` : `cli.help.option.${flagId(f)}`, lang),
    ]),
    ['-h, --help', t('cli.help.head.help', lang)],
  ];
  const width = Math.max(...options.map(([flag]) => flag.length)) + 2;
  return [
    h.usage.replace(/^usage: /, t('cli.help.head.usageWord', lang)),
    '',
    t(`cli.help.${verb}.what`, lang),
    '',
    t('cli.help.head.options', lang),
    ...options.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`),
    '',
    `${t('cli.help.head.exit', lang)}${t(`cli.help.${verb}.exit`, lang)}`,
  ].join('\n');
}
