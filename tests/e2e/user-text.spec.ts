// Every page's text, in every language, holds no internal word: no file name, no
// "Basic Rules", no mark of an internal document, no internal document's name, no rule key or role id as
// code spells it. The same checker as the unit scan (tests/user-text/scan.ts); the code words are read
// from data/ here (Playwright's loader takes no JSON modules). Texts: the page's text nodes (every
// language's spans and the folded explanations included) and its titles, labels and alt texts.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeWords, offenceFinder } from '../user-text/scan';

const DATA = join(import.meta.dirname, '..', '..', 'data');
const rules = JSON.parse(readFileSync(join(DATA, 'house-rules.json'), 'utf8')) as Record<string, { values?: Record<string, unknown> }>;
const keys = Object.keys(rules).filter((k) => !k.startsWith('$'));
const roleIds = readdirSync(join(DATA, 'roles')).map((f) => f.replace(/\.json$/, ''));
const offences = offenceFinder(codeWords([...keys, ...keys.flatMap((k) => Object.keys(rules[k].values ?? {})), ...roleIds]));

const LANGS = ['zh-CN', 'zh-TW', 'en'] as const;

async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const p = n.parentElement;
      if (p && (p.tagName === 'SCRIPT' || p.tagName === 'STYLE')) continue;
      const t = n.textContent?.trim();
      if (t) out.push(t);
    }
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder], [alt]'))
      for (const a of ['title', 'aria-label', 'placeholder', 'alt']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    return out;
  });
}

async function scan(page: Page, where: string, found: string[]): Promise<string[]> {
  const texts = [...new Set(await pageTexts(page))];
  expect(texts.length, where).toBeGreaterThan(20);
  for (const t of texts) for (const o of offences(t)) found.push(`${where}: ${o}\n    ${t.slice(0, 200)}`);
  return texts;
}

const PAGES: { path: string; act?: (page: Page) => Promise<void>; name: string }[] = [
  { name: 'home', path: '/' },
  { name: 'designer (forum-13)', path: '/designer/', act: (p) => p.locator('[data-preset="forum-13"]').click() },
  { name: 'designer (Millers Hollow)', path: '/designer/', act: (p) => p.locator('[data-preset="millers-hollow-advanced"]').click() },
  { name: 'print (Millers Hollow)', path: '/print/?preset=millers-hollow-advanced' },
  { name: 'print (forum-13)', path: '/print/?preset=forum-13' },
  { name: 'moderator', path: '/moderator/' },
  { name: 'lab', path: '/lab/' },
];

test('no page shows a file name, a seed number, a § mark, an internal document or a rule key, in any language', async ({ page }) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  let scanned = 0;
  for (const p of PAGES) {
    for (const lang of LANGS) {
      await page.goto(p.path);
      await page.getByTestId('lang-switcher').selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (p.act) await p.act(page);
      await page.waitForLoadState('networkidle');
      const texts = await scan(page, `${p.name} (${lang})`, found);
      // The designer names each house rule's source by its title, in the page's language.
      if (p.name.startsWith('designer'))
        expect(texts.some((t) => t.includes(lang === 'en' ? 'Basic Rules 三6(3)' : lang === 'zh-CN' ? '狼人杀基本规则 三6(3)' : '狼人殺基本規則 三6(3)'))).toBe(
          true,
        );
      scanned++;
    }
  }
  expect(scanned).toBe(PAGES.length * LANGS.length);
  expect(found).toEqual([]);
});
