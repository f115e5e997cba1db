// The angel on the moderator page and in the printed script: the game opens with day 0, its speeches and exile
// vote before the first night, no election, no dawn said; the angel's win ends it (docs/rules.md, the angel).
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { beatsOf } from '../../lib/moderator/beats';
import { buildScript } from '../../lib/script/build';
import { sectionText } from '../script/helpers';
import { log } from './helpers';

const board = (rules: Board['rules'] = { sheriff: true }): Board => ({
  players: 8,
  roles: { angel: 1, seer: 1, witch: 1, hunter: 1, werewolf: 2, villager: 2 },
  rules,
});
const SEATS: RoleId[] = ['angel', 'seer', 'witch', 'hunter', 'werewolf', 'werewolf', 'villager', 'villager'];
const EXILE_8: GameEvent = { type: 'vote', ballots: { '1': 8, '2': 8, '3': 8, '4': 8, '5': 8, '6': 8, '7': 1 } };
const EXILE_1: GameEvent = { type: 'vote', ballots: { '2': 1, '3': 1, '4': 1, '5': 1, '6': 1, '7': 8, '8': 7 } };

describe('the angel', () => {
  it('opens the game with day 0: the opening words, the speeches and the exile vote, no election and no dawn', () => {
    const beats = beatsOf(log([], board(), SEATS), 'en');
    expect(beats[0].day).toBe(0);
    expect(beats[0].lines[0]).toBe('Everyone, open your eyes. This game opens with a day: speeches, then an exile vote, then night falls.');
    expect(beats.map((b) => b.kind)).not.toContain('sheriff');
    expect(beats.flatMap((b) => b.lines).join(' ')).not.toContain('Dawn');
    expect(beats[beats.length - 1].waitsFor).toBe('vote');
  });

  it('falls night after the opening exile and its last words, and elects the sheriff on day 1', () => {
    const beats = beatsOf(log([EXILE_8, { type: 'wolves', target: 7 }, { type: 'witch' }, { type: 'seer', target: 5 }], board(), SEATS), 'zh-CN');
    const kinds = beats.map((b) => `${b.kind}@${b.night ?? b.day}`);
    expect(kinds.indexOf('lastWords@0')).toBeGreaterThan(-1);
    expect(kinds.indexOf('nightfall@1')).toBeGreaterThan(kinds.indexOf('lastWords@0'));
    expect(beats[beats.length - 1].waitsFor).toBe('sheriff');
  });

  it('ends the game when the opening vote exiles him: the angel wins', () => {
    const beats = beatsOf(log([EXILE_1], board(), SEATS), 'zh-CN');
    const end = beats[beats.length - 1];
    expect(end.kind).toBe('end');
    expect(end.title + end.lines.join('')).toContain('天使获胜');
  });

  it('prints a day-0 section before the first night only when the board has him', () => {
    const s = buildScript(board());
    const ids = s.sections.map((x) => x.id);
    expect(ids.indexOf('day0')).toBe(ids.indexOf('night1') - 1);
    expect(sectionText(s, 'day0', 'zh-CN')).toContain('再次平票则无人出局');
    const none = buildScript({ ...board(), roles: { ...board().roles, angel: 0, villager: 3 } });
    expect(none.sections.map((x) => x.id)).not.toContain('day0');
  });
});
