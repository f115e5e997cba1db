// A verb's entry point: a bad command line (a UsageError from anywhere in the verb) is said in the
// terminal's language, or a valid --lang of the same line, with the verb's usage line, and is exit 2.
import type { Verb } from './help';
import { terminalLang, type Io } from './io';
import { UsageError, usageLang, usageLine, usageText } from './usage';

export type Run = (args: string[], io: Io) => Promise<number>;

/** `run` with its usage errors said and exit 2; any other error goes on to main (exit 3). */
export function verb(name: Verb, run: Run): Run {
  return async (args, io) => {
    try {
      return await run(args, io);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      const lang = usageLang(args, terminalLang(io.env));
      io.err(`wolfboard ${name}: ${usageText(e, lang)}\n${usageLine(name, lang)}`);
      return 2;
    }
  };
}
