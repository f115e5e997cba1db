'use client';
// The setup generator in the designer: the table's size, the rule family, the cards the group may use (any, or
// this board's with their counts as the most of each), the cards that must be in, the number of special cards
// and the village's share aimed at. Each candidate is played by the cautious table in a Web Worker; the
// proposals come ranked as they are found, and one tap opens a proposal in the designer.
import { useId, useState } from 'react';
import { t as translate, tLoc, type Lang } from '../../lib/i18n';
import { inlineIn } from '../../lib/i18n/inline';
import { msgText } from '../../lib/i18n/msg';
import { FAMILIES, type Family } from '../../lib/catalogue/rules';
import type { RoleId } from '../../lib/catalogue/roles';
import { type CardId, isCustomId } from '../../lib/catalogue/card-role';
import { cardIdsOf, customRolesOf, rolesOf } from '../../lib/catalogue/custom';
import {
  DEFAULT_GAMES,
  DEFAULT_TARGET,
  errorText,
  isSpecial,
  MAX_PLAYERS,
  MIN_PLAYERS,
  playable,
  type GenerateInput,
  type Proposal,
  type Share,
} from '../../lib/sim/generate';
import type { Board } from '../../lib/generated/board';
import { useDesigner } from './designer-context';
import { type GeneratorStatus, useGenerator } from './use-generator';

const FAMILY_IDS = Object.keys(FAMILIES) as Family[];
const INPUT = 'min-h-10 w-20 rounded-md border border-stone-400 bg-white px-2';
const pct = (x: number) => Math.round(x * 1000) / 10;

type Names = Record<RoleId, Record<Lang, string>>;

/** A card's name: a catalogue card's from the names loaded, a custom card's as its author wrote it. */
function cardLabel(board: Board, id: CardId, names: Names, lang: Lang): string {
  if (!isCustomId(id)) return names[id][lang];
  const def = customRolesOf(board).find((c) => c.id === id);
  return def ? inlineIn(def.names, lang) : id;
}

/** The cards a board deals, in card order (catalogue, then custom). */
const dealt = (board: Board): CardId[] => cardIdsOf(board).filter((id) => ((board.roles as Partial<Record<CardId, number>>)[id] ?? 0) > 0);

/** The board's cards in catalogue order, in words: "4 × 狼人, 预言家, …". */
function cardsText(board: Board, names: Names, lang: Lang): string {
  const roles = board.roles as Partial<Record<CardId, number>>;
  return dealt(board)
    .map((id) => {
      const name = cardLabel(board, id, names, lang);
      return (roles[id] ?? 0) > 1 ? translate('ui.designer.generate.count', lang, { n: roles[id] ?? 0, name }) : name;
    })
    .join(translate('common.listSep', lang));
}

function shareText(share: Share, lang: Lang): string {
  return translate('ui.designer.generate.share', lang, { rate: pct(share.rate), low: pct(share.low), high: pct(share.high) });
}

interface Form {
  players: number;
  family: Family;
  cards: 'any' | 'board';
  require: CardId[];
  specialsMin: string;
  specialsMax: string;
  low: number;
  high: number;
}

/** What the organizer set; the size and the family null until set (they follow the board). */
type Own = Omit<Form, 'players' | 'family'> & { players: number | null; family: Family | null };

function inputOf(f: Form, board: Board): GenerateInput {
  const input: GenerateInput = { players: f.players, family: f.family, target: { low: f.low, high: f.high }, games: DEFAULT_GAMES };
  const custom = customRolesOf(board);
  if (f.cards === 'board') {
    const allow: Partial<Record<CardId, number>> = { ...(board.roles as Partial<Record<CardId, number>>) };
    // A card the lab cannot play (text only) is left out, and the panel says so: not a reason to stop.
    const roles = rolesOf(board);
    for (const c of custom) if (!playable(roles[c.id])) delete allow[c.id];
    input.allow = allow;
  }
  // The board's custom cards are cards the group may use too; all of them ride along (a step may be placed after another's).
  if (custom.length) input.customRoles = custom;
  if (f.require.length) input.require = f.require;
  if (f.specialsMin !== '' && f.specialsMax !== '') input.specials = { min: Number(f.specialsMin), max: Number(f.specialsMax) };
  return input;
}

function NumberField({ label, value, onChange, min, max }: { label: string; value: string | number; onChange: (v: string) => void; min: number; max: number }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <span>{label}</span>
      <input id={id} type="number" inputMode="numeric" min={min} max={max} value={value} onChange={(e) => onChange(e.target.value)} className={INPUT} />
    </label>
  );
}

/** The special cards of the board that every proposal must hold (a text-only card is not offered: the lab cannot play it). */
function RequireField({ f, set, board }: { f: Form; set: (p: Partial<Form>) => void; board: Board }) {
  const { t, lang, roleNames } = useDesigner();
  const roles = rolesOf(board);
  const offered = dealt(board).filter((id) => isSpecial(id) && playable(roles[id]));
  if (!offered.length) return null;
  return (
    <fieldset className="grid gap-1 text-sm">
      <legend className="font-medium">{t('designer.generate.require')}</legend>
      <div className="flex flex-wrap gap-x-3">
        {offered.map((id) => (
          <label key={id} className="flex min-h-9 items-center gap-1.5">
            <input
              type="checkbox"
              checked={f.require.includes(id)}
              onChange={(e) => set({ require: e.target.checked ? [...f.require, id] : f.require.filter((x) => x !== id) })}
            />
            <span>{cardLabel(board, id, roleNames, lang)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Settings({ f, set, board }: { f: Form; set: (p: Partial<Form>) => void; board: Board }) {
  const { t, lang } = useDesigner();
  const onBoard = dealt(board);
  const custom = customRolesOf(board);
  const familyId = useId();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <NumberField
          label={t('designer.generate.players')}
          value={f.players}
          min={MIN_PLAYERS}
          max={MAX_PLAYERS}
          onChange={(v) => set({ players: Number(v) })}
        />
        <label htmlFor={familyId} className="flex items-center gap-2 text-sm">
          <span>{translate('rules.family.label', lang)}</span>
          <select
            id={familyId}
            value={f.family}
            onChange={(e) => set({ family: e.target.value as Family })}
            className="min-h-10 rounded-md border border-stone-400 bg-white px-2"
          >
            {FAMILY_IDS.map((id) => (
              <option key={id} value={id}>
                {translate(`rules.family.values.${id}`, lang)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="grid gap-1 text-sm">
        <legend className="font-medium">{t('designer.generate.cards')}</legend>
        {(['any', 'board'] as const).map((c) => (
          <label key={c} className="flex min-h-9 items-center gap-2">
            <input
              type="radio"
              name="generate-cards"
              value={c}
              checked={f.cards === c}
              disabled={c === 'board' && !onBoard.length}
              onChange={() => set({ cards: c })}
            />
            <span>{t(`designer.generate.cards.${c}`)}</span>
          </label>
        ))}
      </fieldset>
      {custom.length ? (
        <p className="text-xs text-stone-600" data-testid="generator-custom">
          {t('designer.generate.custom', { names: custom.map((c) => inlineIn(c.names, lang)).join(translate('common.listSep', lang)) })}
        </p>
      ) : null}
      <RequireField f={f} set={set} board={board} />
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <NumberField label={t('designer.generate.specialsMin')} value={f.specialsMin} min={0} max={MAX_PLAYERS} onChange={(v) => set({ specialsMin: v })} />
        <NumberField label={t('designer.generate.specialsMax')} value={f.specialsMax} min={0} max={MAX_PLAYERS} onChange={(v) => set({ specialsMax: v })} />
      </div>
      <p className="text-xs text-stone-600">{t('designer.generate.specialsHelp')}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <NumberField label={t('designer.generate.targetLow')} value={f.low} min={0} max={100} onChange={(v) => set({ low: Number(v) })} />
        <NumberField label={t('designer.generate.targetHigh')} value={f.high} min={0} max={100} onChange={(v) => set({ high: Number(v) })} />
      </div>
    </div>
  );
}

function ProposalCard({ p, n, players }: { p: Proposal; n: number; players: number }) {
  const { t, lang, roleNames, loadPreset, ready } = useDesigner();
  const sides = Object.entries(p.sides).filter(([side]) => side !== 'village');
  return (
    <li className="grid gap-1 rounded-lg border border-stone-200 p-2.5" data-testid="proposal">
      <p className="font-semibold">{t('designer.generate.proposal', { n })}</p>
      <p className="text-sm">{cardsText(p.board, roleNames, lang)}</p>
      <p className="text-sm">
        <span className="font-medium">{translate('lab.outcome.village', lang)}</span> {shareText(p.village, lang)}
        {sides.map(([side, share]) => (
          <span key={side}>
            {translate('common.commaSep', lang)}
            {translate(`lab.outcome.${side}`, lang)} {shareText(share as Share, lang)}
          </span>
        ))}
      </p>
      <p className="text-xs text-stone-600">{msgText(p.why, lang)}</p>
      <div>
        <button
          type="button"
          disabled={!ready}
          onClick={() => loadPreset(p.board, tLoc('ui.designer.generate.boardName', { players, n }))}
          className="min-h-10 rounded-md border border-stone-500 bg-white px-3 text-sm font-medium hover:bg-stone-100"
        >
          {t('designer.generate.open')}
        </button>
      </div>
    </li>
  );
}

function statusLine(s: GeneratorStatus, t: (k: string, v?: Record<string, string | number>) => string, lang: Lang): string {
  switch (s.kind) {
    case 'running':
      return s.progress
        ? t('designer.generate.progress', { done: s.progress.candidatesDone, total: s.progress.candidates, games: s.progress.done, of: s.progress.total })
        : t('designer.generate.starting');
    case 'done':
      return s.proposals.length ? t('designer.generate.done', { n: s.proposals.length }) : t('designer.generate.none');
    case 'cancelled':
      return t('designer.generate.cancelled');
    case 'error':
      return s.code ? errorText(s.code, s.params, lang) : t('designer.generate.failed', { message: s.message });
    default:
      return '';
  }
}

export function GeneratorPanel() {
  const { t, lang, board } = useDesigner();
  const { status, start, cancel } = useGenerator();
  // The table's size and family follow the board (a preset loaded, a card added) until the organizer sets them here.
  const [own, setF] = useState<Own>(() => ({
    players: null,
    family: null,
    cards: 'any',
    require: [],
    specialsMin: '',
    specialsMax: '',
    low: DEFAULT_TARGET.low,
    high: DEFAULT_TARGET.high,
  }));
  const set = (p: Partial<Form>) => setF((x) => ({ ...x, ...p }));
  const f: Form = {
    ...own,
    players: own.players ?? (board.players || 12),
    family: own.family ?? (board.rules?.family as Family | undefined) ?? 'langrensha',
    // A card required that the board no longer deals is not asked for (the list shows only the board's cards).
    require: own.require.filter((id) => dealt(board).includes(id)),
  };
  const running = status.kind === 'running';
  const proposals = status.kind === 'running' || status.kind === 'done' || status.kind === 'cancelled' ? status.proposals : [];
  const progress = status.kind === 'running' && status.progress ? status.progress : null;
  return (
    <details className="group" data-testid="generator">
      <summary className="min-h-10 cursor-pointer py-2 font-medium text-stone-800 underline decoration-dotted underline-offset-2">
        {t('designer.generate.show')}
      </summary>
      <div className="mt-2 grid gap-3">
        <p className="text-sm text-stone-600">{t('designer.generate.help', { games: DEFAULT_GAMES })}</p>
        <Settings f={f} set={set} board={board} />
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => start(inputOf(f, board))}
            disabled={running}
            className="min-h-11 rounded-md bg-stone-900 px-4 font-semibold text-white hover:bg-stone-700 disabled:opacity-50"
          >
            {t('designer.generate.run')}
          </button>
          {running ? (
            <button type="button" onClick={cancel} className="min-h-11 rounded-md border border-stone-500 bg-white px-4 font-medium hover:bg-stone-100">
              {t('designer.generate.cancel')}
            </button>
          ) : null}
        </div>
        <div role="status" aria-live="polite" className="text-sm" data-testid="generator-status" data-status={status.kind}>
          {progress ? (
            <progress className="mb-1 block w-full" max={progress.total} value={progress.done} aria-label={t('designer.generate.progressLabel')} />
          ) : null}
          {statusLine(status, t, lang)}
        </div>
        {proposals.length ? (
          <ol className="grid gap-2">
            {proposals.map((p, i) => (
              <ProposalCard key={JSON.stringify(p.board.roles)} p={p} n={i + 1} players={p.board.players} />
            ))}
          </ol>
        ) : null}
      </div>
    </details>
  );
}
