// The moderator's game code (lib/browser/session and the engine under it) is not in the start screen's
// first load: fetched when idle after the first paint, or at once when stored games, a link or a tap need it.
import type * as SessionModule from '../../lib/browser/session';
import type * as SyncModule from '../../lib/browser/sync';

export type SessionLib = typeof SessionModule & { sync: typeof SyncModule };

let lib: SessionLib | null = null;
let pending: Promise<SessionLib> | null = null;

export function loadSession(): Promise<SessionLib> {
  pending ??= Promise.all([import('../../lib/browser/session'), import('../../lib/browser/sync')]).then(
    ([m, sync]) => {
      lib = { ...m, sync };
      return lib;
    },
    (e: unknown) => {
      // Offline before it came: the next call tries again.
      pending = null;
      throw e;
    },
  );
  return pending;
}

/** The game code once loaded: the game screens exist only after it is (they are opened through loadSession). */
export function session(): SessionLib {
  if (!lib) throw new Error('the game code is used before it was loaded (open screens through loadSession)');
  return lib;
}
