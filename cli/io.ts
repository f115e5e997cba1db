// What a command may touch: its output streams, environment and files. Tests pass a fake.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { parseArgs as parseNodeArgs } from 'node:util';
import { MAX_FILE_BYTES, problem, readTextBytes, type FieldProblem } from '../lib/input/schema';
import { FALLBACK_LANG, langFromFlag, type Lang } from '../lib/i18n';
import { UsageError } from './usage';

/** A file that could not be read: its name and the problem (a code and parameters, worded by cli/problems). */
export type ReadFailure = { ok: false; file: string; problem: FieldProblem };

export interface Io {
  out(text: string): void;
  /**
   * Bytes written to the standard output as they are, for a long output encoded as it is made (`beats --json`);
   * without it, a verb hands out() their text.
   */
  outBytes?(bytes: Uint8Array): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** Reads a text file; a readable message instead of an exception. */
  readText(path: string): { ok: true; text: string } | ReadFailure;
}

/** The standard input, as a FILE argument (`wolfboard check - < board.json`). */
export const STDIN = '-';
const CHUNK = 64 * 1024;
/**
 * How long a FIFO may stay without a writer: opening one blocks until a writer comes, so it is opened
 * without blocking, and a FIFO that no process has opened for writing by then is refused (the whole wait, the
 * open included, ends within a second).
 */
export const FIFO_WRITER_MS = 750;

/** Blocks for a moment: a non-blocking standard input has nothing yet (EAGAIN), and the CLI is synchronous. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * A file's bytes, at most MAX_FILE_BYTES of them: the cap counts what is read, never the size the file
 * claims, so /dev/zero, a FIFO, endless standard input or a symlink to any of them stops at the cap.
 */
export function readFileBytes(path: string): { ok: true; bytes: Uint8Array } | ReadFailure {
  const failure = (code: string, params?: Record<string, string | number>): ReadFailure => ({ ok: false, file: path, problem: problem('', code, params) });
  let fd: number | undefined;
  try {
    // Never a blocking open: a FIFO with no writer would hold open() for ever (its reads poll below).
    fd = path === STDIN ? 0 : openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = fstatSync(fd);
    if (st.isDirectory()) return failure('file.folder');
    // A regular file says its size: too large is said with it, unread.
    if (st.isFile() && st.size > MAX_FILE_BYTES) return failure('file.tooLarge', { bytes: st.size, max: MAX_FILE_BYTES });
    // A FIFO opened without blocking reads "end" (0 bytes) until a writer opens it, and EAGAIN while a
    // writer is there with nothing yet: only once a writer was seen is 0 bytes its end.
    const fifo = path !== STDIN && st.isFIFO();
    let writerSeen = !fifo;
    const deadline = performance.now() + FIFO_WRITER_MS;
    const buf = Buffer.allocUnsafe(MAX_FILE_BYTES + 1);
    let n = 0;
    while (n < buf.length) {
      let got: number;
      try {
        got = readSync(fd, buf, n, Math.min(CHUNK, buf.length - n), null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
        writerSeen = true;
        pause(5);
        continue;
      }
      if (got === 0) {
        if (writerSeen) return { ok: true, bytes: buf.subarray(0, n) };
        if (performance.now() >= deadline) return failure('file.noWriter', { ms: FIFO_WRITER_MS });
        pause(5);
        continue;
      }
      writerSeen = true;
      n += got;
    }
    return failure('file.overLimit', { max: MAX_FILE_BYTES });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return failure('file.missing');
    if (code === 'EISDIR') return failure('file.folder');
    if (code === 'EACCES' || code === 'EPERM') return failure('file.denied');
    if (code === 'ELOOP') return failure('file.linkLoop');
    return failure('file.other', { detail: code ?? (e as Error).message });
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
  }
}

/** A file's bytes as its text, decoded as the site decodes an imported file (UTF-8 only, lib/input/schema readTextBytes). */
export function textOfBytes(path: string, bytes: Uint8Array): { ok: true; text: string } | ReadFailure {
  const text = readTextBytes(bytes);
  return text.ok ? { ok: true, text: text.value } : { ok: false, file: path, problem: text.problems[0] };
}

/** A file's text: its bytes, bounded (readFileBytes), then decoded (textOfBytes). */
export function readTextFile(path: string): { ok: true; text: string } | ReadFailure {
  const r = readFileBytes(path);
  return r.ok ? textOfBytes(path, r.bytes) : r;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
  outBytes: (b) => process.stdout.write(b),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
  env: process.env,
  readText: readTextFile,
};

export type Options = Record<string, 'string' | 'boolean'>;
const specOf = (options: Options) => Object.fromEntries(Object.entries(options).map(([k, type]) => [k, { type }]));

/**
 * Strict flag parsing (node:util parseArgs): only the verb's options, `--key value` or `--key=value` for
 * values; anything else, or a missing value, throws a UsageError that names the flag.
 */
export function parseArgs(args: string[], options: Options): { flags: Record<string, string | true>; positionals: string[] } {
  const spec = specOf(options);
  try {
    const { values, positionals } = parseNodeArgs({ args, options: spec, allowPositionals: true, strict: true });
    return { flags: values as Record<string, string | true>, positionals };
  } catch {
    throw usageProblem(args, options);
  }
}

/** Node's messages are long, English and vary by version: say what is wrong in the words the verbs use. */
function usageProblem(args: string[], options: Options): UsageError {
  const { tokens } = parseNodeArgs({ args, options: specOf(options), allowPositionals: true, strict: false, tokens: true });
  for (const tk of tokens) {
    if (tk.kind !== 'option') continue;
    // Own keys only: "toString" or "__proto__" is no option because an object has it.
    const type = Object.hasOwn(options, tk.name) ? options[tk.name] : undefined;
    if (!type) return new UsageError('unknownOption', { flag: tk.rawName });
    if (type === 'boolean' && tk.inlineValue) return new UsageError('noValue', { flag: `--${tk.name}` });
    if (type !== 'string' || tk.inlineValue) continue;
    if (tk.value === undefined || tk.value.startsWith('--')) return new UsageError('valueNeeded', { flag: `--${tk.name}` });
    if (tk.value.startsWith('-')) return new UsageError('dashValue', { flag: `--${tk.name}`, value: tk.value });
  }
  // Not one of the above (node:util refused it for a reason of its own): the whole line is named.
  return new UsageError('unreadable', { args: args.join(' ') });
}

/** The --lang flag, else the terminal's language; null for a value it does not know. */
export function langOption(flag: string | true | undefined, env: Io['env']): Lang | null {
  if (flag === undefined) return terminalLang(env);
  return typeof flag === 'string' ? langFromFlag(flag) : null;
}

/** The terminal's language (LC_ALL, LC_MESSAGES or LANG, e.g. zh_TW.UTF-8), else English. */
export function terminalLang(env: Io['env']): Lang {
  const l = (env.LC_ALL || env.LC_MESSAGES || env.LANG || '').replace(/[.@].*$/, '');
  return (l && langFromFlag(l)) || FALLBACK_LANG;
}
