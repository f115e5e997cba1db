// `wolfboard replay FILE [--json] [--lang zh-CN|zh-TW|en]`: replays a game record (issue 5 item 6).
//
// Exit codes: 0 the record replays to its last event; 1 an illegal event (its index from 0 and why);
// 2 the file is unreadable or not a record (missing, over 1 MB, not JSON, breaks schemas/game.schema.json,
// seats or bottom that don't match the board, a bottom thiefBottomControl forbids) or a usage error.
//
// --json prints to stdout:
//   replayed (exit 0):   { "winner": "village"|"wolves"|"lovers"|"piper"|"draw"|null, "alive": [seats],
//                          "sheriff": seat|null, "deaths": [ { "seat", "cause", "night"|"day": n } ] }
//   illegal (exit 1):    { "error": { "event": INDEX_FROM_0, "message" } }
//   not a record (2):    { "error": { "message", "problems": [ { "path", "message" } ] } }  (+ the problems on stderr)
// Without --json: a readable report in the terminal's language. Never a stack trace.
import type { Lang } from '../../lib/i18n';
import { replay, summary, type EngineError, type GameState, type Summary } from '../../lib/engine';
import { plainText } from '../../lib/ui-text';
import { LANG_PROBLEM, langOption, parseArgs, type Io } from '../io';
import { readRecordFile } from '../read-record';

const USAGE = 'usage: wolfboard replay FILE [--json] [--lang zh-CN|zh-TW|en]';

// Typed over every winner and death cause of the summary schema: a new one without words is a type error.
const WINNER: Record<NonNullable<Summary['winner']>, { en: string; zh: string }> = {
  village: { en: 'the village', zh: '好人' },
  wolves: { en: 'the wolves', zh: '狼人' },
  lovers: { en: 'the lovers', zh: '情侣' },
  piper: { en: 'the piper', zh: '吹笛者' },
  cursedFox: { en: 'the cursed fox', zh: '咒狐' },
  draw: { en: 'a draw', zh: '平局' },
};
const CAUSE: Record<Summary['deaths'][number]['cause'], { en: string; zh: string }> = {
  wolves: { en: 'killed by the wolves', zh: '被狼刀' },
  poison: { en: 'poisoned', zh: '被毒' },
  shot: { en: 'shot', zh: '被枪杀' },
  exile: { en: 'exiled', zh: '被放逐' },
  heartbreak: { en: 'died for love', zh: '殉情' },
  selfDestruct: { en: 'self-destructed', zh: '自爆' },
  whiteWolfKing: { en: 'taken by the white wolf king', zh: '被白狼王带走' },
  wolfBeauty: { en: 'died with the wolf beauty', zh: '随狼美人出局' },
  scapegoat: { en: 'died as the scapegoat', zh: '替罪羊出局' },
  withElder: { en: 'left with the elder', zh: '随长老出局' },
  duel: { en: 'died in a duel', zh: '决斗出局' },
  dream: { en: 'died of the dream', zh: '梦死' },
  reflect: { en: 'struck back by the spirit knight', zh: '被恶灵骑士反伤' },
  hunt: { en: "died in the witcher's hunt", zh: '被猎魔人狩猎出局' },
  checked: { en: 'died when checked (the cursed fox)', zh: '被查验出局（咒狐）' },
};

function text(sum: Summary, s: GameState, lang: Lang): string {
  const zh = lang !== 'en';
  const t = (x: { en: string; zh: string }) => (zh ? x.zh : x.en);
  const lines: string[] = [];
  const where = s.phase === 'night' ? (zh ? `第${s.night}夜` : `night ${s.night}`) : zh ? `第${s.day}天` : `day ${s.day}`;
  lines.push(zh ? `已回放 ${s.events} 个事件（${where}）。` : `Replayed ${s.events} event${s.events === 1 ? '' : 's'} (${where}).`);
  lines.push(sum.winner ? (zh ? `胜方：${t(WINNER[sum.winner])}` : `Winner: ${t(WINNER[sum.winner])}`) : zh ? '游戏尚未结束。' : 'The game is not over.');
  lines.push(`${zh ? '存活' : 'Alive'}: ${sum.alive.join(', ') || '—'}`);
  lines.push(`${zh ? '警长' : 'Sheriff'}: ${sum.sheriff ?? '—'}`);
  for (const d of sum.deaths) {
    const when = 'night' in d ? (zh ? `第${d.night}夜` : `night ${d.night}`) : zh ? `第${d.day}天` : `day ${d.day}`;
    lines.push(zh ? `  ${d.seat}号：${when}${t(CAUSE[d.cause])}` : `  seat ${d.seat}: ${t(CAUSE[d.cause])}, ${when}`);
  }
  return lines.join('\n');
}

function errorText(e: EngineError, type: string, lang: Lang): string {
  return plainText(
    {
      en: `illegal event ${e.event} ("${type}", counting from 0): ${e.message}`,
      zh: `第 ${e.event} 个事件（"${type}"，从 0 数）不合规则：${e.messageZh ?? e.message}`,
    },
    lang,
  );
}

export async function run(args: string[], io: Io): Promise<number> {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', lang: 'string' });
  if (positionals.length !== 1) {
    io.err(USAGE);
    return 2;
  }
  const lang = langOption(flags.lang, io.env);
  if (!lang) {
    io.err(`wolfboard replay: ${LANG_PROBLEM}\n${USAGE}`);
    return 2;
  }
  const json = flags.json === true;
  const path = positionals[0];
  const record = readRecordFile('replay', path, io, lang, json);
  if (record === 2) return 2;
  const r = replay(record);
  if (!r.ok) {
    const type = record.events[r.error.event]?.type ?? '?';
    if (json) io.out(JSON.stringify({ error: { event: r.error.event, message: r.error.message } }, null, 2));
    else io.err(`wolfboard replay: ${path}: ${errorText(r.error, type, lang)}`);
    return 1;
  }
  const sum = summary(r.state);
  io.out(json ? JSON.stringify(sum, null, 2) : text(sum, r.state, lang));
  return 0;
}
