import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, titledBlocks, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The Rspack configuration page's "Share a module between entries": its recipe (chunks: 'async' and an import()
// inside the content script's default export) builds, while the same import() at the top level of a content script
// stops the build; and a cache group that splits a script entry by a function earns a warning, not a failed build.
// Three projects built with the pinned CLI; the recipe's two files are taken from the page.

const PAGE = '/docs/features/webpack-configuration';
const LIB = "export function formatPrice(cents) {\n  return '$' + (cents / 100).toFixed(2) + ' ' + 'x'.repeat(40000)\n}\n";
const TOP_LEVEL = "const { formatPrice } = await import('../lib/format-price.js')\ndocument.body.dataset.price = formatPrice(1999)\n";
const FUNCTION_GROUP =
  "export default {\n  config: (config) => {\n    config.optimization.splitChunks = { minSize: 0, cacheGroups: { lib: { test: /lib/, name: 'lib', chunks: () => true, minSize: 0, enforce: true } } }\n    return config\n  }\n}\n";

const recipe = () => Object.fromEntries(titledBlocks(PAGE).filter(([title]) => title === 'extension.config.js' || title === 'content/scripts.js'));

const project = (config: string, content: string, background = "console.log('ready');\n") =>
  writeProject('split-chunks-', {
    'package.json': JSON.stringify({ name: 'split-chunks', private: true, version: '0.0.1', type: 'module' }),
    'extension.config.js': config,
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Split chunks',
      version: '0.0.1',
      background: { service_worker: 'background.js' },
      content_scripts: [{ matches: ['https://example.com/*'], js: ['content/scripts.js'] }],
    }),
    'src/background.js': background,
    'src/content/scripts.js': content,
    'src/lib/format-price.js': LIB,
  });

const roots: string[] = [];
let asRecipe: CliRun;
let topLevel: CliRun;
let byFunction: CliRun;

beforeAll(async () => {
  const { 'extension.config.js': config, 'content/scripts.js': content } = recipe();
  roots.push(
    project(config, content),
    project(config, TOP_LEVEL),
    project(FUNCTION_GROUP, "import { formatPrice } from '../lib/format-price.js'\nexport default function mount() {\n  document.body.dataset.price = formatPrice(1999)\n}\n", "import { formatPrice } from './lib/format-price.js'\nconsole.log(formatPrice(1))\n"),
  );
  const build = ['build', '--browser=chrome', '--install=false'];
  [asRecipe, topLevel, byFunction] = await Promise.all(roots.map((root) => runCli(build, root, 120_000)));
}, 130_000);

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe("the page's split-chunks recipe, built by the pinned CLI", () => {
  it('builds, with the await import() inside the default export', () => {
    expect(recipe()['content/scripts.js']).toMatch(/^export default async function mount\(\) \{\n {2}const \{ formatPrice \} = await import\(/);
    expect(asRecipe.code, asRecipe.out).toBe(0);
  });

  it('stops the build when the await import() is at the top level of the content script, with the error the page quotes', () => {
    expect(readSource(PAGE)).toContain('`Top-level-await is only supported in ECMAScript Modules`');
    expect(topLevel.code).toBe(1);
    expect(topLevel.out).toContain('Top-level-await is only supported in ECMAScript Modules');
  });

  it('only warns when a cache group splits a script entry by a function, and the build succeeds', () => {
    expect(readSource(PAGE)).toContain('The build then prints a warning naming the entry and the files the browser would not load');
    expect(byFunction.code, byFunction.out).toBe(0);
    expect(byFunction.out).toContain('Only a user-set optimization.splitChunks cache group does this.');
    expect(existsSync(path.join(roots[2], 'dist/chrome/lib.js'))).toBe(true);
  });
});
