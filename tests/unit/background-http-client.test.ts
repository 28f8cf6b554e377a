import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { extensionWorker } from '../content/dev-session-in-chromium';
import { extensionOnAPage, SERVED_PAGE_MATCHES } from '../content/extension-on-a-page';
import { textBlocksIn } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Node.js APIs page's "HTTP requests from the background service worker": the worker has no XMLHttpRequest; axios,
// built by the pinned CLI, fetches through its fetch adapter there; limited to its xhr and http adapters it fails with
// the message the page quotes. axios is the copy the pinned CLI installs (tools/cli-runtime), linked into the project;
// the worker requests the served page in Chromium.

const section = sectionUnder(readSource('/docs/languages-and-frameworks/node'), '### HTTP requests from the background service worker');
const RUNTIME_MODULES = path.resolve(import.meta.dirname, '../../tools/cli-runtime/node_modules');
const axiosVersion: string = JSON.parse(readFileSync(path.join(RUNTIME_MODULES, 'axios/package.json'), 'utf8')).version;
const served = extensionOnAPage();
const project = buildProjectOnce(
  'background-http-',
  {
    'package.json': JSON.stringify({ name: 'background-http', private: true, version: '0.0.1', dependencies: { axios: axiosVersion } }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Background HTTP',
      version: '0.0.1',
      host_permissions: SERVED_PAGE_MATCHES,
      background: { service_worker: 'background.js' },
    }),
    'src/background.js': [
      "import axios from 'axios'",
      "self.plainGet = (url) => axios.get(url).then((r) => 'ok ' + r.data, (e) => 'failed ' + String(e))",
      "self.limitedGet = (url) => axios.get(url, { adapter: ['xhr', 'http'] }).then(() => 'ok', (e) => String(e))",
      '',
    ].join('\n'),
  },
  ['build', '--browser=chromium', '--install=false'],
  (root) => symlinkSync(RUNTIME_MODULES, path.join(root, 'node_modules'), 'dir'),
);

describe('HTTP requests from the background service worker (Node.js APIs page)', () => {
  it('the worker has no XMLHttpRequest; axios of the version the page names gets the page; limited to xhr and http it fails as quoted', async () => {
    expect(project.run.code, project.run.out).toBe(0);
    const worker = await extensionWorker((await served.open(project.root)).context());
    const call = (name: string) => worker.evaluate(`self.${name}(${JSON.stringify(served.url())})`);
    expect(section).toContain('no `XMLHttpRequest`');
    expect(await worker.evaluate('typeof XMLHttpRequest')).toBe('undefined');
    expect(section).toContain(`axios ${axiosVersion} returns its data`);
    expect(await call('plainGet')).toBe('ok <p>a web page</p>');
    const quoted = textBlocksIn(section)[0]?.trimEnd();
    expect(quoted).toBeDefined();
    expect(await call('limitedGet')).toBe(quoted);
  }, 60_000);
});
