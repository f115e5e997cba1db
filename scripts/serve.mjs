// A tiny static server for out/ (the static export): correct MIME types, /dir/ → dir/index.html,
// /dir → 308 to /dir/ (as static hosts do with trailingSlash), 404 → out/404.html.
// Usage: node scripts/serve.mjs [--dir out] [--port 4321] [--host 127.0.0.1]
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(flag('dir', 'out'));
const port = Number(flag('port', process.env.PORT ?? 4321));
const host = flag('host', '127.0.0.1');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
};

if (!existsSync(root)) {
  console.error(`No ${root}: run \`npx next build\` first (it writes the static export to out/).`);
  process.exit(2);
}

function send(res, status, file, method) {
  const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = { 'content-type': type, 'content-length': statSync(file).size };
  // Hashed build assets never change; pages are revalidated.
  headers['cache-control'] = file.includes(`${sep}_next${sep}static${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(status, headers);
  if (method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    return res.end();
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400);
    return res.end('bad request');
  }
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(403);
    return res.end('forbidden');
  }
  const isFile = (p) => existsSync(p) && statSync(p).isFile();
  if (isFile(file)) return send(res, 200, file, req.method);
  if (existsSync(file) && statSync(file).isDirectory()) {
    if (!pathname.endsWith('/')) {
      const url = new URL(req.url ?? '/', 'http://x');
      res.writeHead(308, { location: `${url.pathname}/${url.search}` });
      return res.end();
    }
    const index = join(file, 'index.html');
    if (isFile(index)) return send(res, 200, index, req.method);
  }
  if (isFile(`${file}.html`)) return send(res, 200, `${file}.html`, req.method);
  const notFound = join(root, '404.html');
  if (isFile(notFound)) return send(res, 404, notFound, req.method);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('not found');
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
