// `wolfboard script FILE [--lang zh-CN|zh-TW|en]`: the judge's script of a board as Markdown.
import { buildScript } from '../../lib/script/build';
import { scriptMarkdown } from '../../lib/script/markdown';
import { parseArgs, type Io } from '../io';
import { langUsage, oneFile } from '../usage';
import { langOf, readBoard } from './order';
import { verb } from '../verb';

export const run = verb('script', async (args: string[], io: Io): Promise<number> => {
  const { flags, positionals } = parseArgs(args, { lang: 'string' });
  const lang = langOf(flags, io);
  if (!lang) throw langUsage();
  const board = readBoard('script', oneFile(positionals), io, lang);
  if (!board) return 2;
  io.out(scriptMarkdown(buildScript(board), lang));
  return 0;
});
