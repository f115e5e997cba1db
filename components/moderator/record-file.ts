'use client';
// Reading a game record file the moderator picks: the same checks as `wolfboard replay` (size, JSON, schema,
// the deal against the board).
import type { GameRecord } from '../../lib/engine/types';
import { msg } from '../../lib/i18n/msg';
import { MAX_FILE_BYTES, parseJsonBytes, type FieldProblem } from '../../lib/input/schema';
import { loadSession } from './session-loader';

type Read = { ok: true; value: GameRecord } | { ok: false; problems: FieldProblem[] };

/** The file's bytes, or null when too large or unreadable. Bytes, not f.text(): a GBK or UTF-16 file is named, never read as "�" (lib/input/json-text decodeUtf8). */
async function bytesOf(f: File): Promise<Uint8Array | null> {
  try {
    return f.size > MAX_FILE_BYTES ? null : new Uint8Array(await f.arrayBuffer());
  } catch {
    return null;
  }
}

export async function readRecordFile(f: File): Promise<Read> {
  const bytes = await bytesOf(f);
  const json =
    bytes === null
      ? {
          ok: false as const,
          problems: [
            f.size > MAX_FILE_BYTES
              ? { path: '', code: 'file.tooLarge', params: { bytes: f.size, max: MAX_FILE_BYTES } }
              : { path: '', code: 'file.unreadable' },
          ],
        }
      : parseJsonBytes(bytes);
  if (!json.ok) return json;
  try {
    return (await loadSession()).recordParser(json.value);
  } catch {
    return { ok: false, problems: [{ path: '', code: 'message', params: { text: msg('moderator.code.unavailable') } }] };
  }
}
