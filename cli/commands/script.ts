// `wolfboard script FILE [--lang zh-CN|zh-TW|en]`: the judge's script of a board as Markdown.
import { buildScript } from '../../lib/script/build';
import { scriptMarkdown } from '../../lib/script/markdown';
import { usageOf } from '../help';
import { LANG_PROBLEM, parseArgs, type Io } from '../io';
import { langOf, readBoard } from './order';

export async function run(args: string[], io: Io): Promise<number> {
  const { flags, positionals } = parseArgs(args, { lang: 'string' });
  if (positionals.length !== 1) {
    io.err(usageOf('script'));
    return 2;
  }
  const lang = langOf(flags, io);
  if (!lang) {
    io.err(`wolfboard script: ${LANG_PROBLEM}`);
    return 2;
  }
  const board = readBoard('script', positionals[0], io, lang);
  if (!board) return 2;
  io.out(scriptMarkdown(buildScript(board), lang));
  return 0;
}
