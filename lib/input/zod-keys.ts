// The generated zod schemas' check of an object with named fields and keys of one pattern beside them (a
// board's custom cards counted beside the catalogue's: scripts/zod-codegen.ts): the reference the guard's
// `pk` (lib/input/guard.ts) is tested against.
import * as z from 'zod/mini';

type Ctx = Parameters<Parameters<typeof z.superRefine<unknown>>[0]>[1];

/** Every key that is not a field: checked against `value` when it matches `re`, else named as unknown. */
export function patternKeys(
  input: unknown,
  ctx: Ctx,
  fields: readonly string[],
  re: RegExp,
  value: z.ZodMiniType,
  error: (issue: z.core.$ZodRawIssue) => string,
): void {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
  const v = input as Record<string, unknown>;
  const unknown: string[] = [];
  for (const key of Object.keys(v)) {
    if (fields.includes(key)) continue;
    if (!re.test(key)) {
      unknown.push(key);
      continue;
    }
    const r = z.safeParse(value, v[key]);
    if (!r.success) for (const i of r.error.issues) ctx.addIssue({ ...i, path: [key, ...i.path] } as never);
  }
  // Said as a custom issue carrying the keys: an intersection keeps an unknown-keys issue only when both of
  // its parts give it (lib/input/schema reads either as unknown keys).
  if (unknown.length) {
    const raw = { code: 'custom', input: v } as unknown as z.core.$ZodRawIssue;
    ctx.addIssue({ code: 'custom', params: { keys: unknown }, input: v, message: error(raw), continue: true } as never);
  }
}
