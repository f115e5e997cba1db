// The static export's Content-Security-Policy (scripts/build-csp.mjs): every page carries it, and using
// every page — the designer's QR code (a data: image) and export (a blob: download), the print views, a
// game on the moderator page with its service worker, the lab's simulation in a Web Worker, the 404 page —
// raises no CSP violation and no CSP message in the console.
import { expect, test, type Page } from '@playwright/test';

/** Every violation on every page the test visits: reported to the test as it happens (navigations lose page state). */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy|violates the following/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return async () => seen;
}

async function policyOf(page: Page): Promise<string | null> {
  return page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
}

test('every page has a policy that allows only its own scripts', async ({ page }) => {
  for (const path of ['/', '/designer/', '/print/', '/moderator/', '/lab/', '/404.html']) {
    await page.goto(path);
    const csp = await policyOf(page);
    expect(csp, path).toContain("script-src 'self' 'sha256-");
    expect(csp, path).not.toContain("'unsafe-inline'");
    expect(csp, path).not.toContain("'unsafe-eval'");
    expect(csp, path).toContain("object-src 'none'");
  }
});

test('an inline script the build did not hash is blocked', async ({ page }) => {
  const violations = await watch(page);
  await page.goto('/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
  await expect.poll(async () => (await violations()).join('\n')).toContain('script-src');
});

test('no CSP violation on any page while it is used', async ({ page }) => {
  const violations = await watch(page);

  await page.goto('/');
  await expect(page.getByTestId('catalogue')).toBeVisible();

  await page.goto('/designer/');
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('new-board').click();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByTestId('share-qr')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  await download;

  for (const view of ['sheet', 'cards', 'script']) {
    await page.goto(`/print/?preset=yu-nv-lie-bai&view=${view}`);
    await expect(page.getByTestId('print-source')).toBeVisible();
  }

  await page.goto('/moderator/');
  await expect(page.getByTestId('moderator')).toHaveAttribute('data-screen', 'start');
  await page.getByTestId('use-preset').click();
  await page.getByTestId('start-digital').click();
  await expect(page.getByTestId('deal-show')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 30_000 }).toBe(true);

  await page.goto('/lab/');
  await page.getByTestId('lab-board').selectOption('yu-nv-lie-bai');
  await page.getByTestId('lab-games').fill('200');
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });

  await page.goto('/no-such-page/');
  await expect(page.locator('body')).toContainText('404');

  expect(await violations()).toEqual([]);
});
