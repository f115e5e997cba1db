// A hook's order is each module's declaration beside the hook (`attackOrder`), not a position in the registry's
// list (docs/architecture.md): the engine calls them in that order whatever order the modules come in.
import { describe, expect, it } from 'vitest';
import { HOOKS, POWERS, hooksOf } from '../../lib/powers/registry';
import type { HookName } from '../../lib/engine/types';

/** Per hook with more than one module, the ids of its modules in the order the engine calls them. */
function orderOf(modules: typeof POWERS): Partial<Record<HookName, string[]>> {
  const hooks = hooksOf(modules);
  const out: Partial<Record<HookName, string[]>> = {};
  for (const h of HOOKS) {
    const fns = hooks[h] as readonly unknown[];
    if (fns.length > 1) out[h] = fns.map((f) => POWERS.find((m) => m[h] === f)!.id);
  }
  return out;
}

describe('hook order', () => {
  it('is the declared one', () => {
    expect(orderOf(POWERS)).toEqual({
      attack: ['protect', 'potions', 'stealWin', 'extraLife', 'infect', 'convert', 'loneWolf'],
      extraAttacks: ['extraKill', 'loneWolf'],
      nightDeaths: ['loneWolf', 'potions', 'reflect', 'stealWin', 'inspect', 'dream', 'hunt', 'tetanus', 'linger'],
      survives: ['stealWin', 'dream', 'hunt', 'nightImmune'],
      onDeath: ['link', 'followModel', 'dream', 'charm', 'extraLife', 'tetanus', 'seal'],
      decisions: ['learn', 'shootOnDeath', 'tieVictim'],
      onExile: ['revealOnExile', 'linger'],
      voter: ['revealOnExile', 'tieVictim'],
      blocked: ['fear', 'seal'],
      lastWords: ['takeOnSelfDestruct', 'duel'],
      playsAs: ['followModel', 'convert', 'infect', 'chooseSide'],
      outsideWolfTeam: ['link', 'loneWolf'],
      wins: ['link', 'enchant', 'loneWolf'],
      wolvesMustKill: ['idol', 'loneWolf'],
      powerless: ['extraLife', 'inspect'],
      dawnTells: ['publicCard', 'learn', 'shootOnDeath', 'growl', 'chooseSide'],
      offerDay: ['curse', 'selfDestruct', 'duel'],
      nightTells: ['swap', 'fear', 'seal'],
    });
  });

  it('does not depend on the order the modules are listed in', () => {
    expect(orderOf([...POWERS].reverse())).toEqual(orderOf(POWERS));
  });

  it('declares an order for every hook two modules share', () => {
    for (const h of HOOKS) {
      const having = POWERS.filter((m) => typeof m[h] === 'function');
      if (having.length < 2) continue;
      const orders = having.map((m) => m[`${h}Order`]);
      expect(
        orders.every((o) => typeof o === 'number'),
        `${h}: ${having.map((m) => m.id).join(', ')}`,
      ).toBe(true);
      expect(new Set(orders).size, `${h}: two modules share an order`).toBe(orders.length);
    }
  });
});
