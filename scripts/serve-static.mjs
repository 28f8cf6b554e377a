// Serves the built site the way GitHub Pages does: clean URLs (/a -> a.html, /a/ -> a/index.html),
// a directory without its slash redirects to it, and unknown paths get 404.html with status 404.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isDir(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Maps a URL path to { status, file } or { status, location } without touching anything outside root. */
export function resolveRequest(root, urlPath) {
  const notFound = { status: 404, file: path.join(root, '404.html') };
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return notFound;
  }
  if (decoded.includes('\0')) return notFound;
  const target = path.join(root, path.normalize(decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return notFound;
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? { status: 200, file: index } : notFound;
  }
  if (isFile(target)) return { status: 200, file: target };
  if (isFile(`${target}.html`)) return { status: 200, file: `${target}.html` };
  if (isDir(target) && isFile(path.join(target, 'index.html'))) {
    return { status: 301, location: `${urlPath}/` };
  }
  return notFound;
}

export function startStaticServer({ root, port = 0, host = '127.0.0.1', headers = {} }) {
  const absoluteRoot = path.resolve(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const result = resolveRequest(absoluteRoot, url.pathname);
    if (result.status === 301) {
      res.writeHead(301, { Location: result.location + url.search });
      res.end();
      return;
    }
    const type = TYPES[path.extname(result.file)] ?? 'application/octet-stream';
    res.writeHead(result.status, { 'Content-Type': type, ...headers });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(result.file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const root = process.argv[2] ?? 'doc_build';
  const server = await startStaticServer({ root, port });
  const address = server.address();
  console.log(`Serving ${root} at http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`);
}
