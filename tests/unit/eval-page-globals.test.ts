import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSessionInChromium, type DevSessionInChromium } from '../content/dev-session-in-chromium';
import { runCli, writeProject } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// extension eval's page says a global the page's own scripts set is read with --context=page, and that the isolated
// world of --context=content does not share it. Run against a dev session started with --allow-eval whose output a
// Chromium loaded, with a page that sets window.appState.

const page = readSource('/docs/commands/eval');
const PAGE_HTML = '<!doctype html><title>App</title><script>window.appState = { user: "ada" };</script><p>App</p>';

let session: DevSessionInChromium;

beforeAll(async () => {
  const root = writeProject('eval-globals-', {
    'package.json': JSON.stringify({ name: 'eval-globals', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Eval globals',
      version: '0.0.1',
      background: { service_worker: 'background.js' },
      host_permissions: ['http://127.0.0.1/*'],
      content_scripts: [{ matches: ['http://127.0.0.1/*'], js: ['content.js'] }],
    }),
    'src/background.js': "console.log('ready');\n",
    'src/content.js': "console.log('content');\n",
  });
  session = await startDevSessionInChromium(root, PAGE_HTML, ['--allow-eval']);
}, 90_000);

afterAll(() => session?.stop(), 20_000);

const evalIn = (context: string) =>
  runCli(['eval', 'window.appState', `--context=${context}`, '--url=127.0.0.1', '--output=json'], session.root);

describe("a page's own globals (extension eval page)", () => {
  it('the page says to read them with --context=page', () => {
    expect(page).toContain("A global that the page's own scripts set, such as `window.appState`, exists only in the main world, so read it with `--context=page`.");
  });

  it('--context=page returns the global the page set', async () => {
    const run = await evalIn('page');
    expect(run.code, run.out).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: true, value: { user: 'ada' } });
  }, 40_000);

  it('--context=content does not return it', async () => {
    const run = await evalIn('content');
    const result = JSON.parse(run.stdout);
    expect(result.value ?? null).toBeNull();
  }, 40_000);
});
