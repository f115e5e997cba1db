// What a command may touch: its output streams, environment and files. Tests pass a fake.
import { readFileSync, statSync } from 'node:fs';
import { MAX_FILE_BYTES } from '../lib/schema';

/** A file that could not be read: English, and Simplified Chinese when known (zh-TW is made from it). */
export type ReadFailure = { ok: false; message: string; zh?: string };

export interface Io {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** Reads a text file; a readable message instead of an exception. */
  readText(path: string): { ok: true; text: string } | ReadFailure;
}

export function readTextFile(path: string): { ok: true; text: string } | ReadFailure {
  try {
    const size = statSync(path).size;
    if (size > MAX_FILE_BYTES) return { ok: false, message: `${path}: the file is ${size} bytes; at most ${MAX_FILE_BYTES} (1 MB) is read`, zh: `${path}：文件有 ${size} 字节；最多读取 ${MAX_FILE_BYTES} 字节（1 MB）` };
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, message: `${path}: no such file`, zh: `${path}：没有这个文件` };
    if (code === 'EISDIR') return { ok: false, message: `${path}: is a folder, not a file`, zh: `${path}：这是文件夹，不是文件` };
    if (code === 'EACCES' || code === 'EPERM') return { ok: false, message: `${path}: not allowed to read it`, zh: `${path}：没有读取权限` };
    return { ok: false, message: `${path}: ${(e as Error).message}`, zh: `${path}：无法读取（${code ?? (e as Error).message}）` };
  }
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : t + '\n'),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : t + '\n'),
  env: process.env,
  readText: readTextFile,
};

/** Simple flag parsing: --flag, --key value; the rest are positionals. */
export function parseArgs(args: string[], valued: string[] = []): { flags: Record<string, string | true>; positionals: string[] } {
  const flags: Record<string, string | true> = {};
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith('--')) {
      const [k, v] = a.slice(2).split('=', 2);
      if (v !== undefined) flags[k] = v;
      else if (valued.includes(k) && i + 1 < args.length) flags[k] = args[++i];
      else flags[k] = true;
    } else positionals.push(a);
  }
  return { flags, positionals };
}

/** The terminal's language: zh when LANG (or LC_ALL) starts with zh, else en (issue 3). */
export function terminalLang(env: Io['env']): 'zh-CN' | 'zh-TW' | 'en' {
  const l = (env.LC_ALL || env.LC_MESSAGES || env.LANG || '').toLowerCase();
  if (l.startsWith('zh_tw') || l.startsWith('zh_hk') || l.startsWith('zh-tw')) return 'zh-TW';
  return l.startsWith('zh') ? 'zh-CN' : 'en';
}
