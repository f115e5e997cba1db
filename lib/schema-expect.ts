// What a field accepts, in words: the error parameter every generated zod schema
// (lib/generated/zod/*, from schemas/) passes, so a problem names what was expected instead of
// zod's generic text — and zod/mini needs no locale bundle in the browser (issue 6, size).
import type { core } from 'zod/mini';

export const REQUIRED = 'is required';

/** zod error parameter: "expected TEXT", or "is required: TEXT" when the value is missing. */
export function ex(text: string): { error: (issue: core.$ZodRawIssue) => string } {
  return {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? `${REQUIRED}: ${text}` : `expected ${text}`),
  };
}
