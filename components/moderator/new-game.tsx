'use client';
// The start screen's new game: from the board being designed, a ready-made board, a share link, or a game record file.
import { useRef, useState } from 'react';
import type { GameRecord } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { PRESETS, presetName } from '../../lib/catalogue/presets';
import { decodeBoard } from '../../lib/input/share';
import { primary } from './buttons';
import { readRecordFile } from './record-file';
import { StartProblemsBox, type StartProblems } from './start-problems';
import { useM } from './use-m';

type Props = {
  current: Board | null;
  onBoard: (b: Board) => void;
  onImport: (r: GameRecord) => void;
  problems: StartProblems | null;
  setProblems: (p: StartProblems | null) => void;
};

function CurrentBoard({ current, onBoard }: Pick<Props, 'current' | 'onBoard'>) {
  const { m } = useM();
  return (
    <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
      <h3 className="font-semibold">{m('start.current')}</h3>
      {current ? (
        <button type="button" data-testid="use-current" className={primary} onClick={() => onBoard(current)}>
          {m('start.useCurrent', { name: current.name || m('board.unnamed'), n: current.players })}
        </button>
      ) : (
        <p className="text-sm text-stone-700">{m('start.noCurrent')}</p>
      )}
    </div>
  );
}

function PresetBoard({ onBoard }: Pick<Props, 'onBoard'>) {
  const { lang, m } = useM();
  const [preset, setPreset] = useState('yu-nv-lie-shou');
  return (
    <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
      <label htmlFor="preset" className="font-semibold">
        {m('start.preset')}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id="preset"
          data-testid="preset"
          value={preset}
          onChange={(e) => setPreset(e.target.value)}
          className="h-12 w-0 min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-2"
        >
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {presetName(p, lang)} ({m('board.players', { n: p.board.players })})
            </option>
          ))}
        </select>
        <button
          type="button"
          data-testid="use-preset"
          className={primary}
          onClick={() => {
            const p = PRESETS.find((x) => x.id === preset);
            if (p) onBoard(p.board);
          }}
        >
          {m('start.use')}
        </button>
      </div>
    </div>
  );
}

function LinkBoard({ onBoard, setProblems }: Pick<Props, 'onBoard' | 'setProblems'>) {
  const { m } = useM();
  const [link, setLink] = useState('');
  return (
    <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
      <label htmlFor="link" className="font-semibold">
        {m('start.link')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="link"
          data-testid="link"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder="https://…#board=…"
          className="h-12 w-0 min-w-0 flex-1 rounded-md border border-stone-400 px-2"
        />
        <button
          type="button"
          className={primary}
          onClick={() => {
            const d = decodeBoard(link.trim());
            if (d.ok) onBoard(d.board);
            else setProblems({ title: { key: 'link.badBoard' }, list: d.problems });
          }}
        >
          {m('start.use')}
        </button>
      </div>
    </div>
  );
}

function RecordImport({ onImport, setProblems }: Pick<Props, 'onImport' | 'setProblems'>) {
  const { m } = useM();
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
      <label htmlFor="record-file" className="font-semibold">
        {m('start.import')}
      </label>
      <input
        id="record-file"
        ref={file}
        type="file"
        accept=".json,application/json"
        data-testid="import"
        className="text-sm"
        onChange={async (e) => {
          const f = e.target.files?.[0];
          if (!f) return;
          const r = await readRecordFile(f);
          if (r.ok) {
            setProblems(null);
            onImport(r.value);
          } else setProblems({ title: { key: 'import.bad', vars: { file: f.name } }, list: r.problems });
          if (file.current) file.current.value = '';
        }}
      />
    </div>
  );
}

export function NewGame({ current, onBoard, onImport, problems, setProblems }: Props) {
  const { m } = useM();
  return (
    <section aria-labelledby="new-title" className="grid gap-3">
      <h2 id="new-title" className="text-xl font-semibold">
        {m('start.new')}
      </h2>
      <CurrentBoard current={current} onBoard={onBoard} />
      <PresetBoard onBoard={onBoard} />
      <LinkBoard onBoard={onBoard} setProblems={setProblems} />
      <RecordImport onImport={onImport} setProblems={setProblems} />
      {problems ? <StartProblemsBox problems={problems} /> : null}
    </section>
  );
}
