import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The Icons page's "Problems Extension.js catches": a missing icon, theme image or local search favicon each stops
// the build, with the message the page quotes for it. One manifest per case is built with the pinned CLI.

const PAGE = '/docs/development/icons';
const gecko = { gecko: { id: 'icons@example.com', data_collection_permissions: { required: ['none'] } } };

const CASES = [
  {
    name: 'an icon in icons',
    browser: 'chrome',
    manifest: { manifest_version: 3, name: 'Icons', version: '0.0.1', icons: { 16: 'missing-16.png' } },
    says: "Can't find an icon file listed in",
  },
  {
    name: 'a theme image',
    browser: 'chrome',
    manifest: { manifest_version: 3, name: 'Icons', version: '0.0.1', theme: { images: { theme_frame: 'missing-frame.png' } } },
    says: 'Check the theme/images/theme_frame field in your manifest.json file.',
  },
  {
    name: 'a local search favicon',
    browser: 'firefox',
    manifest: {
      manifest_version: 2,
      name: 'Icons',
      version: '0.0.1',
      chrome_settings_overrides: { search_provider: { name: 'Find', search_url: 'https://example.com/?q={searchTerms}', favicon_url: 'missing-favicon.png' } },
      browser_specific_settings: gecko,
    },
    says: 'manifest.json references files that were not emitted to disk for this build:',
  },
];

const roots: string[] = [];
const runs: CliRun[] = [];

beforeAll(async () => {
  for (const { manifest } of CASES) {
    roots.push(writeProject('icons-missing-', { 'package.json': JSON.stringify({ name: 'icons-missing', private: true, version: '0.0.1' }), 'src/manifest.json': JSON.stringify(manifest) }));
  }
  runs.push(...(await Promise.all(CASES.map(({ browser }, i) => runCli(['build', `--browser=${browser}`, '--install=false', '--no-addon-lint'], roots[i], 120_000)))));
}, 130_000);

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('a missing icon file in a build of the pinned CLI', () => {
  it.each(CASES.map((entry, i) => [entry.name, i] as const))('%s stops the build with the message the page quotes', (_, i) => {
    const { says } = CASES[i];
    expect(sectionUnder(readSource(PAGE), '## Problems Extension.js catches')).toContain(says);
    expect(runs[i].code, runs[i].out).toBe(1);
    expect(runs[i].out).toContain(says);
    expect(runs[i].out).toContain('Build failed with 1 error.');
  });
});
