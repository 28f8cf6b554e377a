import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, NODE22 } from '../content/cli-help';
import { readSource } from '../content/source-pages';
import { builtSiteDir } from './builtSite';

// /docs/guides/docs-for-ai-tools describes files and buttons of the built site (BEHAVIOUR.md, For tools and agents).
// Each thing it names is looked for in a build.
const siteDir = builtSiteDir();
const page = readSource('/docs/guides/docs-for-ai-tools');
const built = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
const ORIGIN = 'https://extension.js.org';

describe('the docs for AI tools page', () => {
  it('names files the build writes at those paths', () => {
    for (const file of ['llms.txt', 'llms-full.txt', 'cli.json', 'docs/development/html.md']) {
      expect(page).toContain(`/${file}`);
      expect(existsSync(path.join(siteDir, file)), file).toBe(true);
    }
  });

  it('llms.txt lists pages with their Markdown twins, and a For tools section with cli.json and the result schema', () => {
    const llms = built('llms.txt');
    const twins = [...llms.matchAll(/\]\((https:\/\/extension\.js\.org\/[^)]+\.md)\): \S/g)].map((m) => m[1]);
    expect(twins.length).toBeGreaterThan(100);
    for (const twin of twins) expect(existsSync(path.join(siteDir, twin.slice(ORIGIN.length + 1))), twin).toBe(true);
    expect(twins).toContain(`${ORIGIN}/docs/guides/docs-for-ai-tools.md`);
    const forTools = llms.split('## For tools')[1];
    expect(forTools).toContain(`${ORIGIN}/cli.json`);
    expect(forTools).toMatch(/Result schema\]\(https:\/\/extension\.js\.org\/contract\/envelope-1\.json\)/);
    expect(page).toContain('"For tools"');
  });

  it('llms-full.txt holds every page, each after its url line, and is over 1 MB as the page says', () => {
    expect(page).toContain('Over 1 MB');
    expect(statSync(path.join(siteDir, 'llms-full.txt')).size).toBeGreaterThan(1_000_000);
    const full = built('llms-full.txt');
    expect(full).toContain(`url: ${ORIGIN}/docs/development/html.md`);
    expect(full).toContain('# Docs for AI Tools');
  });

  it('each HTML page names its twin in a link rel=alternate of type text/markdown', () => {
    expect(built('docs/development/html.html')).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}/docs/development/html.md">`);
  });

  it('cli.json holds what the page lists', () => {
    const cli = JSON.parse(built('cli.json'));
    expect(Object.keys(cli)).toEqual(expect.arrayContaining(['name', 'version', 'commands', 'globalOptions', 'targets', 'contracts', 'errorCodes']));
  });

  it('the page actions carry the labels the page gives them, and open without JavaScript', () => {
    const html = built('docs/development/html.html');
    expect(html).toContain('Copy page as Markdown');
    expect(page).toContain('**Copy page as Markdown**');
    // The disclosure as the server rendered it: a <details> with its summary and one link per action.
    const actions = /<details class="ext-page-actions"><summary[^>]*>([^<]+)<\/summary><ul[^>]*>([\s\S]*?)<\/ul><\/details>/.exec(html);
    expect(actions).not.toBeNull();
    const [, summary, list] = actions as RegExpExecArray;
    const links = [...list.matchAll(/<a [^>]*>([^<]+)/g)].map((m) => m[1]);
    expect(links).toEqual(['View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
    for (const label of [summary, ...links]) expect(page).toContain(`**${label}**`);
  });

  it('the CLI describes itself with --ai-help --output=json', () => {
    expect(page).toContain("npm: 'npx extension --ai-help --output=json'");
    const out = execFileSync(NODE22, [CLI, '--ai-help', '--output=json', '--no-telemetry'], {
      encoding: 'utf8',
      env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    });
    const { version } = JSON.parse(readFileSync(path.join(path.dirname(CLI), '../package.json'), 'utf8'));
    const described = JSON.parse(out);
    expect(described.version).toBe(version);
    // What this page and the reference overview say the JSON holds: one-line command summaries, and the ready contract.
    expect(page).toContain('It lists its commands as JSON, each with a name and a one-line summary');
    expect(described.commands.every((c: { name?: string; summary?: string }) => c.name && c.summary)).toBe(true);
    expect(readSource('/docs/reference/overview')).toContain('under `capabilities.readyContract`');
    expect(described.capabilities.readyContract.readyPath).toBe('dist/extension-js/<browser>/ready.json');
    expect(described.capabilities.readyContract.statuses).toEqual(expect.arrayContaining(['starting', 'ready', 'error']));
  });
});
