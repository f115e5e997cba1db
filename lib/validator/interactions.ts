// Findings about particular roles read from data/interactions.json (schemas/interactions.schema.json):
// a fixed fact (a jinx: the roles, a severity, a reason, a fix) is emitted here from its data; a check
// that computes keeps its code elsewhere and takes its id, roles and source from its entry.
import data from '../../data/interactions.json';
import type { Interaction, Interactions } from '../generated/interactions';
import type { RoleId } from '../catalogue/roles';
import type { RuleKey } from '../catalogue/rules';
import { defineCheck, type Check, type DraftFix } from './check';
import { scopeOf, type Ctx } from './context';
import { replaceByVillagers } from './fix';
import { formatFrac } from './thief-odds';
import { msg, concat, type Msg, type MsgParam } from './text';

const FILE = data as Interactions;
const BY_ID: Readonly<Record<string, Interaction>> = Object.freeze(Object.fromEntries(FILE.interactions.map((e) => [e.id, e])));

function entry(id: string): Interaction {
  const e = Object.hasOwn(BY_ID, id) ? BY_ID[id] : undefined;
  if (!e) throw new Error(`data/interactions.json has no entry "${id}"`);
  return e;
}

/** The roles of an entry, in its order: what a computing check is about. */
export function rolesOf(id: string): RoleId[] {
  return [...entry(id).roles];
}

function meta(e: Interaction): Omit<Check, 'run'> {
  return {
    id: e.id,
    severity: [e.severity],
    roles: [...e.roles],
    rules: [...e.rules] as RuleKey[],
    source: e.source,
    summary: e.summary,
    scoped: true,
  };
}

/** A text of an entry (a message id) with its parameters (a parameter may itself be a message). */
export type Say = (key: string, params?: Record<string, MsgParam>) => Msg;

function sayer(e: Interaction): Say {
  return (key, params) => {
    const id = e.texts?.[key];
    if (!id) throw new Error(`data/interactions.json "${e.id}" has no text "${key}"`);
    return msg(id, params);
  };
}

/**
 * A check that computes: the code gives `run` (handed the entry's roles, in their order, and its texts),
 * the entry everything else. `scoped: false` when the finding is not about its roles being in play together.
 */
export function computedCheck(
  id: string,
  run: (ctx: Ctx, emit: Parameters<Check['run']>[1], roles: RoleId[], say: Say) => void,
  opts: { scoped?: boolean } = {},
): Check {
  const e = entry(id);
  if (e.message || e.variants) throw new Error(`data/interactions.json "${id}" has a message: it is emitted as data`);
  const roles = [...e.roles];
  const say = sayer(e);
  const check = { ...meta(e), run: (ctx: Ctx, emit: Parameters<Check['run']>[1]) => run(ctx, emit, roles, say) };
  if (opts.scoped === false) delete check.scoped;
  return defineCheck(check);
}

function fixOf(ctx: Ctx, fix: NonNullable<Interaction['fix']>): DraftFix | undefined {
  if ('replaceByVillagers' in fix) return replaceByVillagers(ctx, fix.replaceByVillagers);
  return { label: msg(fix.label), patch: { rules: { ...fix.rules } } };
}

/** Whether every role is in the deck and every `when` rule has its value (a loop: it runs on every keystroke). */
function applies(ctx: Ctx, roles: readonly RoleId[], when: readonly [RuleKey, unknown][]): boolean {
  for (let i = 0; i < roles.length; i++) if (!ctx.has(roles[i])) return false;
  for (let i = 0; i < when.length; i++) if (ctx.rules[when[i][0]] !== when[i][1]) return false;
  return true;
}

/** A fixed fact: fires when every role is in the deck and the `when` rules hold; says its message. */
export function interactionCheck(id: string): Check {
  const e = entry(id);
  if (!e.message && !e.variants) throw new Error(`data/interactions.json "${id}" has no message: it needs code`);
  // Read the entry once: the check runs on every keystroke in the designer.
  const roles = [...e.roles];
  const when = Object.entries(e.when ?? {}) as [RuleKey, unknown][];
  const variantRule = e.variants?.rule as RuleKey | undefined;
  const messages = e.variants?.messages;
  const fixed = e.message;
  const note = e.chanceNote ? FILE.chanceNote : null;
  const fix = e.fix;
  return defineCheck({
    ...meta(e),
    run(ctx, emit) {
      if (!applies(ctx, roles, when)) return;
      const id = variantRule ? messages![String(ctx.rules[variantRule])] : fixed;
      if (!id) return;
      const message = msg(id);
      const p = ctx.together(roles);
      const s = scopeOf(p);
      // With a thief the roles may be in play together only on some deals: say how often.
      const chance = note && s.scope !== 'board' ? formatFrac(p.any) : null;
      emit({
        ...s,
        message: chance !== null ? concat(message, msg(note!, { chance })) : message,
        fix: fix ? fixOf(ctx, fix) : undefined,
      });
    },
  });
}
