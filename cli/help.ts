// `wolfboard --help` and `wolfboard VERB --help`, in the terminal's language (cli/io terminalLang), like
// every other text of the command. The usage lines are the ones the verbs print on a bad command line.
import type { Lang } from '../lib/i18n';

type Text = Record<Lang, string>;

export interface VerbHelp {
  usage: string;
  /** The one line of `wolfboard --help`. */
  line: string;
  what: Text;
  options: [flag: string, text: Text][];
  exit: Text;
}

const LANG_FLAG: [string, Text] = [
  '--lang zh-CN|zh-TW|en',
  {
    en: "the output's language (default: from LANG; zh, zh_CN and other older spellings are still read)",
    'zh-CN': '输出的语言（默认跟随 LANG；zh、zh_CN 等旧写法仍可用）',
    'zh-TW': '輸出的語言（預設跟隨 LANG；zh、zh_CN 等舊寫法仍可用）',
  },
];
const JSON_FLAG: [string, Text] = [
  '--json',
  {
    en: 'print JSON on stdout instead of the readable report',
    'zh-CN': '在标准输出打印 JSON，而不是给人看的报告',
    'zh-TW': '在標準輸出印出 JSON，而不是給人看的報告',
  },
];

export const HELP = {
  roles: {
    usage: 'usage: wolfboard roles [--json] [--lang zh-CN|zh-TW|en]',
    line: 'the role catalogue: roles [--json] [--lang zh-CN|zh-TW|en]',
    what: {
      en: 'Lists every role: id, names, faction, side-kill group, unique or many.',
      'zh-CN': '列出所有身份：id、名称、阵营、屠边分组、是否唯一。',
      'zh-TW': '列出所有身分：id、名稱、陣營、屠邊分組、是否唯一。',
    },
    options: [JSON_FLAG, LANG_FLAG],
    exit: { en: '0 · 2 a bad command line', 'zh-CN': '0 · 2 命令行有误', 'zh-TW': '0 · 2 命令列有誤' },
  },
  check: {
    usage: 'usage: wolfboard check FILE [--json] [--lang zh-CN|zh-TW|en]',
    line: 'validate a board file: check FILE [--json] [--lang zh-CN|zh-TW|en]',
    what: {
      en: 'Validates a board file: the schema, then every conflict of roles and rules, and the balance score.',
      'zh-CN': '检查板子文件：先查格式，再查身份与规则的每一处冲突，并给出平衡分。',
      'zh-TW': '檢查板子檔案：先查格式，再查身分與規則的每一處衝突，並給出平衡分。',
    },
    options: [JSON_FLAG, LANG_FLAG],
    exit: {
      en: '0 valid · 1 errors found · 2 unreadable, not a board or a bad command line',
      'zh-CN': '0 可以开局 · 1 发现错误 · 2 无法读取、不是板子或命令行有误',
      'zh-TW': '0 可以開局 · 1 發現錯誤 · 2 無法讀取、不是板子或命令列有誤',
    },
  },
  order: {
    usage: 'usage: wolfboard order FILE [--json] [--lang zh-CN|zh-TW|en]',
    line: 'wake order of a board: order FILE [--json] [--lang …]',
    what: {
      en: "Prints the wake order for the first night and the later nights, after the board's night order (狼人杀: the Chinese 12-player order by default; Millers Hollow: the advanced one).",
      'zh-CN': '先写出板子的夜晚顺序（狼人杀默认中文12人局顺序，米勒山谷默认进阶顺序），再打印首夜与之后各夜的睁眼顺序。',
      'zh-TW': '先寫出板子的夜晚順序（狼人殺預設中文12人局順序，米勒山谷預設進階順序），再印出首夜與之後各夜的睜眼順序。',
    },
    options: [JSON_FLAG, LANG_FLAG],
    exit: {
      en: '0 · 2 unreadable, not a board or a bad command line',
      'zh-CN': '0 · 2 无法读取、不是板子或命令行有误',
      'zh-TW': '0 · 2 無法讀取、不是板子或命令列有誤',
    },
  },
  script: {
    usage: 'usage: wolfboard script FILE [--lang zh-CN|zh-TW|en]',
    line: "the judge's script: script FILE [--lang zh-CN|zh-TW|en]",
    what: {
      en: "Prints the judge's script for the board, as Markdown.",
      'zh-CN': '以 Markdown 打印这块板子的法官台本。',
      'zh-TW': '以 Markdown 印出這塊板子的法官台本。',
    },
    options: [LANG_FLAG],
    exit: {
      en: '0 · 2 unreadable, not a board or a bad command line',
      'zh-CN': '0 · 2 无法读取、不是板子或命令行有误',
      'zh-TW': '0 · 2 無法讀取、不是板子或命令列有誤',
    },
  },
  replay: {
    usage: 'usage: wolfboard replay FILE [--json] [--lang zh-CN|zh-TW|en]',
    line: 'replay a game record: replay FILE [--json]',
    what: {
      en: 'Replays a game record and prints the winner, the living, the sheriff and the deaths.',
      'zh-CN': '回放一局的记录，打印胜方、存活者、警长和每一次出局。',
      'zh-TW': '回放一局的記錄，印出勝方、存活者、警長和每一次出局。',
    },
    options: [JSON_FLAG, LANG_FLAG],
    exit: {
      en: '0 · 1 an illegal event · 2 unreadable, not a record or a bad command line',
      'zh-CN': '0 · 1 有不合规则的事件 · 2 无法读取、不是记录或命令行有误',
      'zh-TW': '0 · 1 有不合規則的事件 · 2 無法讀取、不是記錄或命令列有誤',
    },
  },
  beats: {
    usage: 'usage: wolfboard beats FILE [--lang zh-CN|zh-TW|en] [--json]',
    line: "a game record as the judge's spoken beats: beats FILE [--json] [--lang …]",
    what: {
      en: "Prints a game record as the judge's spoken beats (the words to say, who they concern, what each waits for), up to the next beat that waits for an event: what the moderator page shows now.",
      'zh-CN': '把一局的记录按法官要念的段落打印出来（要说的话、涉及谁、等待什么），直到下一个等待记录的段落为止：即主持页面此刻显示的内容。',
      'zh-TW': '把一局的記錄按法官要念的段落印出來（要說的話、涉及誰、等待什麼），直到下一個等待記錄的段落為止：即主持頁面此刻顯示的內容。',
    },
    options: [JSON_FLAG, LANG_FLAG],
    exit: {
      en: '0 · 1 an illegal event · 2 unreadable, not a record or a bad command line',
      'zh-CN': '0 · 1 有不合规则的事件 · 2 无法读取、不是记录或命令行有误',
      'zh-TW': '0 · 1 有不合規則的事件 · 2 無法讀取、不是記錄或命令列有誤',
    },
  },
  simulate: {
    usage: 'usage: wolfboard simulate FILE --games N --seed S [--policy heuristic|random] [--json] [--lang zh-CN|zh-TW|en]',
    line: 'play many games: simulate FILE --games N --seed S [--policy heuristic|random] [--json]',
    what: {
      en: 'Plays many games of the board to estimate who it favours: win rates, game length, deaths per role.',
      'zh-CN': '把这块板子模拟很多局，估计它偏向哪一方：胜率、对局长度、各身份的出局情况。',
      'zh-TW': '把這塊板子模擬很多局，估計它偏向哪一方：勝率、對局長度、各身分的出局情況。',
    },
    options: [
      [
        '--games N',
        {
          en: 'how many games (default 10000, as in the lab)',
          'zh-CN': '模拟的局数（默认 10000，与实验室相同）',
          'zh-TW': '模擬的局數（預設 10000，與實驗室相同）',
        },
      ],
      [
        '--seed S',
        {
          en: 'the seed: the same seed plays the same games (default 1)',
          'zh-CN': '随机种子：同一种子下对局相同（默认 1）',
          'zh-TW': '隨機種子：同一種子下對局相同（預設 1）',
        },
      ],
      [
        '--policy heuristic|random',
        {
          en: 'how the players choose: heuristic, a cautious table (the default, as in the lab), or random (named in the output)',
          'zh-CN': '玩家的决策方式：heuristic 谨慎的牌桌（默认，与实验室相同）或 random 随机（输出中注明）',
          'zh-TW': '玩家的決策方式：heuristic 謹慎的牌桌（預設，與實驗室相同）或 random 隨機（輸出中註明）',
        },
      ],
      JSON_FLAG,
      LANG_FLAG,
    ],
    exit: {
      en: '0 · 1 an illegal event in a game · 2 unreadable, not a board or a bad command line',
      'zh-CN': '0 · 1 对局中出现不合规则的事件 · 2 无法读取、不是板子或命令行有误',
      'zh-TW': '0 · 1 對局中出現不合規則的事件 · 2 無法讀取、不是板子或命令列有誤',
    },
  },
} satisfies Record<string, VerbHelp>;

export type Verb = keyof typeof HELP;
export const isVerb = (v: string): v is Verb => Object.hasOwn(HELP, v);

const HEAD = {
  usage: { en: 'usage: wolfboard VERB …', 'zh-CN': '用法：wolfboard 动词 …', 'zh-TW': '用法：wolfboard 動詞 …' },
  usageWord: { en: 'usage: ', 'zh-CN': '用法：', 'zh-TW': '用法：' },
  more: {
    en: 'wolfboard VERB --help: the options of one verb.',
    'zh-CN': 'wolfboard 动词 --help：查看一个动词的选项。',
    'zh-TW': 'wolfboard 動詞 --help：查看一個動詞的選項。',
  },
  options: { en: 'options:', 'zh-CN': '选项：', 'zh-TW': '選項：' },
  help: { en: 'this help', 'zh-CN': '显示本帮助', 'zh-TW': '顯示本說明' },
  exit: { en: 'exit codes: ', 'zh-CN': '退出码：', 'zh-TW': '結束代碼：' },
};

/** `wolfboard --help`: every verb, one line each. */
export function commandHelp(lang: Lang): string {
  const verbs = Object.entries(HELP).map(([v, h]) => `  ${v.padEnd(9)} ${lang === 'en' ? h.line : h.what[lang]}`);
  return [HEAD.usage[lang], '', ...verbs, '', HEAD.more[lang]].join('\n');
}

/** `wolfboard VERB --help`: its usage, what it does, its options and exit codes. */
export function verbHelp(verb: Verb, lang: Lang): string {
  const h: VerbHelp = HELP[verb];
  const options = [...h.options, ['-h, --help', HEAD.help] as [string, Text]];
  const width = Math.max(...options.map(([flag]) => flag.length)) + 2;
  return [
    h.usage.replace(/^usage: /, HEAD.usageWord[lang]),
    '',
    h.what[lang],
    '',
    HEAD.options[lang],
    ...options.map(([flag, text]) => `  ${flag.padEnd(width)}${text[lang]}`),
    '',
    `${HEAD.exit[lang]}${h.exit[lang]}`,
  ].join('\n');
}
