'use client';
// Lab text in the shown language for server components (a client leaf, like components/t's T).
import { lab, type LabKey, type Vars } from '../../lib/sim/lab-text';
import { useLang } from '../use-lang';

export function LabT({ k, vars }: { k: LabKey; vars?: Vars }) {
  return <>{lab(k, useLang(), vars)}</>;
}
