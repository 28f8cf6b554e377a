import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The CSS Modules page says a CSS Module's rules from a content script go to the content script's stylesheet, a
// plain stylesheet the content script imports goes into the UI's shadow root instead of onto the page, and a
// .module.less file is compiled when package.json lists less (which ships with Extension.js, so it need not be
// installed) and copied uncompiled with a warning when it does not. Built with the pinned CLI, without installing.

const PAGE = '/docs/languages-and-frameworks/css-modules';

const manifest = JSON.stringify({
  manifest_version: 3,
  name: 'Stylesheets',
  version: '0.0.1',
  content_scripts: [{ matches: ['https://example.com/*'], js: ['content/scripts.js'] }],
});
const files = (dependencies: Record<string, string>) => ({
  'package.json': JSON.stringify({ name: 'stylesheets', private: true, version: '0.0.1', devDependencies: dependencies }),
  'src/manifest.json': manifest,
  'src/content/scripts.js': [
    "import { badge } from './badge.module.css';",
    "import { note } from './note.module.less';",
    "import './plain.css';",
    'export default function main() {',
    "  const host = document.createElement('div');",
    "  host.setAttribute('data-extension-root', 'true');",
    "  host.attachShadow({ mode: 'open' }).innerHTML = `<p class=\"${badge} ${note}\">hi</p>`;",
    '  document.body.append(host);',
    '  return () => host.remove();',
    '}',
    '',
  ].join('\n'),
  'src/content/badge.module.css': '.badge { color: rgb(1, 2, 3); }\n',
  'src/content/plain.css': '.plain-rule { color: rgb(4, 5, 6); }\n',
  'src/content/note.module.less': '@gap: 7px;\n.note { margin: @gap; }\n',
});

const roots: string[] = [];
let listed: CliRun;
let unlisted: CliRun;

beforeAll(async () => {
  roots.push(writeProject('css-placement-', files({ less: '^4.2.0' })), writeProject('css-placement-', files({})));
  const build = ['build', '--browser=chrome', '--install=false'];
  [listed, unlisted] = await Promise.all([runCli(build, roots[0], 120_000), runCli(build, roots[1], 120_000)]);
}, 130_000);

afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const output = (root: string, file: string) => readFileSync(path.join(root, 'dist/chrome', file), 'utf8');

describe("a content script's stylesheets, built by the pinned CLI", () => {
  it("puts the CSS Module's rules in the content script's stylesheet, which the manifest lists", () => {
    expect(listed.code, listed.out).toBe(0);
    expect(output(roots[0], 'content_scripts/content-0.css')).toContain('color:#010203');
    expect(JSON.parse(output(roots[0], 'manifest.json')).content_scripts[0].css).toEqual(['content_scripts/content-0.css']);
  });

  it('keeps an imported plain stylesheet off the page: it travels in the script, for the shadow root', () => {
    expect(readSource(PAGE)).toContain('A plain stylesheet that a content script imports from its code is the exception: its rules go into the shadow root of your UI');
    expect(output(roots[0], 'content_scripts/content-0.css')).not.toContain('plain-rule');
    const script = output(roots[0], 'content_scripts/content-0.js');
    expect(script).toContain('data:text/css');
    expect(script).toContain(encodeURIComponent('.plain-rule'));
  });

  it('compiles a .module.less file when package.json lists less, though less is not installed in the project', () => {
    expect(readSource(PAGE)).toContain('`less` ships with Extension.js, so listing it is enough');
    const css = output(roots[0], 'content_scripts/content-0.css');
    expect(css).toContain('margin:7px');
    expect(css).not.toContain('@gap');
  });

  it('copies a .module.less file uncompiled, with a warning, when package.json does not list less', () => {
    expect(readSource(PAGE)).toContain('Without it, the build copies the source uncompiled and warns.');
    expect(unlisted.code, unlisted.out).toBe(0);
    expect(unlisted.out).toContain('This Less file shipped uncompiled');
    expect(output(roots[1], 'content_scripts/content-0.css')).toContain('@gap');
  });
});
