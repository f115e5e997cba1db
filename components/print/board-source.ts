// Where the print page takes its board from, first match wins: a share link (#board=…), a preset
// (?preset=<id>), the board saved in this browser (lib/browser/storage). Runs in the browser only.
import type { Board } from '../../lib/generated/board';
import { getPreset } from '../../lib/catalogue/presets';
import type { FieldProblem } from '../../lib/input/schema';
import { readHash } from '../../lib/input/page-hash';
import { decodeBoard } from '../../lib/input/share';
import { loadBoard, type StorageNotice } from '../../lib/browser/storage';

export type PrintView = 'sheet' | 'cards' | 'script';
export const PRINT_VIEWS: readonly PrintView[] = ['sheet', 'cards', 'script'];

export interface BoardSource {
  board: Board | null;
  from: 'url' | 'preset' | 'store' | null;
  presetId: string | null;
  /** Problems of a share link that could not be read (the board then comes from elsewhere or not at all). */
  linkProblems: FieldProblem[];
  /** A hash this page does not understand ("#x=1"), said in one line. */
  linkUnknown: string | null;
  notice: StorageNotice | null;
  view: PrintView;
}

export function readSource(loc: Pick<Location, 'hash' | 'search'>): BoardSource {
  const params = new URLSearchParams(loc.search);
  const v = params.get('view');
  const view = (PRINT_VIEWS as readonly string[]).includes(v ?? '') ? (v as PrintView) : 'sheet';
  const base = { linkProblems: [] as FieldProblem[], linkUnknown: null as string | null, notice: null, view, presetId: null };
  const req = readHash(loc.hash, ['board']);
  if (req.kind === 'board') {
    const d = decodeBoard(`#board=${req.payload}`);
    if (d.ok) return { ...base, board: d.board, from: 'url' };
    base.linkProblems = d.problems;
  } else if (req.kind === 'unknown') base.linkUnknown = req.name;
  const id = params.get('preset');
  const preset = id ? getPreset(id) : undefined;
  if (preset) return { ...base, board: preset.board, from: 'preset', presetId: preset.id };
  const stored = loadBoard();
  return { ...base, board: stored.board, from: stored.board ? 'store' : null, notice: stored.notice };
}
