import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, textBlocksIn, writeNpxShim, writeProject } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// extension install's "When the download cannot reach the network": the lines the CLI prints when its downloader
// fails, and that the command it names is the whole install, into the cache folder. The downloader is replaced by an
// npx on PATH that records its arguments and fails as a blocked download does, so the run needs no network.

const section = sectionUnder(readSource('/docs/commands/install'), '### When the download cannot reach the network');
const root = writeProject('install-offline-', { 'package.json': JSON.stringify({ name: 'install-offline', private: true }) });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('extension install without a network (install page)', () => {
  it('names the downloader command it ran, into the cache folder, as the page quotes', async () => {
    const cache = path.join(root, 'cache');
    const record = path.join(root, 'npx-args.txt');
    const bin = writeNpxShim(root, `echo "$@" > "${record}"\necho "Error: getaddrinfo ENOTFOUND storage.googleapis.com" >&2\nexit 1`);
    const run = await runCli(['install', 'chromium'], root, 60_000, {
      PATH: `${bin}:${process.env.PATH}`,
      EXT_BROWSERS_CACHE_DIR: cache,
      npm_config_user_agent: 'npm/11',
      npm_execpath: '',
    });
    expect(run.code).toBe(1);
    const quoted = textBlocksIn(section)[0]?.trimEnd();
    expect(quoted).toBeDefined();
    expect(run.out.replaceAll(cache, '<cache>')).toContain(quoted);
    expect(readFileSync(record, 'utf8').trim()).toBe(`-y @puppeteer/browsers@3.2.2 install chromium --path ${cache}/chromium`);
  });
});
