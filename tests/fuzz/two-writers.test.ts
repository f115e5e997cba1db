// THE TWO WRITERS' FUZZER: two tabs on one saved game, interleaved at random (fast-check), through the
// site's storage (compare-and-swap on a revision) and sync code. No event recorded in either tab is lost:
// it is in the stored game or in a copy kept aside; no write goes over a game its tab had not shown.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lostEvents, noUndoSteps as noUndo, runTwoWriters, type Step, withUndoSteps as withUndo } from './two-writers';

const RUNS = Number(process.env.WOLFBOARD_FUZZ_SAMPLE ?? 150);

describe('two tabs writing one game', () => {
  it(`${RUNS} interleavings without undo: every event recorded in either tab is stored or kept aside`, { timeout: 120_000 }, () => {
    let refused = 0;
    fc.assert(
      fc.property(noUndo, (steps: Step[]) => {
        const run = runTwoWriters(steps);
        refused += run.refused;
        expect(lostEvents(run)).toEqual([]);
        expect(run.dropped).toBe(0);
        expect(run.blind).toBe(0);
      }),
      { numRuns: RUNS, seed: 20261201 },
    );
    // The sample is not all one tab: writes were refused (a tab behind) and the property held through them.
    expect(refused).toBeGreaterThan(RUNS / 10);
  });

  it(`${RUNS} interleavings with undo: no write goes over a game its tab had not shown, no refused event dropped`, { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(withUndo, (steps: Step[]) => {
        const run = runTwoWriters(steps);
        expect(run.dropped).toBe(0);
        expect(run.blind).toBe(0);
      }),
      { numRuns: RUNS, seed: 20261202 },
    );
  });

  it("the judge can fail: tabs that write without comparing lose the other's events", () => {
    // Tab 0 records two events (guard 1, then the wolves); tab 1, still showing none, records another (guard 10).
    const steps: Step[] = [
      { tab: 0, kind: 'event', seed: 1 },
      { tab: 0, kind: 'event', seed: 2 },
      { tab: 1, kind: 'event', seed: 5 },
    ];
    const blind = runTwoWriters(steps, false);
    expect(lostEvents(blind).length).toBeGreaterThan(0);
    expect(blind.blind).toBe(1);
    const safe = runTwoWriters(steps);
    expect(lostEvents(safe)).toEqual([]);
    expect(safe.refused).toBe(1);
    expect(safe.kept).toHaveLength(1);
  });
});
