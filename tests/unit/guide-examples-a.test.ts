import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI } from '../content/cli-help';
import { filesUnder, GUIDE_EXAMPLES as FIXTURES, runCli, textBlocksIn, titledBlocks, type CliRun } from '../content/guide-examples';
import { sectionUnder } from '../content/markdown-tables';
import { distFileWith } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';
import { zipEntryNames } from '../content/zip-entries';

// Issue 37, part A: the example projects of six pages (store submission, load failures, Manifest V3 errors,
// messaging errors, stable extension id, security checklist) live in tests/fixtures/guide-examples/. Each page's
// titled code blocks must equal the fixture files, every project is built with the pinned CLI, and what the builds
// and previews do (ids, emitted manifests) is what the pages say (preview checks run against a stand-in Chromium
// binary that only answers --version, so no browser starts). The CLI output the pages quote is marked with its
// scenario and checked by tests/unit/cli-quotes.test.ts. All runs go in parallel in beforeAll.

// Which fixture file each titled code block shows, page by page, in the page's order.
const PAGE_FILES: Record<string, string[]> = {
  '/docs/guides/store-submission': ['store-submission/src/manifest.json', 'store-submission/package.json', 'store-submission/.gitignore'],
  '/docs/browsers/load-failures': [
    'load-failures/refused/manifest.json',
    'load-failures/fixed/manifest.json',
    'load-failures/repaired/manifest.json',
  ],
  '/docs/development/manifest-v3-errors': ['manifest-v3-errors/src/manifest.json', 'manifest-v3-errors/src/background.js'],
  '/docs/development/messaging-errors': [
    'messaging-errors/src/manifest.json',
    'messaging-errors/src/background.js',
    'messaging-errors/src/content.js',
  ],
  '/docs/development/stable-extension-id': ['stable-extension-id/src/manifest.json', 'stable-extension-id/src/background.js'],
  '/docs/guides/security-checklist': [
    'security-checklist/src/manifest.json',
    'security-checklist/src/popup.js',
    'security-checklist/src/content.js',
    'security-checklist/src/background.js',
    'security-checklist/.env',
  ],
};

describe('the example code on the pages is the code of the fixtures', () => {
  it.each(Object.entries(PAGE_FILES))('%s', (route, files) => {
    const blocks = titledBlocks(route).filter(([title]) => !title.includes('(part)'));
    expect(blocks.map(([title]) => title)).toEqual(files.map((file) => file.replace(/^[^/]+\/(?:(?:refused|fixed|repaired)\/)?/, '')));
    blocks.forEach(([, text], i) => expect(text, files[i]).toBe(readFileSync(path.join(FIXTURES, files[i]), 'utf8')));
  });
});

// What the pages say the CLI does without a run of its own on this page: each is read from the shipped code.
describe('claims read from the pinned dist', () => {
  const cli = readFileSync(path.join(path.dirname(CLI), '../dist/cli.cjs'), 'utf8');
  const develop = distFileWith('function sanitizeFatalManifestShapes');

  it('a refusal after launch turns ready.json to the status error with the code extension_load_refused', () => {
    expect(cli).toMatch(/function stampReadyExtensionLoadRefused[\s\S]{0,400}ready\.status = 'error';\s*ready\.code = 'extension_load_refused';/);
  });

  it('the build removes unsafe-inline from extension_pages and names the repair', () => {
    expect(develop).toContain("removed 'unsafe-inline' from script-src");
  });

  it('the pre-launch check names Manifest V2 style web_accessible_resources in a Manifest V3 manifest', () => {
    expect(cli).toContain('MV2-style entry, MV3 requires {resources, matches|extension_ids|use_dynamic_url} dictionaries.');
  });

  it('a page that loads a remote script gets a build warning', () => {
    expect(distFileWith('function remoteResourceWarning')).toContain('The page loads a remote ${pintor.blue(label)}, which the MV3 CSP blocks.');
  });
});

describe('the example projects with the pinned CLI', () => {
  let work: string;
  const at = (...parts: string[]) => path.join(work, ...parts);
  const runs: Record<string, CliRun> = {};

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'guide-examples-a-'));
    cpSync(FIXTURES, work, { recursive: true });
    chmodSync(path.join(work, 'load-failures/fake-chromium.sh'), 0o755);
    const fake = `--chromium-binary=${path.join(work, 'load-failures/fake-chromium.sh')}`;
    const preview = (dir: string, ...extra: string[]) => runCli(['preview', '--browser=chrome', ...extra, fake], at(dir));
    // Each job builds, then previews what it built, so the previews do not wait for the slowest build.
    const jobs: Array<() => Promise<void>> = [
      async () => {
        runs.store = await runCli(['build', '--browser=chrome,edge,firefox', '--zip', '--zip-source'], at('store-submission'));
      },
      async () => {
        runs.mv3 = await runCli(['build', '--browser=chrome,firefox'], at('manifest-v3-errors'));
        // The same key-less build in a second folder, to compare the ids Chromium would give the two.
        cpSync(at('manifest-v3-errors'), at('moved/manifest-v3-errors'), { recursive: true });
        [runs.pathId, runs.pathIdProfile, runs.pathIdMoved] = await Promise.all([
          preview('manifest-v3-errors'),
          preview('manifest-v3-errors', `--profile=${at('another-profile')}`),
          preview('moved/manifest-v3-errors'),
        ]);
      },
      async () => {
        runs.stableId = await runCli(['build', '--browser=chrome,edge'], at('stable-extension-id'));
        runs.keyed = await preview('stable-extension-id');
      },
      async () => {
        runs.messaging = await runCli(['build', '--browser=chrome'], at('messaging-errors'));
      },
      async () => {
        runs.security = await runCli(['build', '--browser=chrome'], at('security-checklist'));
      },
      async () => {
        runs.repaired = await runCli(['build', '--browser=chrome'], at('load-failures/repaired'));
      },
      async () => {
        runs.mv2Build = await runCli(['build', '--browser=chrome'], at('load-failures/manifest-v2'));
      },
      async () => {
        runs.fixed = await runCli(['preview', '.', fake], at('load-failures/fixed'));
      },
    ];
    await Promise.all(jobs.map((job) => job()));
  }, 120_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const idOf = (run: CliRun) => /Extension ID\s+([a-p]{32})/.exec(run.out)?.[1];

  it('every example project builds', () => {
    for (const name of ['store', 'mv3', 'messaging', 'security', 'stableId', 'repaired', 'mv2Build']) {
      expect(runs[name].code, `${name}\n${runs[name].out}`).toBe(0);
    }
  });

  describe('store submission', () => {
    it('the build writes the archives the page names', () => {
      const page = readSource('/docs/guides/store-submission');
      for (const file of ['dist/chrome/tab-notes-1.2.0.zip', 'dist/edge/tab-notes-1.2.0.zip', 'dist/firefox/tab-notes-1.2.0.zip', 'dist/tab-notes-1.2.0-source.zip']) {
        expect(page).toContain(`\`${file}\``);
        expect(existsSync(at('store-submission', file)), file).toBe(true);
      }
      expect(runs.store.out).toMatch(/Packaged dist\/chrome\/tab-notes-1\.2\.0\.zip/);
    });

    it('writes every package as a zip with manifest.json at its root, and the sources without dist/', () => {
      const page = readSource('/docs/guides/store-submission');
      expect(page).toContain('this release writes no `.xpi`');
      expect(readdirSync(at('store-submission/dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.xpi'))).toEqual([]);
      for (const browser of ['chrome', 'edge', 'firefox']) {
        expect(zipEntryNames(at(`store-submission/dist/${browser}/tab-notes-1.2.0.zip`)), browser).toContain('manifest.json');
      }
      const sources = zipEntryNames(at('store-submission/dist/tab-notes-1.2.0-source.zip'));
      expect(sources).toContain('package.json');
      expect(sources.some((name) => name.startsWith('src/'))).toBe(true);
      expect(sources.filter((name) => name.startsWith('dist/'))).toEqual([]);
    });

    it('the Firefox build carries the add-on id and Chromium builds do not', () => {
      const firefox = JSON.parse(readFileSync(at('store-submission/dist/firefox/manifest.json'), 'utf8'));
      const chrome = JSON.parse(readFileSync(at('store-submission/dist/chrome/manifest.json'), 'utf8'));
      expect(firefox.browser_specific_settings.gecko.id).toBe('tab-notes@example.com');
      expect(chrome.browser_specific_settings).toBeUndefined();
    });
  });

  describe('load failures', () => {
    const [chromiumRefusal, geckoRefusal] = textBlocksIn(sectionUnder(readSource('/docs/browsers/load-failures'), '## After launch: when the browser still refuses'));

    it('preview prints no refusal for the fixed manifest', () => {
      expect(runs.fixed.out).not.toMatch(/refuses|won't load/);
    });

    it('the emitted manifest carries the repairs the page quotes', () => {
      const emitted = JSON.parse(readFileSync(at('load-failures/repaired/dist/chrome/manifest.json'), 'utf8'));
      expect(emitted.version).toBe('1.0.0');
      expect(emitted.commands.toggle.description).toBe('toggle');
    });

    it('the refusals after launch are the first lines of the pinned CLI messages', () => {
      const cli = readFileSync(path.join(path.dirname(CLI), '../dist/cli.cjs'), 'utf8');
      // The ⏵⏵⏵ marker in front of a quote is the CLI's log prefix (getLoggingPrefix), written apart from the message.
      for (const quote of [chromiumRefusal, geckoRefusal]) expect(cli).toContain(quote.trim().replace(/^⏵⏵⏵ /, ''));
    });
  });

  describe('Manifest V3 errors', () => {
    it('the Firefox build turns service_worker into scripts, as the page shows; Chrome keeps it', () => {
      const [, part] = titledBlocks('/docs/development/manifest-v3-errors').find(([title]) => title.includes('(part)')) ?? [];
      const firefox = JSON.parse(readFileSync(at('manifest-v3-errors/dist/firefox/manifest.json'), 'utf8'));
      const chrome = JSON.parse(readFileSync(at('manifest-v3-errors/dist/chrome/manifest.json'), 'utf8'));
      expect({ background: firefox.background }).toEqual(JSON.parse(`{${part}}`));
      expect(chrome.background).toEqual({ service_worker: 'background/service_worker.js' });
    });

    it('a Manifest V2 build moves host_permissions into permissions, as the page says', () => {
      const source = distFileWith('function hostPermissions(manifest)');
      expect(source).toMatch(/if \(2 !== manifest\.manifest_version\) return;[\s\S]{0,200}result\.permissions = appendUnique\(manifest\.permissions, manifest\.host_permissions\)/);
    });
  });

  describe('messaging errors', () => {
    it('the content script the background injects is the one the built manifest names', () => {
      const built = JSON.parse(readFileSync(at('messaging-errors/dist/chrome/manifest.json'), 'utf8'));
      expect(built.content_scripts[0].js).toEqual(['content_scripts/content-0.js']);
      expect(existsSync(at('messaging-errors/dist/chrome/content_scripts/content-0.js'))).toBe(true);
    });
  });

  describe('stable extension id', () => {
    const page = readSource('/docs/development/stable-extension-id');
    const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'stable-extension-id/src/manifest.json'), 'utf8'));
    const digest = createHash('sha256').update(Buffer.from(manifest.key, 'base64')).digest().subarray(0, 16);
    const idFromKey = [...digest].map((byte) => String.fromCharCode(97 + (byte >> 4), 97 + (byte & 15))).join('');

    it('the id the page states is the one Chromium derives from the key, and the one the banner prints', () => {
      expect(page).toContain(`\`${idFromKey}\``);
      expect(page).toContain(`https://${idFromKey}.chromiumapp.org/oauth2`);
      expect(idOf(runs.keyed)).toBe(idFromKey);
    });

    it('without a key, the id follows the folder, not the profile', () => {
      expect(idOf(runs.pathId)).toMatch(/^[a-p]{32}$/);
      expect(idOf(runs.pathIdProfile)).toBe(idOf(runs.pathId));
      expect(idOf(runs.pathIdMoved)).not.toBe(idOf(runs.pathId));
    });

    it('the pinned CLI derives the id from the key, else from the real path of the loaded folder', () => {
      const cli = readFileSync(path.join(path.dirname(CLI), '../dist/cli.cjs'), 'utf8');
      expect(cli).toMatch(/function expectedChromiumExtensionId\(outPath\) \{[\s\S]{0,300}deriveChromiumExtensionIdFromManifest\(manifest\);[\s\S]{0,120}return deriveChromiumExtensionIdFromPath\(outPath\);/);
      expect(cli).toMatch(/function registeredDirectoryPath\(dir, platform\) \{[\s\S]{0,200}realpathSync\.native/);
    });

    it('Chrome keeps the key, Edge drops it', () => {
      const chrome = JSON.parse(readFileSync(at('stable-extension-id/dist/chrome/manifest.json'), 'utf8'));
      const edge = JSON.parse(readFileSync(at('stable-extension-id/dist/edge/manifest.json'), 'utf8'));
      expect(chrome.key).toBe(manifest.key);
      expect(edge.key).toBeUndefined();
    });
  });

  describe('security checklist', () => {
    it('EXTENSION_PUBLIC_API_URL is written into the popup script; the unprefixed secret is in no built file', () => {
      const dist = at('security-checklist/dist/chrome');
      const files = filesUnder(dist).map((file) => path.join(dist, file));
      const text = (file: string) => readFileSync(file, 'utf8');
      const withUrl = files.filter((file) => text(file).includes('https://api.example.com'));
      // The popup's script is emitted next to the page the built manifest names as default_popup.
      const built = JSON.parse(text(at('security-checklist/dist/chrome/manifest.json')));
      const popupDir = path.dirname(at('security-checklist/dist/chrome', built.action.default_popup));
      expect(withUrl.some((file) => path.dirname(file) === popupDir && file.endsWith('.js'))).toBe(true);
      expect(files.filter((file) => text(file).includes('do-not-ship-this-value'))).toEqual([]);
    });

    it('the production build ships exactly the permissions of the source manifest', () => {
      const source = JSON.parse(readFileSync(path.join(FIXTURES, 'security-checklist/src/manifest.json'), 'utf8'));
      const built = JSON.parse(readFileSync(at('security-checklist/dist/chrome/manifest.json'), 'utf8'));
      expect(built.permissions).toEqual(source.permissions);
      expect(built.optional_host_permissions).toEqual(source.optional_host_permissions);
      expect(built.host_permissions).toBeUndefined();
    });

    it('reads .env files next to package.json (or at the workspace root), never inside src/', () => {
      const page = readSource('/docs/features/environment-variables');
      expect(page).toContain('a `.env` inside `src/` is never read');
      const source = distFileWith('function resolveEnvPaths(');
      expect(source).toMatch(/envFiles\.map\(\(file\)=>[\w$]+\.join\(projectPath, file\)\)/);
      expect(source).toMatch(/envFiles\.map\(\(file\)=>[\w$]+\.join\(workspaceRoot, file\)\)/);
      expect(source).toMatch(/const projectPath = compiler\.options\.context/);
    });

    it('only EXTENSION_PUBLIC_ variables reach code, the shell overriding the .env files', () => {
      const source = distFileWith("key.startsWith('EXTENSION_PUBLIC_')");
      expect(source).toMatch(/const combinedVars = \{\s*\.\.\.defaultsVars,\s*\.\.\.envVars,\s*\.\.\.systemEnv\s*\};/);
      expect(source).toMatch(/Object\.keys\(combinedVars\)\.filter\(\(key\)=>key\.startsWith\('EXTENSION_PUBLIC_'\)\)/);
    });
  });
});
