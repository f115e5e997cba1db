// `npm run fuzz`: the readers' fuzzer at full size — at least 10,000 generated inputs per reader (board,
// record, stored state, share link, duplicate and misspelt keys, encodings; each through the site's and the
// CLI's code paths; special files, which make a process or a FIFO each, 400), plus every valid input. Prints the counts per reader and exits 1 on any crash, unnamed error or refused valid input.
// Then a table of the inputs per class (what each input broke), the figures the closing notes give.
// Usage: npm run fuzz [-- --runs N --seed S --only keys,encodings,special,two]
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
// Readers whose name starts with one of these words (all when not given).
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',').filter(Boolean) : null;
const chosen = only ? READERS.filter((r) => only.some((w) => r.name.startsWith(w))) : READERS;
if (!chosen.length) {
  console.error(`--only: no reader's name starts with ${only?.join(' or ')}; the readers: ${READERS.map((r) => r.name.split(' (')[0]).join(', ')}`);
  process.exit(2);
}
const perClass: string[][] = [['reader', 'class', 'inputs']];

let bad = 0;
const rows: string[][] = [['reader', 'inputs', 'calls', 'read', 'refused (named)', 'crashes', 'unnamed', 'valid read', 'seconds']];
for (const reader of chosen) {
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
  for (const [k, n] of classes) perClass.push([reader.name.split(' (')[0], k, String(n)]);
  for (const f of c.failures) console.log(`  ${f}`);
  bad += c.crashes + c.unnamed + c.validRefused;
}
/** A table, its first `left` columns to the left and the others (counts) to the right. */
const table = (t: string[][], left = 1) => {
  const widths = t[0].map((_, i) => Math.max(...t.map((r) => r[i].length)));
  return t.map((r) => r.map((x, i) => (i < left ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ')).join('\n');
};
console.log(`\n${table(rows)}`);
// The valid inputs are counted in their class too.
if (perClass.length > 1) console.log(`\ninputs per class:\n${table(perClass, 2)}`);
console.log(bad ? `\n${bad} failures.` : `\nseed ${seed}: no crash, no unnamed error, every valid input read.`);
process.exit(bad ? 1 : 0);
