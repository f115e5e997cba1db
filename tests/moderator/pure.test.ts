// Pure helpers of the moderator page: seat labels and the circle, the speaking order, the speech timer,
// the voice selection.
import { describe, expect, it } from 'vitest';
import { circlePositions, cleanNames, seatLabel } from '../../lib/moderator/seats';
import { speakingOrder } from '../../lib/moderator/speaking';
import * as T from '../../lib/moderator/timer';
import { compact, pickVoice, speechLang } from '../../lib/moderator/voice';

describe('seats', () => {
  it('labels a seat with its name when there is one', () => {
    expect(seatLabel(3, undefined, 'en')).toBe('Seat 3');
    expect(seatLabel(3, ['a', '', 'Mia'], 'en')).toBe('Seat 3 Mia');
    expect(seatLabel(2, ['a', '  ', 'Mia'], 'zh-CN')).toBe('2号');
  });
  it('puts seat 1 at the top and goes clockwise', () => {
    const p = circlePositions(12);
    expect(p[0]).toEqual({ x: 50, y: 8 });
    expect(p[3].x).toBeCloseTo(92); // seat 4: three o'clock
    expect(p[6].y).toBeCloseTo(92); // seat 7: six o'clock
    expect(p[9].x).toBeCloseTo(8); // seat 10: nine o'clock
  });
  it("on an oval (a phone's height left), keeps the order and spaces the seats equally along it", () => {
    const p = circlePositions(12, 42, 0.5);
    expect(p[0]).toEqual({ x: 50, y: 8 });
    expect(p[3].x).toBeCloseTo(92); // seat 4: three o'clock
    expect(p[6].y).toBeCloseTo(92); // seat 7: six o'clock
    // In pixels of a box twice as wide as tall, neighbours are about as far apart everywhere (equal angles: 1.8 times).
    const gaps = p.map((q, i) => {
      const r = p[(i + 1) % p.length];
      return Math.hypot(r.x - q.x, (r.y - q.y) * 0.5);
    });
    expect(Math.max(...gaps) / Math.min(...gaps)).toBeLessThan(1.05);
  });
  it('keeps names only when someone has one, trimmed and cut to the schema limit', () => {
    expect(cleanNames(['', ' '], 2)).toBeUndefined();
    expect(cleanNames([' Ann ', ''], 3)).toEqual(['Ann', '', '']);
    expect(cleanNames(['x'.repeat(80)], 1)![0]).toHaveLength(60);
  });
});

describe("speaking order (seed 000 §2(1): from the sheriff's side, the sheriff last)", () => {
  const all = [1, 2, 3, 4, 5, 6, 7, 8];
  it("starts on the sheriff's left (next seat up) and ends with the sheriff", () => {
    expect(speakingOrder(8, all, { from: 5, dir: 'up', sheriff: 5 })).toEqual([6, 7, 8, 1, 2, 3, 4, 5]);
    expect(speakingOrder(8, all, { from: 5, dir: 'down', sheriff: 5 })).toEqual([4, 3, 2, 1, 8, 7, 6, 5]);
  });
  it('skips the dead', () => {
    expect(speakingOrder(8, [1, 3, 5, 8], { from: 5, dir: 'up', sheriff: 5 })).toEqual([8, 1, 3, 5]);
  });
  it('without a sheriff starts on the left of the last dead player', () => {
    expect(speakingOrder(8, [1, 2, 4, 5, 6, 7, 8], { from: 3, dir: 'up', sheriff: 0 })).toEqual([4, 5, 6, 7, 8, 1, 2]);
  });
  it('with nobody to start from begins at seat 1 (up) or the last seat (down)', () => {
    expect(speakingOrder(4, [1, 2, 3, 4], { from: 0, dir: 'up', sheriff: 0 })).toEqual([1, 2, 3, 4]);
    expect(speakingOrder(4, [1, 2, 3, 4], { from: 0, dir: 'down', sheriff: 0 })).toEqual([4, 3, 2, 1]);
  });
  it('a dead sheriff does not speak', () => {
    expect(speakingOrder(4, [1, 2, 4], { from: 3, dir: 'up', sheriff: 3 })).toEqual([4, 1, 2]);
  });
});

describe('speech timer', () => {
  it('counts down only while running', () => {
    let t = T.newTimer(60);
    expect(T.remaining(t, 1000)).toBe(60_000);
    t = T.start(t, 1000);
    expect(T.remaining(t, 11_000)).toBe(50_000);
    t = T.pause(t, 11_000);
    expect(T.remaining(t, 99_000)).toBe(50_000);
    t = T.start(t, 100_000);
    expect(T.remaining(t, 149_000)).toBe(1_000);
    expect(T.warning(t, 149_000)).toBe(true);
    expect(T.expired(t, 200_000)).toBe(true);
    expect(T.remaining(t, 200_000)).toBe(0);
  });
  it('moves to the next speaker with a fresh clock, and stops after the last', () => {
    let t = T.start(T.newTimer(30), 0);
    t = T.next(t, 10_000, 2);
    expect(t.speaker).toBe(1);
    expect(T.remaining(t, 15_000)).toBe(25_000);
    t = T.next(t, 20_000, 2);
    expect(t.speaker).toBe(2);
    expect(T.running(t)).toBe(false);
  });
  it('clamps the configured length and formats the clock', () => {
    expect(T.clampSeconds(3)).toBe(T.MIN_SPEECH_SECONDS);
    expect(T.clampSeconds(10_000)).toBe(T.MAX_SPEECH_SECONDS);
    expect(T.clampSeconds(Number.NaN)).toBe(T.DEFAULT_SPEECH_SECONDS);
    expect(T.clock(65_000)).toBe('1:05');
    expect(T.clock(400)).toBe('0:01');
    expect(T.setSeconds(T.newTimer(), 45).duration).toBe(45_000);
  });
  it('does not start an expired clock', () => {
    const t = { ...T.newTimer(10), elapsed: 10_000 };
    expect(T.start(t, 5)).toBe(t);
  });
});

describe('voice', () => {
  const voices = [
    { lang: 'en-GB', name: 'Brit' },
    { lang: 'zh_TW', name: 'Mei' },
    { lang: 'zh-CN', name: 'Ting', localService: false },
    { lang: 'zh-CN', name: 'Local Ting', localService: true },
    { lang: 'en-US', name: 'Sam' },
  ];
  it('picks the exact language, local voices first', () => {
    expect(pickVoice(voices, 'en')?.name).toBe('Sam');
    expect(pickVoice(voices, 'zh-CN')?.name).toBe('Local Ting');
    expect(pickVoice(voices, 'zh-TW')?.name).toBe('Mei');
  });
  it('falls back within the language family, or to none', () => {
    expect(pickVoice([{ lang: 'en-AU', name: 'Oz' }], 'en')?.name).toBe('Oz');
    expect(pickVoice([{ lang: 'zh-CN', name: 'Ting' }], 'zh-TW')?.name).toBe('Ting');
    expect(pickVoice([{ lang: 'fr-FR', name: 'Amélie' }], 'en')).toBeNull();
    expect(speechLang('en')).toBe('en-US');
    expect(speechLang('zh-TW')).toBe('zh-TW');
  });
  it('drops empty texts but keeps their pause', () => {
    expect(
      compact([
        { text: 'a', pauseAfterMs: 100 },
        { text: ' ', pauseAfterMs: 6000 },
        { text: 'b', pauseAfterMs: 0 },
      ]),
    ).toEqual([
      { text: 'a', pauseAfterMs: 6100 },
      { text: 'b', pauseAfterMs: 0 },
    ]);
  });
});
