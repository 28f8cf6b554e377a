import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, titledBlocks, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';

// The extension create page shows the package.json of a project made from the bundled javascript template. The
// pinned CLI creates one (offline, no install) and its file is compared with the page's, field by field; only
// packageManager is left out, since it names the npm of the machine that ran create. The block is marked
// written-by-cli, so the house rule for flags (--flag=value) does not apply to the scripts the CLI wrote.

const PAGE = '/docs/commands/create';

let cwd = '';
let created: CliRun;

beforeAll(async () => {
  cwd = mkdtempSync(path.join(tmpdir(), 'create-package-'));
  created = await runCli(['create', 'my-extension', '--template=javascript'], cwd, 120_000);
}, 130_000);

afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('the package.json extension create writes for the javascript template', () => {
  it('is the one the page shows', () => {
    expect(created.code, created.out).toBe(0);
    expect(readSource(PAGE)).toContain('```json title="package.json" {8-16,18-21} written-by-cli');
    const block = titledBlocks(PAGE).find(([title]) => title === 'package.json');
    expect(block, 'the page has no package.json block').toBeDefined();
    const { packageManager: _pageManager, ...shown } = JSON.parse((block as [string, string])[1]);
    const { packageManager: _writtenManager, ...written } = JSON.parse(readFileSync(path.join(cwd, 'my-extension/package.json'), 'utf8'));
    expect(written).toEqual(shown);
  });
});
