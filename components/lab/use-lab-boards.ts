'use client';
// The balance lab's boards: board A (the designer's current board or a preset) and, when comparing, board B
// (one house rule changed, or another preset), with the rule and value choices still valid for board A.
import { useEffect, useMemo, useState } from 'react';
import type { Board } from '../../lib/generated/board';
import { PRESETS } from '../../lib/catalogue/presets';
import type { RuleKey } from '../../lib/catalogue/rules';
import { loadBoard, type StorageNotice } from '../../lib/browser/storage';
import { comparableRules, currentValue, ruleValues, withRule } from '../../lib/sim/variant';
import { readHash } from '../../lib/input/page-hash';
import type { CompareMode } from './lab-form';

const DEFAULT_PRESET = 'yu-nv-lie-bai';

const presetBoard = (id: string): Board | null => PRESETS.find((p) => p.id === id)?.board ?? null;

/** The stored board, its storage notice and a link's unknown request, read once on the client; board A's source, the stored board when there is one. */
function useStoredBoard() {
  const [source, setSource] = useState<string>(DEFAULT_PRESET);
  const [current, setCurrent] = useState<Board | null>(null);
  const [notice, setNotice] = useState<StorageNotice | null>(null);
  const [linkUnknown, setLinkUnknown] = useState<string | null>(null);
  // The designer's board lives in this browser's storage (lib/browser/storage); read it once on the client.
  useEffect(() => {
    const { board, notice: n } = loadBoard();
    setNotice(n);
    // The lab takes nothing from a link: a request in the hash is said, not silently dropped.
    const req = readHash(window.location.hash, []);
    if (req.kind === 'unknown') setLinkUnknown(req.name);
    if (board) {
      setCurrent(board);
      setSource('current');
    }
  }, []);
  return { current, notice, linkUnknown, source, setSource };
}

/** The house rule compared and its value on board B: the one chosen while it still applies, else a sensible default. */
function ruleChoice(boardA: Board | null, rules: RuleKey[], ruleKey: RuleKey | '', ruleValue: string) {
  const key: RuleKey | '' = ruleKey && rules.includes(ruleKey) ? ruleKey : (rules.find((k) => k === 'guardAndAntidoteCancel') ?? rules[0] ?? '');
  const valueA = boardA && key ? currentValue(boardA, key) : '';
  const values = key ? ruleValues(key) : [];
  const value = ruleValue && values.includes(ruleValue) ? ruleValue : (values.find((v) => v !== valueA) ?? '');
  return { key, valueA, values, value };
}

export function useLabBoards() {
  const stored = useStoredBoard();
  const { current, source } = stored;
  const [mode, setMode] = useState<CompareMode>('none');
  const [ruleKey, setRuleKey] = useState<RuleKey | ''>('');
  const [ruleValue, setRuleValue] = useState('');
  const [presetB, setPresetB] = useState('yu-nv-lie-shou');

  const boardA: Board | null = useMemo(() => (source === 'current' ? current : presetBoard(source)), [source, current]);
  const rules = useMemo(() => (boardA ? comparableRules(boardA) : []), [boardA]);
  const { key, valueA, values, value } = ruleChoice(boardA, rules, ruleKey, ruleValue);

  const boardB: Board | null = useMemo(() => {
    if (!boardA || mode === 'none') return null;
    if (mode === 'preset') return presetBoard(presetB);
    return key && value ? withRule(boardA, key, value) : null;
  }, [boardA, mode, presetB, key, value]);

  return {
    ...stored,
    mode,
    setMode,
    setRuleKey,
    setRuleValue,
    presetB,
    setPresetB,
    boardA,
    boardB,
    rules,
    key,
    valueA,
    values,
    value,
    sameValue: mode === 'rule' && value === valueA,
  };
}

export type LabBoards = ReturnType<typeof useLabBoards>;
