// `wolfboard VERB …` (`npx wolfboard`, `npm run -s wolfboard -- …`): one file per verb in cli/commands/,
// each exporting `run(args, io) → exit code`. Exit codes: 0 ok, 1 findings/illegal event, 2 unreadable
// input or usage. cli/bin.ts runs it; scripts/build-cli.mjs bundles that into dist/wolfboard.js.
// The CLI speaks every language: all messages are added once, at start.
import '../lib/i18n/all';
import { commandHelp, isVerb, verbHelp, type Verb } from './help';
import { processIo, terminalLang, type Io } from './io';
import { UsageError, usageLang, usageText } from './usage';

type Command = { run(args: string[], io: Io): Promise<number> | number };

// Loaded on demand: a `check` never evaluates the engine or the simulator.
const COMMANDS: Record<Verb, () => Promise<Command>> = {
  roles: () => import('./commands/roles'),
  check: () => import('./commands/check'),
  order: () => import('./commands/order'),
  script: () => import('./commands/script'),
  replay: () => import('./commands/replay'),
  beats: () => import('./commands/beats'),
  simulate: () => import('./commands/simulate'),
  generate: () => import('./commands/generate'),
};

const wantsHelp = (args: string[]) => {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h');
};

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [verb, ...rest] = argv;
  const lang = terminalLang(io.env);
  if (verb === 'help' && rest[0] !== undefined && isVerb(rest[0])) {
    io.out(verbHelp(rest[0], lang));
    return 0;
  }
  if (!verb || verb === '--help' || verb === '-h' || verb === 'help') {
    io.out(commandHelp(lang));
    return verb ? 0 : 2;
  }
  if (!isVerb(verb)) {
    io.err(`wolfboard: ${usageText(new UsageError('verb', { verb }), usageLang(rest, lang))}`);
    io.out(commandHelp(lang));
    return 2;
  }
  if (wantsHelp(rest)) {
    io.out(verbHelp(verb, lang));
    return 0;
  }
  try {
    return await (await COMMANDS[verb]()).run(rest, io);
  } catch (e) {
    // Never a stack trace for users; the message is enough to report a bug.
    io.err(`wolfboard ${verb}: internal error: ${(e as Error).message}`);
    return 3;
  }
}

// Run directly through tsx (`tsx cli/wolfboard.ts …`); the built command starts from cli/bin.ts.
if (process.argv[1] && /wolfboard\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
