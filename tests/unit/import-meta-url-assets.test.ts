import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The ECMAScript Modules page says `new URL('./file', import.meta.url)` points at the file's hashed copy under
// assets/, or, for a small image, font or text file (2 KB or less), at a data: URL with no copy written. A popup
// that takes the URL of a small and of a large text file is built with the pinned CLI.

const PAGE = '/docs/languages-and-frameworks/ecmascript-modules';
const SMALL = 'hello from a small file\n';
const LARGE = 'a line of a larger text file\n'.repeat(200);

const project = buildProjectOnce('import-meta-url-', {
  'package.json': JSON.stringify({ name: 'import-meta-url', private: true, version: '0.0.1', type: 'module' }),
  'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'URL assets', version: '0.0.1', action: { default_popup: 'popup/index.html' } }),
  'src/popup/index.html': '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>\n',
  'src/popup/main.js': "const small = new URL('./small.txt', import.meta.url);\nconst large = new URL('./large.txt', import.meta.url);\ndocument.body.dataset.urls = [small, large].join(' ');\n",
  'src/popup/small.txt': SMALL,
  'src/popup/large.txt': LARGE,
}, ['build', '--browser=chrome', '--install=false']);

describe('new URL(file, import.meta.url) in a build of the pinned CLI', () => {
  it('builds', () => {
    expect(project.run.code, project.run.out).toBe(0);
  });

  it('copies a file over 2 KB to assets/<name>.<hash><ext>, as the page says', () => {
    expect(Buffer.byteLength(LARGE)).toBeGreaterThan(2048);
    expect(readSource(PAGE)).toContain("the expression points at the file's copy under `assets/`, named `<name>.<hash><ext>`");
    const assets = readdirSync(path.join(project.root, 'dist/chrome/assets'));
    const copy = assets.find((name) => /^large\.[0-9a-f]{8}\.txt$/.test(name));
    expect(copy, assets.join(', ')).toBeDefined();
    expect(readFileSync(path.join(project.root, 'dist/chrome/assets', copy as string), 'utf8')).toBe(LARGE);
  });

  it('inlines a text file of 2 KB or less as a data: URL and writes no copy', () => {
    expect(readSource(PAGE)).toContain('for an image, a font or a text file of 2 KB or less, at a `data:` URL holding the file, with no copy written');
    const script = readFileSync(path.join(project.root, 'dist/chrome/action/index.js'), 'utf8');
    expect(script).toContain(`data:text/plain;base64,${Buffer.from(SMALL).toString('base64')}`);
    expect(existsSync(path.join(project.root, 'dist/chrome/assets')) && readdirSync(path.join(project.root, 'dist/chrome/assets')).some((name) => name.startsWith('small'))).toBe(false);
  });
});
