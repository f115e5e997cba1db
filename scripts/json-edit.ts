// Edits a JSON file's text in place (the value at a path replaced, an entry added before a key), so everything
// else keeps its hand-written layout; the caller formats the result with Biome, as `npm run format` would.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

type Path = readonly (string | number)[];
interface Span {
  start: number;
  end: number;
  /** Where the key of an object entry starts (its opening quote). */
  keyStart?: number;
}

/** The span of the value at `path` in `text`. */
function spanAt(text: string, path: Path): Span {
  let i = 0;
  const ws = () => {
    while (/\s/.test(text[i])) i++;
  };
  const str = () => {
    const s = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(s, i)) as string;
  };
  const value = (rest: Path): Span | null => {
    ws();
    const start = i;
    const c = text[i];
    let found: Span | null = null;
    if (c === '{' || c === '[') {
      i++;
      let n = 0;
      for (ws(); text[i] !== (c === '{' ? '}' : ']'); ws()) {
        let key: string | number = n++;
        let keyStart: number | undefined;
        if (c === '{') {
          keyStart = i;
          key = str();
          ws();
          i++; // ':'
        }
        const hit = rest.length > 0 && rest[0] === key;
        const sub = value(hit ? rest.slice(1) : []);
        if (hit && sub) found = rest.length === 1 ? { ...sub, keyStart } : sub;
        ws();
        if (text[i] === ',') i++;
      }
      i++;
    } else if (c === '"') str();
    else while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    if (rest.length === 0) return { start, end: i };
    return found;
  };
  const span = value(path);
  if (!span) throw new Error(`no value at ${path.join('.')}`);
  return span;
}

/** `text` with the value at `path` replaced by `value`. */
export function replaceAt(text: string, path: Path, value: unknown): string {
  const s = spanAt(text, path);
  return text.slice(0, s.start) + JSON.stringify(value) + text.slice(s.end);
}

/** `text` with the entry `key: value` added to the object holding `before`, just before it. */
export function insertBefore(text: string, path: Path, before: string, key: string, value: unknown): string {
  const s = spanAt(text, [...path, before]);
  if (s.keyStart === undefined) throw new Error(`no key ${before} at ${path.join('.')}`);
  return `${text.slice(0, s.keyStart)}${JSON.stringify(key)}: ${JSON.stringify(value)},\n${text.slice(s.keyStart)}`;
}

/** `text` formatted by the repository's Biome settings, as the file at `rel` (its path from `root`). */
export function biomeFormat(root: string, rel: string, text: string): string {
  return execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', `--stdin-file-path=${rel}`], { cwd: root, input: text, encoding: 'utf8' });
}
