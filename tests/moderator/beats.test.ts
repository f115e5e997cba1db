// The game as spoken beats (lib/moderator/beats): night deaths, every day death cause, the PK, a self-destruct
// during the election, the scapegoat, the badge and the end, as the page and `wolfboard beats` show them.
import { describe, expect, it } from 'vitest';
import { replay } from '../../lib/engine';
import type { GameEvent, GameRecord, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { beatJson, beatsOf, currentBeats, type Beat } from '../../lib/moderator/beats';
import { NIGHT1, SEATS12, YNLS } from './helpers';

function beats(events: GameEvent[], board: Board = YNLS, seats: RoleId[] = SEATS12, lang: 'en' | 'zh-CN' = 'en'): Beat[] {
  const record: GameRecord = { board, seats, events };
  const r = replay(record, { keepStates: true });
  if (!r.ok) throw new Error(r.error.message);
  return beatsOf({ states: r.states!, record }, lang);
}
// What is said and waited for (what the judge shows is asserted where it matters).
const said = (b: Beat) => {
  const { shows: _s, accepts: _a, offers: _o, ...rest } = beatJson(b);
  return rest;
};
const beatsAfter = (bs: Beat[], n: number) => bs.filter((b) => b.after === n).map(said);
const kinds = (bs: Beat[], n: number) => bs.filter((b) => b.after === n).map((b) => b.kind);

const WWK: Board = {
  players: 12,
  roles: { werewolf: 3, whiteWolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 },
  rules: { family: 'langrensha' },
};
const SWWK: RoleId[] = [
  'seer',
  'witch',
  'hunter',
  'guard',
  'villager',
  'villager',
  'villager',
  'villager',
  'werewolf',
  'werewolf',
  'werewolf',
  'whiteWolfKing',
];
const MH: Board = { players: 9, roles: { werewolf: 2, villager: 4, seer: 1, scapegoat: 1, witch: 1 }, rules: { family: 'millersHollow' } };
const SMH: RoleId[] = ['seer', 'witch', 'scapegoat', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf'];

describe('beats', () => {
  it('starts at nightfall, closes each step before the next, and gives the seer her answer on its own beat', () => {
    const bs = beats([]);
    expect(bs.map((b) => [b.kind, b.waitsFor])).toEqual([
      ['nightfall', null],
      ['step', 'guard'],
    ]);
    expect(bs[0].after).toBe(-1);
    expect(bs[0].lines).toEqual(['Night falls. Everyone, close your eyes.']);
    // The seer wakes last in the Chinese order (the langrensha default): her answer follows the night's last event.
    const b2 = beats(NIGHT1);
    const ans = b2.find((b) => b.after === 3)!;
    expect(ans).toMatchObject({ kind: 'step', waitsFor: null, seats: [1] });
    expect(ans.shows.map((x) => x.text).join()).toContain('Seat 9 is 👎 a wolf');
    // The answer never reaches the voice: only the closing line.
    expect(ans.speech.map((u) => u.text).join(' ')).not.toContain('Seat 9');
    expect(beatsAfter(b2, 0)[0].say.startsWith('Guard, close your eyes.')).toBe(true);
  });

  it('announces the night deaths by seat only, after the election held before them, then their last words', () => {
    const bs = beats([...NIGHT1, { type: 'sheriff', seat: 1 }]);
    // The seer's answer (her step closes), then the sun rises on the election.
    expect(kinds(bs, 3)).toEqual(['step', 'election']);
    expect(beatsAfter(bs, 3)[1].say).toContain('The sun rises');
    expect(kinds(bs, 4)).toEqual(['announce', 'lastWords', 'speeches', 'vote']);
    const [announce, words, speeches] = beatsAfter(bs, 4);
    expect(announce).toMatchObject({ day: 1, seats: [6], waitsFor: null });
    expect(announce.say).toBe('Seat 1 is the sheriff. Last night, Seat 6 died.');
    expect(announce.say).not.toMatch(/wolves|killed/);
    expect(words).toMatchObject({ kind: 'lastWords', seats: [6], say: 'Seat 6: your last words, please.' });
    // The sheriff's left first, the sheriff last.
    expect(speeches.seats[0]).toBe(2);
    expect(speeches.seats.at(-1)).toBe(1);
  });

  it("exile: the announcement and the exiled player's last words, then nightfall", () => {
    const bs = beats([...NIGHT1, { type: 'sheriff', seat: null }, { type: 'exile', seat: 9 }]);
    expect(beatsAfter(bs, 5).map((b) => [b.kind, b.seats, b.say])).toEqual([
      ['exile', [9], 'Seat 9 is exiled.'],
      ['lastWords', [9], 'Seat 9: your last words, please.'],
      ['nightfall', [], 'After the last words: night falls, everyone close your eyes.'],
      ['step', [4], 'Guard, open your eyes. Whom do you protect tonight?'],
    ]);
  });

  it("the hunter's shot and the badge come before the last words of both dead (技能先发动再遗言)", () => {
    const bs = beats([...NIGHT1, { type: 'sheriff', seat: 3 }, { type: 'exile', seat: 3 }, { type: 'shoot', target: 10 }, { type: 'badge', to: 1 }]);
    expect(kinds(bs, 5)).toEqual(['exile', 'decision']);
    expect(beatsAfter(bs, 5)[1]).toMatchObject({ waitsFor: 'shoot', seats: [3] });
    expect(kinds(bs, 6)).toEqual(['announce', 'decision']);
    expect(beatsAfter(bs, 6)[0]).toMatchObject({ seats: [10], say: 'Seat 3 shoots Seat 10.' });
    expect(beatsAfter(bs, 6)[1]).toMatchObject({ waitsFor: 'badge', seats: [3] });
    expect(beatsAfter(bs, 7)[0]).toMatchObject({ kind: 'lastWords', seats: [3, 10] });
    expect(beatsAfter(bs, 7)[0].say).toContain('The badge goes to Seat 1.');
  });

  it("the white wolf king's take: announced, the taken player's last words (no last words for a self-destruct here)", () => {
    const bs = beats([...NIGHT1, { type: 'sheriff', seat: null }, { type: 'selfDestruct', seat: 12, target: 1 }], WWK, SWWK);
    expect(beatsAfter(bs, 5).map((b) => [b.kind, b.seats])).toEqual([
      ['announce', [12, 1]],
      ['lastWords', [1]],
      ['nightfall', []],
      ['step', [4]],
    ]);
    expect(beatsAfter(bs, 5)[0].say).toBe('Seat 12 self-destructs and takes Seat 1.');
  });

  it('a PK: the tied speak again, the others vote again among them', () => {
    const bs = beats([...NIGHT1, { type: 'sheriff', seat: null }, { type: 'vote', ballots: { 1: 9, 2: 10 } }]);
    const [pk, vote] = beatsAfter(bs, 5);
    expect(pk).toMatchObject({ kind: 'pk', seats: [9, 10], waitsFor: null });
    expect(vote).toMatchObject({ kind: 'vote', waitsFor: 'vote' });
    expect(vote.seats).not.toContain(9);
    expect(vote.say).toContain('Vote again among Seat 9 and Seat 10');
  });

  it('a self-destruct during the election held before the deaths: the deaths are still announced, then night falls', () => {
    const bs = beats([...NIGHT1, { type: 'selfDestruct', seat: 9 }]);
    expect(beatsAfter(bs, 4).map((b) => [b.kind, b.seats])).toEqual([
      ['announce', [9]],
      ['announce', [6]],
      ['lastWords', [6]],
      ['nightfall', []],
      ['step', [4]],
    ]);
  });

  it("the scapegoat dies on a tie and names tomorrow's voters; Millers Hollow shows the cards and holds the election after the discussion", () => {
    const bs = beats(
      [
        { type: 'seer', target: 8 },
        { type: 'wolves', target: 4 },
        { type: 'witch' },
        { type: 'sheriff', seat: null },
        { type: 'vote', ballots: { 1: 8, 2: 9 } },
      ],
      MH,
      SMH,
    );
    expect(kinds(bs, 2)).toEqual(['announce', 'lastWords', 'speeches', 'election']);
    expect(beatsAfter(bs, 2)[0].say).toContain('Seat 4 Villager');
    expect(kinds(bs, 3)).toEqual(['vote']);
    expect(beatsAfter(bs, 4)).toEqual([
      {
        kind: 'exile',
        day: 1,
        say: 'A tie: the scapegoat, Seat 3, goes instead. The cards of the dead: Seat 3 Scapegoat.',
        seats: [3],
        waitsFor: null,
        after: 4,
      },
      { kind: 'decision', day: 1, say: 'Seat 3, name who may vote tomorrow.', seats: [3], waitsFor: 'scapegoat', after: 4 },
    ]);
  });

  it('the end says who won and why', () => {
    const ev: GameEvent[] = [
      ...NIGHT1,
      { type: 'sheriff', seat: null },
      { type: 'exile', seat: 9 },
      { type: 'guard', target: 1 },
      { type: 'wolves', target: 5 },
      { type: 'witch', poison: 10 },
      { type: 'seer', target: 10 },
      { type: 'exile', seat: 11 },
      { type: 'guard', target: 2 },
      { type: 'wolves', target: 7 },
      { type: 'witch' },
      { type: 'seer', target: 12 },
      { type: 'exile', seat: 12 },
    ];
    const bs = beats(ev);
    const last = beatsAfter(bs, 15);
    expect(last.map((b) => b.kind)).toEqual(['exile', 'end']);
    expect(last[1].say).toBe('The game is over: The village wins. Every wolf is out.');
    expect(beats(ev, YNLS, SEATS12, 'zh-CN').at(-1)!.lines[0]).toBe('游戏结束：好人胜利。所有狼人都已出局。');
  });

  it('狼刀在先: the kill that meets the side kill before the poison is said', () => {
    const board: Board = { players: 6, roles: { werewolf: 2, seer: 1, witch: 1, villager: 2 }, rules: { family: 'langrensha', sheriff: false } };
    const seats: RoleId[] = ['seer', 'witch', 'villager', 'villager', 'werewolf', 'werewolf'];
    // Night 1 the seer dies; night 2 the wolves kill the witch (the last god) while she poisons a wolf.
    const ev: GameEvent[] = [
      { type: 'wolves', target: 1 },
      { type: 'witch' },
      { type: 'seer', target: 5 },
      { type: 'exile', seat: 3 },
      { type: 'wolves', target: 2 },
      { type: 'witch', poison: 5 },
    ];
    const record: GameRecord = { board, seats, events: ev };
    const r = replay(record, { keepStates: true });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.winner).toBe('wolves');
    expect(r.state.winReason).toEqual({ code: 'godsDead', killFirst: true });
    expect(beatsOf({ states: r.states!, record }, 'en').at(-1)!.lines[0]).toContain('came first');
  });

  it("the page's beats are the last segment of the verb's", () => {
    const record: GameRecord = { board: YNLS, seats: SEATS12, events: [...NIGHT1, { type: 'sheriff', seat: 1 }] };
    const r = replay(record, { keepStates: true });
    if (!r.ok) throw new Error('fixture');
    const log = { states: r.states!, record };
    expect(currentBeats(log, 'en')).toEqual(beatsOf(log, 'en').filter((b) => b.after === 4));
  });
});

describe('what voice reads', () => {
  it("reads the beat's words without the stage directions, never a tell or an answer", () => {
    const bs = beats(
      [
        { type: 'guard', target: 5 },
        { type: 'wolves', target: 6 },
      ],
      YNLS,
      SEATS12,
      'zh-CN',
    );
    const witch = bs.at(-1)!;
    expect(witch.lines.join()).toContain('（法官指向被刀的玩家）');
    const said = witch.speech.map((u) => u.text).join(' ');
    expect(said).not.toContain('法官指向');
    expect(said).not.toContain('6号');
    for (const b of bs) for (const u of b.speech) for (const { text: x } of b.shows) if (/\d/.test(x)) expect(u.text).not.toContain(x);
  });
});

describe('pkTwice', () => {
  it('the second tie calls the outside PK: the others speak, then vote once more among the tied', () => {
    const board: Board = { ...YNLS, rules: { family: 'langrensha', tieRule: 'pkTwice' } };
    const bs = beats(
      [...NIGHT1, { type: 'sheriff', seat: null }, { type: 'vote', ballots: { 1: 9, 2: 10 } }, { type: 'vote', ballots: { 1: 9, 2: 10 } }],
      board,
    );
    const [pk] = beatsAfter(bs, 6);
    expect(pk.kind).toBe('pk');
    expect(pk.seats).not.toContain(9);
    expect(pk.say).toContain('outside PK');
  });
});

describe('heartbreak by day', () => {
  it('the exiled lover takes the other: both announced, both give last words (heartbreakLastWords)', () => {
    const board: Board = { players: 10, roles: { werewolf: 3, villager: 4, seer: 1, witch: 1, cupid: 1 }, rules: { family: 'langrensha' } };
    const seats: RoleId[] = ['seer', 'witch', 'cupid', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf'];
    const bs = beats(
      [
        { type: 'cupid', lovers: [4, 5] },
        { type: 'wolves', target: 6 },
        { type: 'witch' },
        { type: 'seer', target: 8 },
        { type: 'sheriff', seat: null },
        { type: 'exile', seat: 4 },
      ],
      board,
      seats,
    );
    const [exile, words] = beatsAfter(bs, 5);
    expect(exile).toMatchObject({ kind: 'exile', seats: [4, 5], say: 'Seat 4 is exiled. Also out of the game: Seat 5.' });
    // The cause is never said: heartbreak is the judge's to know.
    expect(exile.say).not.toMatch(/love|heartbreak/);
    expect(words).toMatchObject({ kind: 'lastWords', seats: [4, 5] });
  });
});
