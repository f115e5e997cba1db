// `npm run -s wolfboard -- VERB …`: one file per verb in cli/commands/, each exporting
// `run(args, io) → exit code`. Exit codes: 0 ok, 1 findings/illegal event, 2 unreadable input or usage.
import { processIo, type Io } from './io';

export const VERBS: Record<string, string> = {
  roles: 'the role catalogue: roles [--json] [--lang zh-CN|zh-TW|en]',
  check: 'validate a board file: check FILE [--json] [--lang zh-CN|zh-TW|en]',
  order: 'wake order of a board: order FILE [--json] [--lang …]',
  script: "the judge's script: script FILE [--lang zh|en]",
  replay: 'replay a game record: replay FILE [--json]',
  beats: "a game record as the judge's spoken beats: beats FILE [--json] [--lang …]",
  simulate: 'play many games: simulate FILE --games N --seed S [--policy random|heuristic] [--json]',
};

function usage(io: Io): void {
  io.out('usage: wolfboard VERB …\n\n' + Object.entries(VERBS).map(([v, d]) => `  ${v.padEnd(9)} ${d}`).join('\n'));
}

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [verb, ...rest] = argv;
  if (!verb || verb === '--help' || verb === '-h' || verb === 'help') {
    usage(io);
    return verb ? 0 : 2;
  }
  if (!(verb in VERBS)) {
    io.err(`wolfboard: unknown verb "${verb}"`);
    usage(io);
    return 2;
  }
  try {
    const mod = (await import(`./commands/${verb}.ts`)) as { run(args: string[], io: Io): Promise<number> | number };
    return await mod.run(rest, io);
  } catch (e) {
    // Never a stack trace for users; the message is enough to report a bug.
    io.err(`wolfboard ${verb}: internal error: ${(e as Error).message}`);
    return 3;
  }
}

if (process.argv[1] && /wolfboard\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
