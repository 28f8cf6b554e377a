import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI, NODE22 } from '../content/cli-help';
import { distFileWith } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';

// development/runtime-loaded-files lists the chrome.* calls whose file arguments the build ships, and
// development/offscreen-documents relies on one of them. The list is compared with the call patterns in the
// pinned extension-develop dist, and both pages' examples are built with the pinned CLI.
const page = readSource('/docs/development/runtime-loaded-files');
const offscreenPage = readSource('/docs/development/offscreen-documents');

/** The body of `function <name>(` in a dist file, up to the next top-level function. */
function functionBody(source: string, name: string): string {
  const start = source.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`function ${name} not in the dist`);
  const end = source.indexOf('\nfunction ', start + 1);
  return source.slice(start, end < 0 ? undefined : end);
}

interface DistCall {
  re: RegExp;
  props: Set<string>;
}

/** Every callRe of the dist's runtime-surface and injected-file scanners, with the properties it reads. */
function distCalls(): DistCall[] {
  const source = distFileWith('function extractRuntimeSurfaceLiterals(');
  const calls: DistCall[] = [];
  for (const fn of ['extractRuntimeSurfaceLiterals', 'extractInjectedFileLiterals']) {
    const body = functionBody(source, fn);
    const readsFile = /\["'\]\?file\["'\]\?/.test(body);
    const entryRe = /callRe:\s*\/(.+?)\/g,\s*(?:prop:\s*'(\w+)'|arrayProps:\s*\[([^\]]*)\])/g;
    for (const m of body.matchAll(entryRe)) {
      const props = new Set<string>(m[2] ? [m[2]] : [...m[3].matchAll(/'(\w+)'/g)].map((p) => p[1]));
      if (readsFile) props.add('file');
      calls.push({ re: new RegExp(m[1]), props });
    }
  }
  return calls;
}

/** Rows of the table under "## Calls the build follows": call names and the properties the page says are read. */
function pageRows(): { calls: string[]; props: Set<string> }[] {
  const section = page.split('## Calls the build follows')[1].split('\n## ')[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [, callCell, propCell] = line.split('|');
      const calls = [...callCell.matchAll(/`([\w.]+)\(\.\.\.\)`/g)].map((m) => m[1]);
      const props = new Set([...propCell.matchAll(/`(\w+)(?::[^`]*)?`/g)].map((m) => m[1]));
      return { calls, props };
    });
}

/** The body of the fenced block whose title is `title`. */
function codeBlock(source: string, title: string): string {
  const re = new RegExp('```\\w+ title="' + title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + '"[^\\n]*\\n([\\s\\S]*?)\\n```');
  const m = re.exec(source);
  if (!m) throw new Error(`No code block titled ${title}`);
  return m[1];
}

function run(cwd: string, args: string[]) {
  const result = spawnSync(NODE22, [CLI, ...args, '--no-telemetry'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    timeout: 50_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A fresh project from the bundled javascript template; returns its root. */
function createTemplateProject(prefix: string): string {
  const parent = mkdtempSync(path.join(tmpdir(), prefix));
  const created = run(parent, ['create', 'demo', '--template=javascript']);
  expect(created.status, created.output).toBe(0);
  return path.join(parent, 'demo');
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Build for Chrome without installing dependencies (the pinned CLI carries its own). */
function buildChrome(root: string) {
  return run(root, ['build', '--browser=chrome', '--install=false']);
}

function placeholderFor(file: string): string {
  if (file.endsWith('.html')) return '<!doctype html><p>placeholder</p>\n';
  if (file.endsWith('.css')) return 'body { outline: 1px solid red; }\n';
  return "console.log('placeholder')\n";
}

describe('the calls listed on the Runtime-Loaded Files page', () => {
  const calls = distCalls();
  const rows = pageRows();

  it('the dist still has scanners to compare with', () => {
    expect(calls.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('every call the page lists is matched by a dist call pattern that reads the properties the page names', () => {
    for (const row of rows) {
      expect(row.calls.length, JSON.stringify(row)).toBeGreaterThan(0);
      for (const name of row.calls) {
        const match = calls.find((c) => c.re.test(`chrome.${name}(`));
        expect(match, `${name} is not followed by the dist`).toBeDefined();
        expect([...row.props].sort(), name).toEqual([...match!.props].sort());
      }
    }
  });

  it('every call pattern of the dist is listed on the page', () => {
    const listed = rows.flatMap((row) => row.calls.map((name) => `chrome.${name}(`));
    for (const call of calls) expect(listed.some((probe) => call.re.test(probe)), String(call.re)).toBe(true);
  });

  it("the quoted runtime-surface warning is the CLI's", () => {
    const quoted = /CLI's message reads `sets '<path>'( as a runtime surface[^`]*)`/.exec(page)?.[1];
    expect(quoted).toBeDefined();
    expect(distFileWith(quoted!)).toContain(quoted!);
  });
});

describe('building the example of the Runtime-Loaded Files page', () => {
  let root = '';
  let build = { status: null as number | null, output: '' };
  const background = codeBlock(page, 'src/background.js');
  const remaining = [...(/Add the remaining files \(([^)]*)\)/.exec(page)?.[1] ?? '').matchAll(/`src\/([^`]+)`/g)].map((m) => m[1]);
  const holds = [...(/`dist\/chrome\/` now holds ([^\n]*)/.exec(page)?.[1] ?? '').matchAll(/`([\w/.-]+\.\w+)`/g)].map((m) => m[1]);
  const missingLine = /```text[^\n]*\n(⏵⏵⏵ Runtime-risk:[^\n]*)\n```/.exec(page)?.[1] ?? '';
  const missingPath = /injects '([^']+)'/.exec(missingLine)?.[1] ?? '';
  // "`fetch('data/words.json')` in the background service worker ships `data/words.json` as `background/data/words.json`"
  const [, fetched = '', fetchedSource = '', fetchedShipped = ''] =
    /`fetch\('([^']+)'\)` in the background service worker ships `([^`]+)` as `([^`]+)`/.exec(page) ?? [];

  beforeAll(() => {
    root = createTemplateProject('runtime-loaded-');
    const src = path.join(root, 'src');
    const computed = [
      '',
      "const pick = globalThis.flag ? 'surfaces/computed-a.html' : 'surfaces/computed-b.html'",
      'chrome.action.setPopup({ popup: pick })',
      `chrome.scripting.executeScript({ target: { tabId: 1 }, files: ['${missingPath}'] })`,
      `fetch('${fetched}')`,
    ].join('\n');
    write(path.join(src, 'background.js'), `${background}\n${computed}\n`);
    write(path.join(src, 'surfaces/other.html'), codeBlock(page, 'src/surfaces/other.html'));
    for (const file of [...remaining, 'surfaces/computed-a.html', 'surfaces/computed-b.html']) write(path.join(src, file), placeholderFor(file));
    write(path.join(src, fetchedSource), '{"words": []}\n');
    build = buildChrome(root);
  }, 60_000);

  it('reads the example from the page', () => {
    expect(remaining.length).toBeGreaterThan(0);
    expect(holds.length).toBeGreaterThan(0);
    expect(missingPath).not.toBe('');
  });

  it('builds', () => {
    expect(build.status, build.output).toBe(0);
  });

  it('ships every file the page says dist/chrome holds', () => {
    for (const file of holds) expect(existsSync(path.join(root, 'dist/chrome', file)), file).toBe(true);
  });

  it('does not follow a path computed at run time', () => {
    expect(existsSync(path.join(root, 'dist/chrome/surfaces/computed-a.html'))).toBe(false);
    expect(existsSync(path.join(root, 'dist/chrome/surfaces/computed-b.html'))).toBe(false);
  });

  it('prints the missing-file warning the page quotes', () => {
    expect(build.output).toContain(missingLine);
  });

  it("ships a file the background fetches beside the background's script, as the page says, not at the root", () => {
    expect(fetched).not.toBe('');
    expect(existsSync(path.join(root, 'dist/chrome', fetchedShipped)), fetchedShipped).toBe(true);
    expect(existsSync(path.join(root, 'dist/chrome', fetchedSource)), fetchedSource).toBe(false);
  });
});

describe('building the example of the Offscreen Documents page', () => {
  let root = '';
  let build = { status: null as number | null, output: '' };
  const files = ['src/manifest.json', 'src/background.js', 'src/offscreen/offscreen.html', 'src/offscreen/offscreen.js'];
  const contains = [...(/`dist\/chrome\/` contains (.*?)\. [A-Z]/.exec(offscreenPage)?.[1] ?? '').matchAll(/`([\w/.-]+\.\w+)`/g)].map((m) => m[1]);

  beforeAll(() => {
    root = createTemplateProject('offscreen-doc-');
    for (const file of files) write(path.join(root, file), codeBlock(offscreenPage, file));
    build = buildChrome(root);
  }, 60_000);

  it('builds and ships the files the page names', () => {
    expect(build.status, build.output).toBe(0);
    expect(contains.length).toBeGreaterThan(0);
    for (const file of contains) expect(existsSync(path.join(root, 'dist/chrome', file)), file).toBe(true);
  });

  it('the createDocument url in the page is the path the build follows', () => {
    const url = /createDocument\(\{\s*url: '([^']+)'/.exec(codeBlock(offscreenPage, 'src/background.js'))?.[1];
    expect(url).toBeDefined();
    expect(existsSync(path.join(root, 'dist/chrome', url!))).toBe(true);
  });
});
