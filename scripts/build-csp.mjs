// After `next build`: a Content-Security-Policy for every exported page, as a <meta http-equiv> right
// after <meta charset> (a static host sends no headers we control). Scripts: only the site's own files
// and this page's inline scripts by their sha256 (Next writes its bootstrap inline, different on every
// page; the language boot script is ours). Styles: the site's stylesheets, the page's <style> elements
// and style attributes by hash. Images may be data: (the share QR code) and blob:, workers come from
// the site (the lab's simulator, the service worker), downloads are blob: links.
// Runs before scripts/build-sw.mjs, whose version hashes the pages as they are served.
// Usage: node scripts/build-csp.mjs [--dir out]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const args = process.argv.slice(2);
const i = args.indexOf('--dir');
const dir = resolve(join(import.meta.dirname, '..'), i >= 0 && args[i + 1] ? args[i + 1] : 'out');
if (!existsSync(dir)) {
  console.error(`No ${relative(process.cwd(), dir)}: run \`next build\` first.`);
  process.exit(2);
}

const walk = (d) =>
  readdirSync(d)
    .sort()
    .flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const ENTITIES = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decode = (s) => s.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (e) => ENTITIES[e]);
const MARK = 'data-wolfboard-csp';

/** The policy of one page, from its HTML. */
export function policyOf(html) {
  const scripts = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) if (!/\bsrc=/.test(m[1]) && m[2]) scripts.add(sha(m[2]));
  const styles = new Set();
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha(m[1]));
  const attrs = new Set();
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) attrs.add(sha(decode(m[1])));
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scripts].join(' ')}`.trim(),
    `style-src 'self'${attrs.size ? " 'unsafe-hashes'" : ''} ${[...styles, ...attrs].join(' ')}`.trim(),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

let pages = 0;
for (const file of walk(dir).filter((f) => f.endsWith('.html'))) {
  let html = readFileSync(file, 'utf8');
  // Built again over an existing out/: the old policy goes first (its own text is not hashed).
  html = html.replace(new RegExp(`<meta http-equiv="Content-Security-Policy" ${MARK}="" content="[^"]*"/>`), '');
  const meta = `<meta http-equiv="Content-Security-Policy" ${MARK}="" content="${policyOf(html).replace(/"/g, '&quot;')}"/>`;
  const at = html.search(/<meta charSet="utf-8"\/>/i);
  if (at < 0) {
    console.error(`${relative(dir, file)}: no <meta charSet="utf-8"/> to put the policy after`);
    process.exit(1);
  }
  const end = at + '<meta charSet="utf-8"/>'.length;
  // Before any script or stylesheet: a policy applies to what follows it.
  if (/<script|<link|<style/.test(html.slice(0, at))) {
    console.error(`${relative(dir, file)}: a script or stylesheet comes before <meta charset>; the policy would not cover it`);
    process.exit(1);
  }
  writeFileSync(file, html.slice(0, end) + meta + html.slice(end));
  pages++;
}
console.log(`Content-Security-Policy: ${pages} pages`);
