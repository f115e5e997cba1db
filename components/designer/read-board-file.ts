// A board file the designer imports (picked or dropped): too large, unreadable or not a board is a notice's problems.
import type { Board } from '../../lib/generated/board';
import type { FieldProblem } from '../../lib/input/schema';
import type { Lazy } from './load-lazy';

export async function readBoardFile(l: Lazy, file: File): Promise<{ ok: true; value: Board } | { ok: false; problems: FieldProblem[] }> {
  if (file.size > l.MAX_FILE_BYTES) return { ok: false, problems: [{ path: '', code: 'file.tooLarge', params: { bytes: file.size, max: l.MAX_FILE_BYTES } }] };
  // Bytes, not file.text(): that would turn a GBK or UTF-16 file into "�" and read it (lib/input/json-text decodeUtf8).
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, problems: [{ path: '', code: 'file.unreadable' }] };
  }
  return l.parseBoardBytes(bytes);
}
