import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// Keys only Chromium reads: the Storage page (storage.managed_schema) and Browser-Specific Fields (update_url) say
// the build keeps such a key for every target as written, and that its chromium: form keeps it (and, for the schema,
// the copied file) out of the Firefox build. Each key is built for Firefox and Chrome with the pinned CLI, once plain
// and once prefixed.

const CASES = [
  {
    key: 'storage',
    route: '/docs/development/storage',
    says: ['The build keeps the key for every target as you wrote it', 'write it as `"chromium:storage"` to keep it in Chromium builds only'],
    value: { managed_schema: 'managed_schema.json' },
    emitted: { managed_schema: 'storage/managed_schema.json' },
    copied: 'storage/managed_schema.json',
  },
  {
    key: 'update_url',
    route: '/docs/features/browser-specific-fields',
    says: ['A top-level `update_url`, for example, stays in the Firefox build', 'Write it as `"chromium:update_url"` to keep it out of Firefox builds'],
    value: 'https://example.com/updates.xml',
    emitted: 'https://example.com/updates.xml',
    copied: undefined,
  },
];

const project = (key: string, value: unknown) =>
  writeProject('chromium-only-', {
    'package.json': JSON.stringify({ name: 'chromium-only', private: true, version: '0.0.1' }),
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Chromium only',
      version: '0.0.1',
      background: { 'chromium:service_worker': 'background.js', 'firefox:scripts': ['background.js'] },
      permissions: ['storage'],
      [key]: value,
      browser_specific_settings: { gecko: { id: 'chromium-only@example.com', data_collection_permissions: { required: ['none'] } } },
    }),
    'src/managed_schema.json': JSON.stringify({ type: 'object', properties: { url: { type: 'string' } } }),
    'src/background.js': 'chrome.storage.local.get(null).then(console.log);\n',
  });

const roots = new Map<string, string>();
const runs = new Map<string, CliRun>();

beforeAll(async () => {
  const keys = CASES.flatMap(({ key, value }) => [[key, value], [`chromium:${key}`, value]] as const);
  for (const [key, value] of keys) roots.set(key, project(key, value));
  const build = ['build', '--browser=firefox,chrome', '--install=false', '--no-addon-lint'];
  const done = await Promise.all(keys.map(([key]) => runCli(build, roots.get(key) as string, 120_000)));
  keys.forEach(([key], i) => runs.set(key, done[i]));
}, 200_000);

afterAll(() => [...roots.values()].forEach((root) => rmSync(root, { recursive: true, force: true })));

const emitted = (written: string, browser: string) => JSON.parse(readFileSync(path.join(roots.get(written) as string, 'dist', browser, 'manifest.json'), 'utf8'));
const exists = (written: string, browser: string, file: string) => existsSync(path.join(roots.get(written) as string, 'dist', browser, file));

describe.each(CASES)('$key in builds of the pinned CLI', ({ key, route, says, emitted: value, copied }) => {
  it('is kept for Firefox too when written plain', () => {
    expect(readSource(route)).toContain(says[0]);
    expect(runs.get(key)?.code, runs.get(key)?.out).toBe(0);
    expect(emitted(key, 'firefox')[key]).toEqual(value);
    if (copied) expect(exists(key, 'firefox', copied)).toBe(true);
  });

  it('stays in the Chrome build only when written with chromium:', () => {
    const prefixed = `chromium:${key}`;
    expect(readSource(route)).toContain(says[1]);
    expect(runs.get(prefixed)?.code, runs.get(prefixed)?.out).toBe(0);
    expect(emitted(prefixed, 'firefox')[key]).toBeUndefined();
    expect(emitted(prefixed, 'chrome')[key]).toEqual(value);
    if (copied) {
      expect(exists(prefixed, 'firefox', copied)).toBe(false);
      expect(exists(prefixed, 'chrome', copied)).toBe(true);
    }
  });
});
