import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeProject, type CliRun } from '../content/guide-examples';
import { readSource } from '../content/source-pages';
import { standInBrowser } from '../content/stand-in-browser';

// What the browser pages say about how `preview` launches a browser, read from the launch plan the pinned CLI prints
// when its config sets commands.preview.dryRun (the binary and its arguments, without starting anything): with
// persistProfile, Chromium still gets a fresh profile while Firefox gets the kept dev profile; Firefox with
// --profile=false gets no profile arguments; start's plan does not change with --host and --public-host; and
// --browser=chrome refuses a branded Google Chrome it finds; and which Firefox or Chrome a run takes when the managed
// cache, FIREFOX_BINARY or CHROME_FOR_TESTING_PATH, a config geckoBinary read from the developer's own variable, and
// --gecko-binary each name one, or when only a Nightly is on the PATH.

const PROFILE_PAGE = '/docs/browsers/browser-profile';
const FLAGS_PAGE = '/docs/browsers/browser-flags';
const BROWSERS_PAGE = '/docs/browsers/browsers-available';
const START_PAGE = '/docs/commands/start';
const OTHER_BROWSERS_PAGE = '/docs/browsers/running-other-browsers';
const VARIABLES_PAGE = '/docs/reference/cli-environment-variables';
const anyBinary = process.execPath;

let root = '';
let built: CliRun;
const plans: Record<string, CliRun> = {};
const channels: Record<'managedFirefox' | 'managedChrome' | 'nightly' | 'beta' | 'onlyNightlyOnPath', string> = {
  managedFirefox: '',
  managedChrome: '',
  nightly: '',
  beta: '',
  onlyNightlyOnPath: '',
};
const launched = (run: CliRun) => run.out.match(/PATH (.+)$/m)?.[1].trim() ?? `no PATH line in:\n${run.out}`;

beforeAll(async () => {
  root = writeProject('launch-plans-', {
    'package.json': JSON.stringify({ name: 'launch-plans', private: true, version: '0.0.1', type: 'module' }),
    'extension.config.js': 'export default { commands: { preview: { dryRun: true }, start: { dryRun: true } }, browser: { chromium: { persistProfile: true }, firefox: { persistProfile: true, geckoBinary: process.env.MY_FIREFOX_NIGHTLY } } };\n',
    'src/manifest.json': JSON.stringify({
      manifest_version: 3,
      name: 'Launch plans',
      version: '0.0.1',
      background: { service_worker: 'background.js' },
      browser_specific_settings: { gecko: { id: 'launch-plans@example.com', data_collection_permissions: { required: ['none'] } } },
    }),
    'src/background.js': "console.log('ready');\n",
  });
  const fakeBin = path.dirname(standInBrowser(path.join(root, 'fake-bin/google-chrome'), 'Google Chrome 140.0.0.0'));
  const emptyCache = path.join(root, 'empty-cache');
  mkdirSync(emptyCache);
  const managedCache = path.join(root, 'managed-cache');
  const managedFirefox = standInBrowser(path.join(managedCache, 'firefox/linux-150.0/firefox/firefox'), 'Mozilla Firefox 150.0');
  const managedChrome = standInBrowser(path.join(managedCache, 'chrome/linux-150.0/chrome-linux64/chrome'), 'Google Chrome for Testing 150.0');
  const nightly = standInBrowser(path.join(root, 'channels/nightly/firefox'), 'Mozilla Firefox 152.0a1');
  const beta = standInBrowser(path.join(root, 'channels/beta/firefox'), 'Mozilla Firefox 151.0b3');
  const canary = standInBrowser(path.join(root, 'channels/canary/chrome'), 'Chromium 152.0');
  const onlyNightlyOnPath = path.join(root, 'only-nightly-bin');
  standInBrowser(path.join(onlyNightlyOnPath, 'firefox-nightly'), 'Mozilla Firefox 152.0a1');
  Object.assign(channels, { managedFirefox, managedChrome, nightly, beta, onlyNightlyOnPath });
  built = await runCli(['build', '--browser=chromium,firefox,chrome', '--install=false', '--silent', '--no-addon-lint'], root, 120_000);
  Object.assign(plans, {
    chromium: await runCli(['preview', '--browser=chromium', `--chromium-binary=${anyBinary}`], root),
    firefox: await runCli(['preview', '--browser=firefox', `--gecko-binary=${anyBinary}`], root),
    firefoxSystemProfile: await runCli(['preview', '--browser=firefox', `--gecko-binary=${anyBinary}`, '--profile=false'], root),
    startPlain: await runCli(['start', '--browser=chromium', `--chromium-binary=${anyBinary}`, '--install=false'], root, 120_000),
    startWithHosts: await runCli(['start', '--browser=chromium', `--chromium-binary=${anyBinary}`, '--install=false', '--host=0.0.0.0', '--public-host=10.1.2.3'], root, 120_000),
    brandedChrome: await runCli(['preview', '--browser=chrome'], root, 55_000, {
      PATH: `${fakeBin}${path.delimiter}${process.env.PATH ?? ''}`,
      EXT_BROWSERS_CACHE_DIR: emptyCache,
      EXTENSION_NO_INSTALL_PROMPT: '1',
    }),
    managedFirefoxBeforeVariable: await runCli(['preview', '--browser=firefox'], root, 55_000, { EXT_BROWSERS_CACHE_DIR: managedCache, FIREFOX_BINARY: nightly }),
    firefoxVariable: await runCli(['preview', '--browser=firefox'], root, 55_000, { EXT_BROWSERS_CACHE_DIR: emptyCache, FIREFOX_BINARY: nightly }),
    managedChromeBeforeVariable: await runCli(['preview', '--browser=chrome'], root, 55_000, { EXT_BROWSERS_CACHE_DIR: managedCache, CHROME_FOR_TESTING_PATH: canary }),
    configChannel: await runCli(['preview', '--browser=firefox'], root, 55_000, { EXT_BROWSERS_CACHE_DIR: managedCache, MY_FIREFOX_NIGHTLY: nightly }),
    configChannelAndFlag: await runCli(['preview', '--browser=firefox', `--gecko-binary=${beta}`], root, 55_000, { EXT_BROWSERS_CACHE_DIR: managedCache, MY_FIREFOX_NIGHTLY: nightly }),
    onlyNightlyOnPath: await runCli(['preview', '--browser=firefox'], root, 55_000, { EXT_BROWSERS_CACHE_DIR: emptyCache, PATH: onlyNightlyOnPath }),
  });
}, 400_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('launch plans of extension preview, printed by the pinned CLI', () => {
  it('keep the dev profile with persistProfile in Firefox, and start a fresh one in Chromium', () => {
    expect(built.code, built.out).toBe(0);
    expect(readSource(PROFILE_PAGE)).toContain('`persistProfile` also works for `start` and `preview` in Firefox and the other Gecko targets; in Chromium targets, those two commands start a fresh profile every time.');
    expect(plans.firefox.out).toMatch(/-profile \S+[/\\]profiles[/\\]firefox-profile[/\\]dev\b/);
    expect(plans.chromium.out).toMatch(/--user-data-dir=\S+[/\\]profiles[/\\]chromium-profile[/\\][a-z]+-[a-z]+-[a-z]+\b/);
    expect(plans.chromium.out).not.toMatch(/chromium-profile[/\\]dev\b/);
  });

  it('give Firefox with --profile=false none of the profile arguments', () => {
    expect(readSource(FLAGS_PAGE)).toContain('`--no-remote`, `--new-instance`, `-profile` and `-start-debugger-server` (the first three not with `--profile=false`)');
    const args = plans.firefoxSystemProfile.out.split('\n').find((line) => line.includes('ARGS')) ?? '';
    expect(args).toContain('-start-debugger-server');
    for (const flag of ['-profile', '--no-remote', '--new-instance']) expect(args).not.toContain(flag);
  });

  it('are the same for start with and without --host and --public-host', () => {
    expect(readSource(START_PAGE)).toContain('Accepted, like on `dev`, but `start` runs no dev server, so in this version it changes nothing.');
    // The profile folder's name is random per run; everything else of the plan must match.
    const plan = (run: CliRun) => (run.out.split('\n').filter((line) => /\b(PATH|FLAGS)\b/.test(line)).join('\n')).replace(/chromium-profile[/\\][a-z]+-[a-z]+-[a-z]+/g, 'chromium-profile/<profile>');
    expect(plan(plans.startPlain)).toContain('FLAGS');
    expect(plan(plans.startWithHosts)).toBe(plan(plans.startPlain));
    expect(plans.startWithHosts.out).not.toContain('10.1.2.3');
  });

  it.runIf(process.platform === 'linux')('refuse a branded Google Chrome for the chrome target and name the install command', () => {
    expect(readSource(BROWSERS_PAGE)).toContain('When it finds branded Google Chrome, it does not run it: it prints the `extension install chrome` command and exits with status 1');
    expect(plans.brandedChrome.code).toBe(1);
    expect(plans.brandedChrome.out).toContain('extension install chrome');
    expect(plans.brandedChrome.out).not.toMatch(/PATH \S*google-chrome/);
  });

  it('take a managed Firefox or Chrome before FIREFOX_BINARY and CHROME_FOR_TESTING_PATH, and the variable when the cache is empty', () => {
    expect(readSource(VARIABLES_PAGE)).toContain('so `--browser=firefox` starts it when the managed cache holds no Firefox, which comes first.');
    expect(readSource(VARIABLES_PAGE)).toContain('so `--browser=chrome` starts it when the managed cache holds no Chrome for Testing, which comes first.');
    expect(launched(plans.managedFirefoxBeforeVariable)).toBe(channels.managedFirefox);
    expect(launched(plans.managedChromeBeforeVariable)).toBe(channels.managedChrome);
    expect(launched(plans.firefoxVariable)).toBe(channels.nightly);
  });

  it('take a config geckoBinary read from an environment variable over the managed cache, and --gecko-binary over both', () => {
    const page = readSource(OTHER_BROWSERS_PAGE);
    expect(page).toContain('geckoBinary: process.env.MY_FIREFOX_NIGHTLY');
    expect(page).toContain('A binary on the command line wins over the config');
    expect(page).toContain('`geckoBinary` and `--gecko-binary` win over both.');
    expect(launched(plans.configChannel)).toBe(channels.nightly);
    expect(launched(plans.configChannelAndFlag)).toBe(channels.beta);
    // The same config with the variable unset: the usual lookup, which finds the managed Firefox.
    expect(launched(plans.managedFirefoxBeforeVariable)).toBe(channels.managedFirefox);
  });

  it.runIf(process.platform === 'linux')('fall back to firefox-nightly on the PATH when no release Firefox is there', () => {
    expect(readSource(OTHER_BROWSERS_PAGE)).toContain('On Linux it runs the `firefox` command of your `PATH`, or else the first it finds of `firefox-esr`, `firefox-developer-edition`, `firefox-devedition` and `firefox-nightly`');
    expect(launched(plans.onlyNightlyOnPath)).toBe(path.join(channels.onlyNightlyOnPath, 'firefox-nightly'));
  });
});
