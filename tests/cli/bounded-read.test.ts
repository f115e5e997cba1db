// The CLI's reader caps what it reads while reading: a device, a FIFO or standard input that never ends
// stops at MAX_FILE_BYTES with exit 2 and a message, within a second, instead of filling memory; a FIFO
// that nobody writes to is refused within a second instead of holding open() for ever.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/wolfboard';
import { FIFO_WRITER_MS, readFileBytes, readTextFile, type Io } from '../../cli/io';
import { MAX_FILE_BYTES } from '../../lib/input/schema';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'wolfboard-bounded-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const BOARD = JSON.stringify({ players: 9, roles: { werewolf: 3, villager: 3, seer: 1, witch: 1, hunter: 1 } });

/**
 * A writer in another process (the reader blocks this one): `bytes` bytes of `fill` repeated, or without end, after
 * `waitMs`. It is awaited until it is about to open the FIFO (its open waits for the reader), so a busy
 * machine's slow start of a process is not taken for a FIFO without a writer.
 */
async function writer(path: string, fill: string, bytes: number | null, waitMs = 0): Promise<ChildProcess> {
  const src = `const fs=require('fs');process.stdout.write('ready\\n');const fd=fs.openSync(${JSON.stringify(path)},'w');const b=Buffer.alloc(65536,${JSON.stringify(fill)});
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,${waitMs});
let left=${bytes ?? 'Infinity'};try{while(left>0){const n=Math.min(left,b.length);fs.writeSync(fd,b,0,n);left-=n;}}catch{}`;
  const c = spawn(process.execPath, ['-e', src], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(c);
  await new Promise<void>((ready) => c.stdout?.once('data', () => ready()));
  // The message is written just before the open: a moment lets the writer reach it.
  await new Promise((r) => setTimeout(r, 50));
  return c;
}

function fifo(name: string): string {
  const p = join(dir, name);
  const r = spawnSync('mkfifo', [p]);
  expect(r.status, String(r.stderr)).toBe(0);
  return p;
}

const timed = <T>(f: () => T): { value: T; ms: number } => {
  const t0 = performance.now();
  const value = f();
  return { value, ms: performance.now() - t0 };
};

async function cli(args: string[], lang = 'en_US.UTF-8') {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env: { LANG: lang }, readText: readTextFile };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('reading is bounded while reading', () => {
  it('/dev/zero stops at the cap within a second, and `check` exits 2 naming it', async () => {
    const r = timed(() => readFileBytes('/dev/zero'));
    expect(r.value).toMatchObject({ ok: false, problem: { code: 'file.overLimit', params: { max: MAX_FILE_BYTES } } });
    expect(r.ms).toBeLessThan(1000);
    const c = await cli(['check', '/dev/zero']);
    expect(c.code).toBe(2);
    expect(c.err).toContain('/dev/zero: longer than 1000000 bytes');
  });

  it('a board that is a symlink to /dev/zero (a repository of boards in CI) ends with exit 2, in the terminal’s language', async () => {
    const link = join(dir, 'b.json');
    symlinkSync('/dev/zero', link);
    const t0 = performance.now();
    const c = await cli(['check', link], 'zh_TW.UTF-8');
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(c.code).toBe(2);
    expect(c.err).toContain('超過 1000000 位元組');
  });

  it('a FIFO fed without end (mkfifo; `yes | tee fifo`) stops at the cap within a second', async () => {
    const p = fifo('endless');
    await writer(p, '{', null);
    const r = timed(() => readFileBytes(p));
    expect(r.value).toMatchObject({ ok: false, problem: { code: 'file.overLimit' } });
    expect(r.ms).toBeLessThan(1000);
  });

  it('a FIFO that ends is read: up to the cap exactly; one byte more is refused', async () => {
    const small = fifo('board');
    await writer(small, BOARD, BOARD.length);
    expect(readTextFile(small)).toEqual({ ok: true, text: BOARD });
    const exact = fifo('exact');
    await writer(exact, ' ', MAX_FILE_BYTES);
    const r = readFileBytes(exact);
    expect(r.ok && r.bytes.length).toBe(MAX_FILE_BYTES);
    const over = fifo('over');
    await writer(over, ' ', MAX_FILE_BYTES + 1);
    expect(readFileBytes(over)).toMatchObject({ ok: false, problem: { code: 'file.overLimit' } });
  });

  it('a FIFO with no writer (opening it would block for ever) is refused within a second, exit 2, in the terminal’s language', async () => {
    const p = fifo('alone');
    const r = timed(() => readFileBytes(p));
    expect(r.value).toMatchObject({ ok: false, problem: { code: 'file.noWriter', params: { ms: FIFO_WRITER_MS } } });
    expect(r.ms).toBeLessThan(1000);
    expect(r.ms).toBeGreaterThanOrEqual(FIFO_WRITER_MS);
    const c = await cli(['check', p], 'zh_CN.UTF-8');
    expect(c.code).toBe(2);
    expect(c.err).toContain('没有程序向这个命名管道（FIFO）写入');
    // The command itself, in its own process: it ends, it does not wait in open().
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'cli/bin.ts', 'check', p], {
      cwd: root,
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, LANG: 'C' },
    });
    expect(child.signal).toBeNull();
    expect(child.status).toBe(2);
    expect(child.stderr).toContain(`${p}: nothing is writing to this FIFO (named pipe)`);
  }, 30_000);

  it('a FIFO whose writer is there but slow is waited for past that second (only a missing writer is refused)', async () => {
    const p = fifo('slow');
    await writer(p, ' ', 10, FIFO_WRITER_MS + 500);
    const r = timed(() => readFileBytes(p));
    expect(r.value.ok && Buffer.from(r.value.bytes).toString()).toBe(' '.repeat(10));
    expect(r.ms).toBeGreaterThanOrEqual(FIFO_WRITER_MS + 400);
  });

  it('a regular file: its size decides before reading; at the cap it reads; a folder, a missing file, links', () => {
    const at = join(dir, 'at.json');
    writeFileSync(at, ' '.repeat(MAX_FILE_BYTES));
    expect(readFileBytes(at).ok).toBe(true);
    const big = join(dir, 'big.json');
    writeFileSync(big, ' '.repeat(MAX_FILE_BYTES + 1));
    expect(readFileBytes(big)).toMatchObject({ ok: false, problem: { code: 'file.tooLarge', params: { bytes: MAX_FILE_BYTES + 1 } } });
    expect(readFileBytes(dir)).toMatchObject({ ok: false, problem: { code: 'file.folder' } });
    expect(readFileBytes(join(dir, 'none'))).toMatchObject({ ok: false, problem: { code: 'file.missing' } });
    // Links: one to nowhere is a missing file; one that leads back to itself is named, not an errno.
    symlinkSync(join(dir, 'nowhere.json'), join(dir, 'dangling.json'));
    expect(readFileBytes(join(dir, 'dangling.json'))).toMatchObject({ ok: false, problem: { code: 'file.missing' } });
    symlinkSync(join(dir, 'loop.json'), join(dir, 'loop.json'));
    expect(readFileBytes(join(dir, 'loop.json'))).toMatchObject({ ok: false, problem: { code: 'file.linkLoop' } });
  });

  it('endless standard input ("-") to the command in a child process: exit 2 and the message, not a hang', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cli/bin.ts', 'check', '-'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, LANG: 'C' },
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.stdin.on('error', () => {}); // the reader stops reading: EPIPE is the point
    const chunk = Buffer.alloc(65536, '[');
    const feed = () => {
      while (child.stdin.writable && child.stdin.write(chunk));
    };
    child.stdin.on('drain', feed);
    feed();
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    expect(code).toBe(2);
    expect(stderr).toContain('-: longer than 1000000 bytes');
  }, 20_000);

  it('standard input that ends is read as the file', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/bin.ts', 'check', '-', '--json'], {
      cwd: root,
      input: BOARD,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).valid).toBe(true);
  }, 20_000);
});
