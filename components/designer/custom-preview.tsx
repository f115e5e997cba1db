'use client';
// While a card is edited: the validator's findings for the board with it, the wake order with it placed, and
// its judge's lines — recomputed ~150 ms after the last change, so typing stays light.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Board } from '../../lib/generated/board';
import { resolveCustom, type CustomRole } from '../../lib/catalogue/custom';
import { msgText } from '../../lib/i18n/msg';
import { problemText } from '../../lib/i18n/problem-text';
import { useLang, useMessagesVersion } from '../use-lang';
import { useT } from '../use-t';
import { placedOrder, type OrderRow } from './custom-order';
import { CardText, useCustomT } from './custom-t';
import { useDesigner } from './designer-context';

const DEBOUNCE_MS = 150;

/** Whether a step is the card's own (its id, or its id numbered for a second step). */
const isOwn = (step: string, card: string) => step === card || (step.startsWith(card) && /^\d+$/.test(step.slice(card.length)));

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

const SEVERITY = { error: 'border-rose-300 bg-rose-50', warning: 'border-amber-300 bg-amber-50', info: 'border-sky-200 bg-sky-50' } as const;

/** The board checked: the schema's problems, else the validator's findings and the placed order. */
function useCheck(board: Record<string, unknown>) {
  const { lazy } = useDesigner();
  const lang = useLang();
  const messages = useMessagesVersion();
  const rev = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the problems' words change when the readers' messages are in (messages)
  return useMemo(() => {
    rev.current += 1;
    if (!lazy) return null;
    const parsed = lazy.parseBoard(board);
    if (!parsed.ok) return { rev: rev.current, problems: parsed.problems.map((p) => problemText(p, lang)), findings: [], order: null };
    const result = lazy.validate(parsed.value);
    return { rev: rev.current, problems: [], findings: result.findings, order: placedOrder(parsed.value as Board) };
  }, [board, lazy, lang, messages]);
}

function OrderList({ rows, card, title }: { rows: OrderRow[]; card: string; title: string }) {
  const tc = useCustomT();
  return (
    <div>
      <h5 className="text-xs font-semibold text-stone-700">{title}</h5>
      <ol className="ml-5 list-decimal text-sm">
        {rows
          .filter((r) => r.kind !== 'marker')
          .map((r) => (
            <li key={r.id} data-step={r.id} className={isOwn(r.id, card) ? 'font-semibold text-violet-900' : ''}>
              <CardText text={r.wake} />
              {isOwn(r.id, card) ? <span className="text-xs"> ({tc('thisCard')})</span> : null}
            </li>
          ))}
      </ol>
    </div>
  );
}

function Lines({ card }: { card: CustomRole }) {
  const tc = useCustomT();
  const steps = resolveCustom(card).nightSteps;
  if (!steps.length) return null;
  return (
    <div data-testid="custom-preview-lines">
      <h4 className="text-sm font-semibold">{tc('lines')}</h4>
      <ul className="grid gap-1 text-sm">
        {steps.map((s) => (
          <li key={s.id} className="rounded border border-stone-200 bg-white p-2">
            <p className="font-medium">
              <CardText text={s.wake} />
            </p>
            <p>{s.line === '' ? <span className="text-stone-600">{tc('noLines')}</span> : <CardText text={s.line} />}</p>
            {s.closeLine ? (
              <p className="text-stone-700">
                <CardText text={s.closeLine} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CustomPreview({ board, card }: { board: Record<string, unknown>; card: CustomRole }) {
  const tc = useCustomT();
  const { t: tu } = useT();
  const lang = useLang();
  const shown = useDebounced(board, DEBOUNCE_MS);
  const check = useCheck(shown);
  if (!check) return <p className="text-sm text-stone-600">{tu('designer.loading')}</p>;
  return (
    <section className="grid gap-3 rounded-lg border border-violet-200 bg-violet-50/50 p-2.5" aria-label={tc('preview')} data-testid="custom-preview">
      <h4 className="text-sm font-semibold">{tc('preview')}</h4>
      <div data-testid="custom-findings" data-rev={check.rev}>
        <h5 className="text-xs font-semibold text-stone-700">{tc('findings')}</h5>
        {check.problems.length + check.findings.length === 0 ? <p className="text-sm text-stone-600">{tc('noFindings')}</p> : null}
        <ul className="grid gap-1">
          {check.problems.map((p) => (
            <li key={p} data-severity="error" className={`rounded border p-1.5 text-sm ${SEVERITY.error}`}>
              {p}
            </li>
          ))}
          {check.findings.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one check can report several findings with the same id; the list is made whole each time
            <li key={`${f.id}:${i}`} data-finding={f.id} data-severity={f.severity} className={`rounded border p-1.5 text-sm ${SEVERITY[f.severity]}`}>
              <span className="font-semibold">{tu(`severity.${f.severity}`)}:</span> {msgText(f.message, lang)}
            </li>
          ))}
        </ul>
      </div>
      {check.order ? (
        <div className="grid gap-2 sm:grid-cols-2" data-testid="custom-preview-order">
          <h4 className="text-sm font-semibold sm:col-span-2">{tc('order')}</h4>
          <OrderList rows={check.order.firstNight} card={card.id} title={tc('firstNight')} />
          <OrderList rows={check.order.otherNights} card={card.id} title={tc('laterNights')} />
        </div>
      ) : null}
      <Lines card={card} />
    </section>
  );
}
