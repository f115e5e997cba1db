'use client';
// The lab's run and cancel buttons, and the run's progress, cancellation or error as it is announced.
import type { LabT, Status } from './lab-form';

export function RunButtons({ t, canRun, running, cancel }: { t: LabT; canRun: boolean; running: boolean; cancel: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        data-testid="lab-run"
        disabled={!canRun}
        className="rounded-md bg-stone-900 px-4 py-2 font-semibold text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        {t('run')}
      </button>
      {running ? (
        <button
          type="button"
          data-testid="lab-cancel"
          onClick={cancel}
          className="rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
        >
          {t('cancel')}
        </button>
      ) : null}
    </div>
  );
}

function Progress({ t, status }: { t: LabT; status: Extract<Status, { kind: 'running' | 'cancelled' | 'done' }> }) {
  const done = status.kind === 'done' ? status.total : status.done;
  return (
    <>
      <progress data-testid="lab-progress" className="h-3 w-full max-w-xl accent-amber-600" aria-label={t('progress.label')} value={done} max={status.total} />
      <p className="text-sm text-stone-700" data-testid="lab-progress-text">
        {t('progress.text', {
          done: done.toLocaleString('en-US'),
          total: status.total.toLocaleString('en-US'),
        })}
      </p>
    </>
  );
}

export function RunStatus({ t, status }: { t: LabT; status: Status }) {
  return (
    <div aria-live="polite" className="grid gap-1" data-testid="lab-status" data-status={status.kind}>
      {status.kind === 'running' || status.kind === 'cancelled' || status.kind === 'done' ? <Progress t={t} status={status} /> : null}
      {status.kind === 'cancelled' ? (
        <p className="text-sm font-medium text-stone-900" data-testid="lab-cancelled">
          {t('cancelled')}
        </p>
      ) : null}
      {status.kind === 'error' ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
