// The engine's messages as they are made (a refusal's sentence with its act, reason, step, winner, card and
// what a field must be, filled in): zh-TW holds no Simplified-only character, and neither Chinese an English
// word (a winner's or a role's id, "a seat number or null"), over every refused record in tests/records, the
// fuzzer's broken records and every shape of a bad event.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, newGame, parseRecordText, replay, type GameRecord } from '../../lib/engine';
import { problem, type Want } from '../../lib/engine/errors';
import { describeError, describeProblem } from '../../lib/engine/reasons';
import { recordText } from '../fuzz/corpus';
import { SIMPLIFIED_ONLY } from './simplified-only';

const RECORDS = join(import.meta.dirname, '..', 'records');
/** English left in a Chinese sentence: a word of letters outside quotes that is not JSON's own (null, true, false, id). */
const english = (s: string) => s.replace(/"[^"]*"/g, '""').match(/\b(?!(?:null|true|false|id)\b)[A-Za-z]{3,}\b/g) ?? [];

/** What is wrong with the texts: a Simplified-only character in zh-TW; with `words`, English left in either Chinese. */
function judged(texts: { where: string; zhTW: string; zhCN: string }[], words = false): string[] {
  const bad: string[] = [];
  for (const t of texts) {
    const simplified = [...t.zhTW].filter((c) => SIMPLIFIED_ONLY.has(c));
    if (simplified.length) bad.push(`${t.where}: zh-TW Simplified ${[...new Set(simplified)].join('')}: ${t.zhTW}`);
    if (!words) continue;
    for (const [lang, s] of [
      ['zh-TW', t.zhTW],
      ['zh-CN', t.zhCN],
    ])
      if (english(s).length) bad.push(`${t.where}: ${lang} English ${english(s).join(' ')}: ${s}`);
  }
  return bad;
}

const WANTS: Want[] = ['seat', 'seatOrNull', 'twoSeats', 'twoSeatsOrNull', 'oneOrTwoSeats', 'seatList', 'bool', 'roleOrNull', 'ballots', 'seatKey'];

describe("the engine's messages in zh-TW, as made", () => {
  it('every refusal of a record in tests/records', () => {
    const texts: { where: string; zhTW: string; zhCN: string }[] = [];
    for (const f of readdirSync(RECORDS).filter((n) => n.endsWith('.json') && !n.endsWith('.expect.json'))) {
      const r = parseRecordText(readFileSync(join(RECORDS, f), 'utf8'));
      if (!r.ok) continue;
      const rep = replay(r.record);
      if (!rep.ok) texts.push({ where: f, zhTW: describeError(rep.error, 'zh-TW'), zhCN: describeError(rep.error, 'zh-CN') });
    }
    expect(texts.length).toBeGreaterThan(50);
    expect(judged(texts, true)).toEqual([]);
  });

  it("the refusals of the fuzzer's broken records", () => {
    const texts: { where: string; zhTW: string; zhCN: string }[] = [];
    for (const t of fc.sample(recordText, { seed: 35, numRuns: 1000 })) {
      const r = parseRecordText(t);
      if (!r.ok) continue;
      const rep = replay(r.record);
      if (!rep.ok && rep.error.code !== 'setup')
        texts.push({ where: t.slice(0, 80), zhTW: describeError(rep.error, 'zh-TW'), zhCN: describeError(rep.error, 'zh-CN') });
    }
    expect(texts.length).toBeGreaterThan(20);
    expect(judged(texts, true)).toEqual([]);
  });

  it('what a field of an event must be, for every shape, in words of the language', () => {
    const texts = WANTS.map((want) => {
      // The event's type is the file's own word ("vote"): the rest of the sentence is the language's.
      const p = problem('badEvent', 'badEventField', { type: '"vote"', field: 'ballots', want, key: '01' });
      return { where: want, zhTW: describeProblem(p, 'zh-TW'), zhCN: describeProblem(p, 'zh-CN') };
    });
    expect(judged(texts, true)).toEqual([]);
    // The three messages of issue 35, reworded: an event that did not come through the schema (a page, a policy).
    const rec = JSON.parse(readFileSync(join(RECORDS, 'audit-idiot-exiled-in-pk-reveals.json'), 'utf8')) as GameRecord;
    const g = newGame(rec.board, rec.seats, rec.bottom);
    if (!g.ok) throw new Error('the record deals');
    let s = g.state;
    for (const e of rec.events.slice(0, 3)) {
      const r = apply(s, e);
      if (!r.ok) throw new Error('the record replays');
      s = r.state;
    }
    const said = (ballots: object, lang: 'en' | 'zh-TW') => {
      const r = apply(s, { type: 'vote', ballots } as never);
      return r.ok ? 'accepted' : describeError(r.error, lang);
    };
    const proto = JSON.parse('{"__proto__": 3}') as object;
    expect(said(proto, 'zh-TW')).toBe('vote："ballots" 必須是以投票者座位號碼（1、2、3……）為鍵（而不是 "__proto__"）');
    expect(said({ '01': 3 }, 'en')).toBe('vote: "ballots" must be keyed by voter seat numbers written 1, 2, 3… (not "01")');
    expect(said({ x: 3 }, 'en')).toBe('vote: "ballots" must be keyed by voter seat numbers written 1, 2, 3… (not "x")');
    expect(said({ 1: 3, '01': 3 }, 'en')).not.toBe('accepted');
    expect(english(said({ 1: 'x' }, 'zh-TW').replace(/^vote/, ''))).toEqual([]);
  });

  it('the checks can fail: a Simplified character and an English fragment are seen', () => {
    expect(judged([{ where: 'x', zhTW: '現在沒有等待記錄的夜間步骤', zhCN: '现在' }]).length).toBe(1);
    expect(judged([{ where: 'x', zhTW: '必須是keyed by voter seat numbers', zhCN: '必须是 "vote"' }], true).length).toBe(1);
    expect(judged([{ where: 'x', zhTW: '"vote"：座位號碼或 null', zhCN: '座位号或 null' }], true)).toEqual([]);
  });
});
