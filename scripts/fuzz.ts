// `npm run fuzz`: the readers' fuzzer at full size — at least 10,000 generated inputs per reader (board,
// record, stored state, share link, duplicate and misspelt keys, encodings; each through the site's and the
// CLI's code paths; special files, which make a process or a FIFO each, 400), plus every valid input. Prints the counts per reader and exits 1 on any crash, unnamed error or refused valid input.
// Usage: npm run fuzz [-- --runs N --seed S]
import { fuzzReader, READERS } from '../tests/fuzz/readers';

const args = process.argv.slice(2);
const opt = (name: string, d: number) => {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : d;
  if (!Number.isInteger(v) || v < 1) {
    console.error(`--${name}: expected a whole number, got ${args[i + 1]}`);
    process.exit(2);
  }
  return v;
};
const runs = opt('runs', 10_000);
const seed = opt('seed', 20261201);

let bad = 0;
const rows: string[][] = [['reader', 'inputs', 'calls', 'read', 'refused (named)', 'crashes', 'unnamed', 'valid read', 'seconds']];
for (const reader of READERS) {
  const t0 = performance.now();
  const c = await fuzzReader(reader, runs, seed);
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  rows.push(
    [reader.name.split(' (')[0], c.inputs, c.calls, c.ok, c.errors, c.crashes, c.unnamed, `${c.validRead}/${c.validRead + c.validRefused}`, s].map(String),
  );
  console.log(
    `${reader.name}: ${c.inputs} inputs, ${c.calls} calls, ${c.ok} read, ${c.errors} refused with named problems, ${c.crashes} crashes, ${c.unnamed} unnamed errors, ${c.validRead}/${c.validRead + c.validRefused} valid inputs read (${s} s)`,
  );
  const classes = Object.entries(c.byClass).sort(([a], [b]) => a.localeCompare(b));
  if (classes.length) console.log(`  by class: ${classes.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  for (const f of c.failures) console.log(`  ${f}`);
  bad += c.crashes + c.unnamed + c.validRefused;
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log(`\n${rows.map((r) => r.map((x, i) => (i ? x.padStart(widths[i]) : x.padEnd(widths[i]))).join('  ')).join('\n')}`);
console.log(bad ? `\n${bad} failures.` : `\nseed ${seed}: no crash, no unnamed error, every valid input read.`);
process.exit(bad ? 1 : 0);
