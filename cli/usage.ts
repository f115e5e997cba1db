// A bad command line: what is wrong as a code and its parameters (messages cli.usage.*), worded at the edge
// in the terminal's language (or a valid --lang on the same line), like every other text of the command.
// Never node:util's own message: it is English, varies by Node version, and for a flag named like an
// inherited property (--toString, --constructor, --__proto__) it was printed raw.
import { LANGS, langFromFlag, t, type Lang } from '../lib/i18n';
import { HELP, type Verb } from './help';

export type UsageParams = Record<string, string | number>;

/** A bad command line: `main` says it with the verb's usage line and exits 2. */
export class UsageError extends Error {
  constructor(
    readonly code: string,
    readonly params: UsageParams = {},
  ) {
    super(t(`cli.usage.${code}`, 'en', params));
  }
}

/** What is wrong with a command line, in a language. */
export const usageText = (e: { code: string; params: UsageParams }, lang: Lang): string => t(`cli.usage.${e.code}`, lang, e.params);

/** The --lang problem's parameters (the languages it takes). */
export const langUsage = (): UsageError => new UsageError('lang', { langs: LANGS.join(', ') });

/** A verb's usage line in a language ("usage: wolfboard check FILE …", its first word translated). */
export function usageLine(verb: Verb, lang: Lang): string {
  return HELP[verb].usage.replace(/^usage: /, t('cli.help.head.usageWord', lang));
}

/** The language of a usage error: a valid --lang on the line itself, else the terminal's. */
export function usageLang(args: readonly string[], terminal: Lang): Lang {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') break;
    const inline = /^--lang=(.*)$/.exec(args[i]);
    const value = inline ? inline[1] : args[i] === '--lang' ? args[i + 1] : undefined;
    const lang = value === undefined ? null : langFromFlag(value);
    if (lang) return lang;
  }
  return terminal;
}

/** The one FILE a verb reads: none or more than one is a usage error. */
export function oneFile(positionals: readonly string[]): string {
  if (positionals.length === 0) throw new UsageError('noFile');
  if (positionals.length > 1) throw new UsageError('extra', { arg: positionals[1] });
  return positionals[0];
}
