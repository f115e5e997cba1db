// The entry of the built command (dist/wolfboard.js, package.json "bin"). exitCode rather than exit():
// whatever is still buffered for a pipe is written before Node stops.
import { main } from './wolfboard';

// A reader that stops early (`wolfboard roles | head`) closes the pipe: that is the end, not a crash.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
