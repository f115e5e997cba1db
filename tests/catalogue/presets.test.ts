// Presets have names in the three languages, and a board carrying a preset's name is shown under it
// in the reader's language (the moderator, the printed sheet and script, the lab, the CLI).
import { describe, expect, it } from 'vitest';
import { boardNames, boardTitle, PRESETS as PRESET_IDS } from '../../lib/catalogue/presets';
import { withTexts } from '../texts';

const PRESETS = withTexts(PRESET_IDS);
import { buildScript } from '../../lib/script/build';
import { scriptMarkdown } from '../../lib/script/markdown';

describe('preset names', () => {
  it('every preset is named in zh-CN, zh-TW and en, and no two share a name', () => {
    const seen = new Set<string>();
    for (const p of PRESETS) {
      for (const l of ['zh-CN', 'zh-TW', 'en'] as const) {
        expect(p.name[l].trim()).not.toBe('');
        expect(seen.has(`${l}:${p.name[l]}`)).toBe(false);
        seen.add(`${l}:${p.name[l]}`);
      }
      // The English name is English: no Chinese characters in it.
      expect(p.name.en).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("a board with a preset's name takes the preset's name in each language", () => {
    const shou = PRESETS.find((p) => p.id === 'yu-nv-lie-shou')!;
    expect(boardTitle(shou.board, 'en')).toBe('Seer, Witch, Hunter, Guard (12)');
    expect(boardTitle(shou.board, 'zh-TW')).toBe('預女獵守');
    expect(boardTitle({ name: 'Seer, Witch, Hunter, Guard (12)' }, 'zh-CN')).toBe('预女猎守');
    expect(boardNames({ name: '我们的板子' })).toEqual({ en: '我们的板子', 'zh-CN': '我们的板子', 'zh-TW': '我们的板子' });
    expect(boardTitle({}, 'en')).toBeNull();
    expect(scriptMarkdown(buildScript(shou.board), 'en')).toMatch(/^# Judge's script: Seer, Witch, Hunter, Guard \(12\)/);
  });
});
