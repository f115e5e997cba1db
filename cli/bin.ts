// The entry of the built command (dist/wolfboard.js, package.json "bin"). exitCode rather than exit():
// whatever is still buffered for a pipe is written before Node stops.
import { main } from './wolfboard';

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
