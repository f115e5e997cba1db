// What a command may touch: its output streams, environment and files. Tests pass a fake.
import { readFileSync, statSync } from 'node:fs';
import { MAX_FILE_BYTES } from '../lib/schema';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** Reads a text file; a readable message instead of an exception. */
  readText(path: string): { ok: true; text: string } | { ok: false; message: string };
}

export function readTextFile(path: string): { ok: true; text: string } | { ok: false; message: string } {
  try {
    const size = statSync(path).size;
    if (size > MAX_FILE_BYTES) return { ok: false, message: `${path}: the file is ${size} bytes; at most ${MAX_FILE_BYTES} (1 MB) is read` };
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, message: `${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a file' : (e as Error).message}` };
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
