// The judge's script of a board as a language-neutral document (every text in zh-CN, zh-TW and en):
// setup, house rules, night 1, day 1, later nights and days, moments at any time, win conditions.
// Every line is picked by the board's rules (data/script.json); role night lines come from the catalogue.
import type { Board } from '../generated/board';
import type { TextRef } from '../i18n';
import type { CardId } from '../catalogue/card-role';
import { cardIdsOf, rolesOf } from '../catalogue/custom';
import { cardCount, cardsOnBoard, deckSize } from '../order/board-cards';
import { hasBottomCards } from '../powers/cards';
import { resolveRules, type ResolvedRules } from '../catalogue/rules';
import { generateOrder } from '../order/generate';
import { stepRules } from '../order/step-rules';
import type { NightPlan, PlanStep } from '../order/types';
import { boardNames } from '../catalogue/presets';
import { boardHeader } from './header';
import { houseRuleLines } from './house-rules';
import { cardText, lineOf, say } from './lines';
import { capitalized, join, plain, type Loc } from './loc';
import { winLines } from './win';
import { cardsOfLine, lineOnBoard } from './line-powers';

export interface ScriptItem {
  /** Bold lead (a step's name, a rule's label). */
  label?: Loc;
  text?: Loc;
  sub: Loc[];
}
export type SectionId = 'setup' | 'houseRules' | 'day0' | 'night1' | 'day1' | 'nightN' | 'dayN' | 'anytime' | 'win';
export interface ScriptSection {
  id: SectionId;
  title: Loc;
  /** Night sections are numbered lists (the wake order). */
  numbered: boolean;
  items: ScriptItem[];
}
export interface JudgeScript {
  title: Loc;
  /** The board line: players and family. */
  meta: Loc;
  /** The night order the board wakes in ("Night order: Chinese 12-player"). */
  order: Loc;
  sections: ScriptSection[];
  plan: NightPlan;
}

const item = (text: Loc, sub: Loc[] = []): ScriptItem => ({ text, sub });

/** The deck, card by card with its count: the catalogue's cards, then the board's custom ones. */
function roleList(board: Board): Loc {
  const names = rolesOf(board);
  const parts = cardIdsOf(board)
    .filter((r) => cardCount(board, r) > 0)
    .map((r) => say('count', undefined, { name: cardText(names[r].name), n: cardCount(board, r) }));
  return join(parts, lineOf('listSep'));
}

/** A card's name on this board (a custom card's inline words, marked where untranslated). */
export function cardNameLoc(board: Pick<Board, 'customRoles'>, id: CardId): Loc {
  return cardText(rolesOf(board)[id].name);
}

/** The names of these cards, as a list. */
export function cardNames(cards: readonly { name: TextRef }[]): Loc {
  return join(
    cards.map((c) => cardText(c.name)),
    lineOf('listSep'),
  );
}

/** What the judge does when the step's card may be absent (the step's absent flags), or null when the step has no such handling. */
export function absentLine(a: PlanStep['absent']): Loc | null {
  if (!a.handling) return null;
  const cases = [a.bottom && lineOf('absent.bottom'), a.dead && lineOf('absent.dead'), a.powerless && lineOf('absent.powerless')].filter((x): x is Loc => !!x);
  return say('absent.prefix', undefined, { cases: join(cases, lineOf('absent.or')), handling: lineOf('absent.handling', undefined, a.handling) });
}

/** The nights a step is called on, as tags: night 1 only, from night 2, or its cadence (nights 1, 3, 5…). */
export function nightTags(step: Pick<PlanStep, 'nights' | 'every'>): Loc[] {
  if (step.nights === 'first') return [lineOf('tag.first')];
  const n = step.every;
  // From night 2 at a cadence (the white werewolf's even nights): nights 2, 2 + n, 2 + 2n….
  if (step.nights === 'afterFirst') return n > 1 ? [say('tag.every', undefined, { a: 2, b: 2 + n, c: 2 + 2 * n })] : [lineOf('tag.afterFirst')];
  return n > 1 ? [say('tag.every', undefined, { a: 1, b: 1 + n, c: 1 + 2 * n })] : [];
}

/** A step as one script item: name and tags, what the judge says, then reminders. */
export function stepItem(step: PlanStep, plan: PlanStep[]): ScriptItem {
  const tags: Loc[] = nightTags(step);
  if (step.during) {
    const host = plan.find((s) => s.id === step.during);
    if (host) tags.push(say('tag.during', undefined, { step: host.wake }));
  }
  const wake = capitalized(step.wake);
  const label = tags.length ? say('tagged', undefined, { wake, tags: join(tags, lineOf('listSep')) }) : wake;
  const said = [say('say', undefined, { text: step.line })];
  if (step.closeLine) said.push(say('say', undefined, { text: step.closeLine }));
  const sub: Loc[] = [];
  // A catalogue note that names house rules lists every variant, not this board's (role data noteCitesRules):
  // the script says the board's own rule lines instead (lib/order/step-rules).
  if (step.note && !step.noteCitesRules) sub.push(step.note);
  sub.push(...step.rules);
  const absent = absentLine(step.absent);
  if (absent) sub.push(absent);
  return { label, text: join(said, plain(' … ')), sub };
}

function setupSection(board: Board, rules: ResolvedRules): ScriptItem[] {
  const out = [item(say('setup.cards', rules, { total: deckSize(board), list: roleList(board) }))];
  // The bottom cards: only with a card that takes one of them (the thief).
  if (hasBottomCards(board)) {
    out.push(item(say('setup.thief', rules, { players: board.players, total: board.players + 2 }), [say('setup.thiefBottomControl', rules)]));
  }
  out.push(
    item(say('setup.deal')),
    item(say('setup.notes')),
    item(say('setup.reveal', rules)),
    item(say('setup.callAbsent', rules)),
    item(say('setup.sheriff', rules)),
  );
  return out;
}

function electionItems(board: Board, rules: ResolvedRules): ScriptItem[] {
  const sub = [say('day.sheriff.tie', rules)];
  // What a self-destruct during the election does: electionSelfDestruct (Basic Rules 三1(5) vs second rules 5(1)).
  if (rules.selfDestruct) sub.push(say('day.sheriff.selfDestruct', rules));
  // 吞毒 (poisonedWolfSelfDestruct): only in the election held before the night's deaths are announced.
  if (rules.selfDestruct && rules.sheriffElection === 'day1BeforeDeaths') sub.push(say('day.sheriff.poisonedSelfDestruct', rules));
  // The white wolf king's own election rule (whiteWolfKingElectionDestruct): the card that takes a player when it self-destructs.
  if (rules.selfDestruct && lineOnBoard('day.sheriff.whiteWolfKing', board, rules)) sub.push(say('day.sheriff.whiteWolfKing', rules));
  sub.push(say('day.sheriff.weight', rules, { weight: rules.sheriffVote }));
  return [item(say('day.sheriff.when', rules), [say('day.sheriff.run'), ...sub])];
}

/** `sheriffNow`: a sheriff may already be elected when the speeches start. */
function voteItems(board: Board, rules: ResolvedRules, day: 1 | 'N', sheriffNow: boolean): ScriptItem[] {
  const has = (key: string) => lineOnBoard(key, board, rules);
  const speak = sheriffNow ? [say('day.speak.sheriff'), say('day.speak.noSheriff')] : [say('day.speak.noSheriff')];
  const voteSub: Loc[] = [];
  if (has('day.vote.lovers')) voteSub.push(say('day.vote.lovers'));
  if (rules.sheriff) voteSub.push(say('day.sheriff.ties', rules));
  // The tie-break is the sheriff's decisive vote: never his own lover (docs/rules.md, Cupid).
  if (has('day.vote.loversTieBreak') && rules.sheriff && rules.sheriffBreaksTies) voteSub.push(say('day.vote.loversTieBreak'));
  voteSub.push(say('day.tie', rules));
  if (has('day.tie.scapegoat')) voteSub.push(say('day.tie.scapegoat'));
  if (has('day.exile.idiot')) voteSub.push(say('day.exile.idiot'));
  if (has('day.exile.prince')) voteSub.push(say('day.exile.prince', rules));
  // The crow's curse: announced at the vote, its extra votes in the count (crowPenalty).
  if (has('day.vote.crow')) voteSub.push(say('day.vote.crow', rules));
  voteSub.push(exileLastWords(rules, day));
  // The stuttering judge's sign: after the exile and its decisions, before night falls.
  if (has('day.secondVote')) voteSub.push(say('day.secondVote', rules));
  // The duel belongs to the exile speeches, before the vote.
  const duel = has('day.speak.duel') ? [say('day.speak.duel', rules)] : [];
  return [item(speak[0], [...speak.slice(1), say('day.speak.rules'), ...duel]), item(say('day.vote'), voteSub), item(say('day.nightfall'))];
}

function exileLastWords(rules: ResolvedRules, day: 1 | 'N'): Loc {
  return say(day === 1 ? 'day.lastWords.exile1' : 'day.lastWords.exileN', rules, { n: rules.lastWordsCount });
}

function deathItems(rules: ResolvedRules, day: 1 | 'N'): ScriptItem[] {
  return [
    item(say('day.deaths'), [
      say('day.deaths.reveal', rules),
      say('day.skillFirst', rules),
      say(day === 1 ? 'day.lastWords.night1' : 'day.lastWords.nightN', rules, { n: rules.lastWordsCount }),
    ]),
  ];
}

function day1Section(board: Board, rules: ResolvedRules): ScriptItem[] {
  const out: ScriptItem[] = [];
  const e = rules.sheriff ? rules.sheriffElection : null;
  // A public card (the villager-villager) is announced first, before the election and the deaths.
  if (lineOnBoard('day.publicCard', board, rules)) out.push(item(say('day.publicCard')));
  if (e === 'day1BeforeDeaths') out.push(...electionItems(board, rules));
  if (e === 'day2') out.push(item(say('day.sheriff.none1')));
  out.push(...deathItems(rules, 1));
  // On day 1 the speeches have a sheriff only when the election came before them.
  const vote = voteItems(board, rules, 1, e === 'day1BeforeDeaths');
  if (e === 'day1AfterDiscussion') out.push(vote[0], ...electionItems(board, rules), ...vote.slice(1));
  else out.push(...vote);
  return out;
}

function dayNSection(board: Board, rules: ResolvedRules): ScriptItem[] {
  const out: ScriptItem[] = [];
  if (rules.sheriff && rules.sheriffElection === 'day2') out.push(...electionItems(board, rules));
  // A postponed election is held again the next day (electionSelfDestruct postpone, docs/rules.md); with the same
  // candidates or afresh (electionAfterSelfDestruct).
  if (rules.sheriff && rules.selfDestruct && rules.electionSelfDestruct === 'postpone') out.push(item(say('dayN.sheriff.postponed', rules)));
  out.push(...deathItems(rules, 'N'), item(say('dayN.order'), [exileLastWords(rules, 'N')]));
  return out;
}

type Has = (key: string) => boolean;

/** Self-destruct: the wolf cards that cannot, its last words, the white wolf king's taking one along. */
function selfDestructItem(board: Board, rules: ResolvedRules, has: Has): ScriptItem {
  const sd: Loc[] = [];
  if (rules.selfDestruct) {
    // The wolf cards dealt that cannot self-destruct: those without the power, as the engine reads it
    // (lib/powers/self-destruct; docs/rules.md, Self-destruct).
    const wolves = cardsOnBoard(board, rules).filter((c) => c.faction === 'wolves');
    const may = cardsOfLine('any.selfDestruct.except', board, rules, wolves);
    const cannot = wolves.filter((c) => !may.includes(c));
    if (cannot.length) sd.push(say('any.selfDestruct.except', rules, { names: cardNames(cannot) }));
    sd.push(say('any.selfDestructLastWords', rules));
    if (has('any.whiteWolfKing')) sd.push(say('any.whiteWolfKing', rules), say('any.whiteWolfKingTargetLastWords', rules));
  }
  return item(say('any.selfDestruct', rules), sd);
}

/** The shot on death is one power; its card's parameter says whose rules it follows. */
function hunterItem(rules: ResolvedRules, has: Has): ScriptItem | null {
  if (!has('any.hunter')) return null;
  // Dying for love needs someone to die for: cupid's lovers (link) or the wolf beauty's charm.
  const love = has('any.hunterHeartbreak') ? [say('any.hunterHeartbreak', rules)] : [];
  // Taken by another shot or by the white wolf king (shotChains): only with a card that takes him so.
  const chain = has('any.shotChains') ? [say('any.shotChains', rules)] : [];
  // Poisoned needs a poison: a card with the potions.
  const poison = has('any.hunterPoison') ? [say('any.hunterPoison', rules)] : [];
  return item(say('any.hunter'), [...poison, ...love, ...chain]);
}

function wolfKingItem(board: Board, rules: ResolvedRules, has: Has): ScriptItem | null {
  if (!has('any.wolfKing')) return null;
  // Shot by the hunter (wolfKingShootsWhenShot): only with a hunter's shot on the board.
  // The causes that keep him from shooting, each said only with its card on the board: the night ones are his
  // step's reminders (data/script.json stepNotes), the day ones the duel and the self-destruct.
  const sub = stepRules('wolfKing', board, rules, 'later');
  if (has('any.wolfKing.duel')) sub.push(say('any.wolfKing.duel'));
  if (rules.selfDestruct) sub.push(say('any.wolfKing.selfDestruct'));
  if (has('any.wolfKingShot')) sub.push(say('any.wolfKingShot', rules));
  return item(say('any.wolfKing'), sub);
}

function elderItem(rules: ResolvedRules, has: Has): ScriptItem | null {
  if (!has('any.elder')) return null;
  const sub: Loc[] = [];
  // The antidote on the attacked elder (elderAntidote, docs/rules.md, Contradictions and unclear points in the sources): only with a witch to give it.
  if (has('any.elderAntidote')) sub.push(say('any.elderAntidote', rules));
  if (has('any.elderIdiot')) sub.push(say('any.elderIdiot', rules));
  return item(say('any.elder'), sub);
}

/**
 * The blood moon apostle: his self-destruct seals the night; exiled as the last wolf he lives to dawn. The sealed
 * night names the good cards it silences: a witch not told the victim, a shooter who cannot shoot (the good
 * side's powers, as lib/powers/seal blocks them).
 */
function bloodMoonItem(board: Board, rules: ResolvedRules, has: Has): ScriptItem | null {
  if (!has('any.bloodMoon')) return null;
  const good = cardsOnBoard(board, rules).filter((c) => c.faction === 'village');
  const potions = cardsOfLine('any.bloodMoon.potions', board, rules, good);
  const shooters = cardsOfLine('any.bloodMoon.shot', board, rules, good);
  const sub: Loc[] = [];
  if (potions.length) sub.push(say('any.bloodMoon.potions', rules, { names: cardNames(potions) }));
  if (shooters.length) sub.push(say('any.bloodMoon.shot', rules, { names: cardNames(shooters) }));
  if (has('any.bloodMoonExiled')) sub.push(say('any.bloodMoonExiled'));
  return item(say('any.bloodMoon'), sub);
}

/** A line said at any time when a dealt card has its power, with the lines under it. */
const when = (has: Has, key: string, made: () => ScriptItem): ScriptItem | null => (has(key) ? made() : null);

function anytimeSection(board: Board, rules: ResolvedRules): ScriptItem[] {
  const has: Has = (key) => lineOnBoard(key, board, rules);
  const items: (ScriptItem | null)[] = [
    selfDestructItem(board, rules, has),
    hunterItem(rules, has),
    // The bear tamer's morning growl (and for a tamer playing for the wolves), the rusty sword's tetanus and when it kills.
    when(has, 'any.bearTamer', () => item(say('any.bearTamer'), [say('any.bearInfected', rules)])),
    when(has, 'any.rustySword', () => item(say('any.rustySword'), [say('any.rustySwordDeath', rules)])),
    wolfKingItem(board, rules, has),
    when(has, 'any.idiot', () => item(say('any.idiot'), rules.sheriff ? [say('any.idiotSheriff', rules)] : [])),
    when(has, 'any.prince', () => item(say('any.prince', rules))),
    elderItem(rules, has),
    rules.sheriff ? item(say('any.badge')) : null,
    when(has, 'any.lovers', () => item(say('any.lovers'), [say('any.heartbreakLastWords', rules)])),
    // Whether her night death takes the charmed too (wolfBeautyNightDeathTakesCharmed).
    when(has, 'any.wolfBeauty', () => item(say('any.wolfBeauty'), [say('any.wolfBeautyNightDeath', rules)])),
    // The card that cannot die at night (the demon; trait nightImmune). The card that reflects (the spirit
    // knight) is night-immune too, and has its own line.
    when(has, 'any.spiritKnight', () => item(say('any.spiritKnight'))),
    when(has, 'any.demon', () => item(say('any.demon'))),
    when(has, 'any.wildChild', () => item(say('any.wildChild'))),
    when(has, 'any.littleGirl', () => item(say('any.littleGirl'))),
    bloodMoonItem(board, rules, has),
  ];
  return items.filter((x): x is ScriptItem => x !== null);
}

export function buildScript(board: Board, resolved?: ResolvedRules): JudgeScript {
  const rules = resolved ?? resolveRules(board.rules);
  const plan = generateOrder(board, rules);
  const section = (id: SectionId, items: ScriptItem[], numbered = false): ScriptSection => ({ id, title: lineOf(`h.${id}`), numbered, items });
  // A preset's name is said in the script's language (预女猎守 → Seer, Witch, Hunter, Guard (12)).
  const name = boardNames(board) ?? lineOf('unnamed');
  return {
    title: say('title', rules, { name }),
    ...boardHeader(board, rules),
    plan,
    sections: [
      section('setup', setupSection(board, rules)),
      section(
        'houseRules',
        houseRuleLines(board, rules).map((h) => ({ label: h.label, text: h.value, sub: [] })),
      ),
      // A card that opens the game with a vote (the angel): day 0 before the first night (docs/rules.md, the angel).
      ...(lineOnBoard('day0.vote', board, rules) ? [section('day0', [item(say('marker.dayZero.line')), item(say('day0.vote'))])] : []),
      section(
        'night1',
        plan.firstNight.map((s) => stepItem(s, plan.firstNight)),
        true,
      ),
      section('day1', day1Section(board, rules)),
      section(
        'nightN',
        plan.otherNights.map((s) => stepItem(s, plan.otherNights)),
        true,
      ),
      section('dayN', dayNSection(board, rules)),
      section('anytime', anytimeSection(board, rules)),
      section(
        'win',
        winLines(board, rules).map((l) => item(l)),
      ),
    ],
  };
}
