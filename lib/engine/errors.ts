// Problems with an event, as the engine reports them (the index is added by apply()).
import { reasonText } from './reasons';
import type { ReasonCode } from './types';

export interface Problem {
  code: string;
  en: string;
  zh: string;
}

export const problem = (code: string, en: string, zh: string): Problem => ({ code, en, zh });

/** A refused choice: "<what>: seat 5: the guard protected this player last night …". */
export function refused(code: ReasonCode, what: string, whatZh: string, seat?: unknown): Problem {
  const where = seat === undefined || seat === null ? '' : ` ${String(seat)}`;
  return {
    code,
    en: `${what}${where ? `: seat${where}` : ''}: ${reasonText(code, 'en')}`,
    zh: `${whatZh}${where ? `：${where}号` : ''}：${reasonText(code, 'zh-CN')}`,
  };
}
