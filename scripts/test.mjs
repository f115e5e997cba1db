// `npm test`: every check, the independent ones side by side, then the end-to-end tests alone (they time
// taps and renders, so they get the cores to themselves). Prints each stage's time; fails if any fails.
// Parallel stages' output is held and printed whole when each ends, so it never interleaves.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Stages run side by side; `npm run -s NAME` for each, so package.json stays the one list of commands. */
const PARALLEL = [
  { name: 'schema drift', script: 'check:drift' },
  { name: 'type-check', script: 'typecheck' },
  // Biome's lint and format check, errors and warnings both failing it (npm run check:style: biome ci --error-on-warnings).
  { name: 'lint and format', script: 'check:style' },
  // Exports imported nowhere, unused files and dependencies (knip.jsonc).
  { name: 'dead exports', script: 'check:exports' },
  { name: 'unit tests', script: 'test:unit' },
  // The static export for the end-to-end tests (under their lock), while the others run; E2E_SKIP_BUILD=1
  // reuses out/, as it does for npm run test:e2e.
  ...(process.env.E2E_SKIP_BUILD === '1' ? [] : [{ name: 'site build', script: 'test:e2e', args: ['--build-only'] }]),
];
const LAST = { name: 'end-to-end', script: 'test:e2e', env: { E2E_SKIP_BUILD: '1' } };

function run(stage, { stream }) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const args = ['run', '-s', stage.script, ...(stage.args ? ['--', ...stage.args] : [])];
    const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...stage.env }, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    const done = (code) => {
      const seconds = (performance.now() - t0) / 1000;
      if (!stream) {
        process.stdout.write(
          `\n── ${stage.name} (npm run ${args.slice(2).join(' ')}): ${code === 0 ? 'ok' : `FAILED (exit ${code})`}, ${seconds.toFixed(1)} s\n`,
        );
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ name: stage.name, code, seconds });
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

const t0 = performance.now();
const results = await Promise.all(PARALLEL.map((s) => run(s, { stream: false })));
if (results.every((r) => r.code === 0)) {
  console.log(`\n── ${LAST.name}`);
  results.push(await run(LAST, { stream: true }));
} else {
  results.push({ name: LAST.name, code: null, seconds: 0 });
}

const total = (performance.now() - t0) / 1000;
console.log('\nstage            time    result');
for (const r of results)
  console.log(
    `${r.name.padEnd(16)} ${r.code === null ? '     —' : `${r.seconds.toFixed(1).padStart(5)} s`}  ${r.code === null ? 'not run' : r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`}`,
  );
console.log(`${'total'.padEnd(16)} ${total.toFixed(1).padStart(5)} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
