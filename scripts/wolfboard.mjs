// `npm run -s wolfboard -- VERB …`: runs the built command (dist/wolfboard.js), building it first when
// it is missing or a source is newer, so a fresh clone needs no extra step.
import { pathToFileURL } from 'node:url';
import { OUTFILE, build, isStale } from './build-cli.mjs';

if (isStale()) await build();
// In this process: the bundle reads process.argv.slice(2), the same arguments as ours.
await import(pathToFileURL(OUTFILE).href);
