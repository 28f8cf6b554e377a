import { request as httpRequest, createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import { startStaticServer } from '../builder/serve-static.mjs';

// Text types that GitHub Pages (the production host) sends gzip-compressed; images such as PNG are not.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A proxy in front of builder/serve-static.mjs that gzips text responses for clients that accept it, as the
 * production host does. Lighthouse simulates a slow network from the bytes it receives, so without this it
 * would time every script and stylesheet at its uncompressed size.
 */
export function startGzipProxy({ targetPort, port, host = '127.0.0.1' }) {
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      { host, port: targetPort, path: req.url, method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && COMPRESSIBLE.test(type);
        const headers = { ...response.headers, vary: 'Accept-Encoding' };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
        }
        res.writeHead(response.statusCode ?? 502, headers);
        if (gzip) response.pipe(createGzip({ level: 6 })).pipe(res);
        else response.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

/**
 * The build in `root` served as the production host serves it: builder/serve-static.mjs with this proxy in front.
 * `baseUrl` is the proxy's (gzip), `plainUrl` the static server's own (the bytes as built).
 */
export async function serveGzip(root) {
  const server = await startStaticServer({ root, port: 0 });
  const proxy = await startGzipProxy({ targetPort: server.address().port, port: 0 });
  return {
    baseUrl: `http://127.0.0.1:${proxy.address().port}`,
    plainUrl: `http://127.0.0.1:${server.address().port}`,
    close: () => (proxy.close(), server.close()),
  };
}
