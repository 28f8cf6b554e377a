// What each environment variable of the pinned CLI does, as read in its code: one reviewed record per variable the
// code reads (tools/cli/cli-surface.mjs finds them), checked by tests/unit/cli-environment-variables.test.ts against the
// dist and /docs/reference/cli-environment-variables. Each record was written from reading the code, not copied from
// the page: `code` is a short excerpt of the code that decides the effect, `row` the words of the page's row that
// state that effect, and `scenarios` the captured runs (tests/fixtures/cli-scenarios/) whose output shows it.
// tests/README.md says how to add one.
import { developChunk, DIST_FILES } from './pinned-dist';

/** Where the code deciding an effect is: a dist file and an exact excerpt of it (whitespace counted as one space). */
export interface CodeExcerpt {
  /** Path under tools/cli-runtime/node_modules. */
  file: string;
  code: string;
  /**
   * The excerpt calls this function, whose body reads the variable, instead of reading it within a few hundred
   * characters; `alias` is the name the bundler exports it under when the call goes through that name.
   */
  through?: { fn: string; alias?: string };
  /** Why this excerpt, which the effect depends on, is neither near a read nor a call of a reader: only its presence is checked. */
  elsewhere?: string;
}

export interface EnvEffect {
  name: string;
  code: CodeExcerpt[];
  /** Words of the page's row (the row of the variable, or of the variable it is an alias of). */
  row: string;
  /**
   * Captured runs that show the effect: a line of the run's output (`id`), which the run of `absentIn`, the same
   * command with the variable changed, does not print.
   */
  scenarios?: Array<{ id: string; line: string; absentIn?: string }>;
}

const {
  browsers: BROWSERS,
  cli: CLI,
  create: CREATE,
  install: INSTALL,
  chromeLocator: CHROME_LOCATOR,
  devServer: DEV_SERVER,
  rspackConfig: RSPACK_CONFIG,
  developCore: DEVELOP_CORE,
} = DIST_FILES;

// The defines that write the target and mode into the bundle, one pair per name.
const bundleDefine = (name: string, value: 'this.browser' | 'mode', row: string): EnvEffect => ({
  name,
  code: [{ file: RSPACK_CONFIG, code: `filteredEnvVars['process.env.${name}'] = JSON.stringify(${value});` }],
  row,
});

// A variable whose only use is to be set by one part of the CLI and read by another.
const handedOver = (name: string, file: string, code: string, row: string): EnvEffect => ({ name, code: [{ file, code }], row });

export const ENV_EFFECTS: EnvEffect[] = [
  // Browser launch
  {
    name: 'EXTENSION_CLI_NO_BROWSER',
    code: [
      { file: CLI, code: "async function resolveNoBrowser(projectPath, command) { if ('1' === process.env.EXTENSION_CLI_NO_BROWSER) return true;" },
      { file: CLI, code: "if (devOptions.wait) { if ('1' === process.env.EXTENSION_CLI_NO_BROWSER) { if (!asJson) console.error(noBrowserWithWait('dev'));" },
      { file: CLI, code: "if (startOptions.wait) { if ('1' === process.env.EXTENSION_CLI_NO_BROWSER) { if (!asJson) console.error(noBrowserWithWait('start'));" },
    ],
    row: '`dev --wait` and `start --wait` refuse it',
    scenarios: [
      { id: 'env-no-browser-dev-wait', line: '--no-browser and --wait cannot run in the same process.' },
      { id: 'env-no-browser-start-wait', line: '--no-browser and --wait cannot run in the same process.' },
    ],
  },
  {
    name: 'EXTENSION_HEADLESS',
    code: [
      { file: BROWSERS, code: "function isHeadlessGuardRequested(env = process.env) { return /^(1|true)$/i.test(String(env.EXTENSION_HEADLESS || '').trim()); }" },
      {
        file: BROWSERS,
        code: "if ((0, shared_utils.ZO)() && !baseFlags.some((flag)=>flag.startsWith('--headless'))) baseFlags.push('--headless=new');",
        through: { fn: 'isHeadlessGuardRequested', alias: 'ZO' },
      },
      {
        file: BROWSERS,
        code: "return /^(1|true)$/i.test(String(env.MOZ_HEADLESS || '').trim()) || (0, shared_utils.ZO)(env);",
        through: { fn: 'isHeadlessGuardRequested', alias: 'ZO' },
      },
    ],
    row: 'Chromium-based browsers get `--headless=new`, Firefox runs headless.',
  },
  {
    name: 'MOZ_HEADLESS',
    code: [
      { file: BROWSERS, code: "function isFirefoxHeadlessRequested(env = process.env) { return /^(1|true)$/i.test(String(env.MOZ_HEADLESS || '').trim())" },
      { file: BROWSERS, code: 'headless: isFirefoxHeadlessRequested()', through: { fn: 'isFirefoxHeadlessRequested' } },
    ],
    row: 'Firefox and other Gecko browsers run headless.',
  },
  {
    name: 'EXTENSION_BROWSER_FLAGS',
    code: [
      { file: BROWSERS, code: "...(0, shared_utils.ov)(configOptions.browserFlags || [], excludeFlags), ...(0, shared_utils.W0)(process.env.EXTENSION_BROWSER_FLAGS) ];" },
      { file: BROWSERS, code: 'binaryArgs.push(...filteredFlags); binaryArgs.push(...(0, shared_utils.W0)(process.env.EXTENSION_BROWSER_FLAGS));' },
      { file: BROWSERS, code: "function parseEnvBrowserFlags(raw) { return String(raw || '').split(/\\s+/)", elsewhere: 'the parser the reads are passed to, exported as W0' },
    ],
    row: 'Extra command-line switches, added after the ones from flags and config.',
  },
  {
    name: 'EDGE_BINARY',
    code: [
      {
        file: BROWSERS,
        code: "case 'edge': if (isAuthorMode) (0, messaging._w)(messages.Gq(browser)); try { const override = String(process.env.EDGE_BINARY || '').trim(); if (override) { const normalized = normalizePath(override); if (normalized && external_node_fs_.existsSync(normalized)) browserBinaryLocation = normalized; else throw new Error('EDGE_BINARY points to a non-existent path'); }",
      },
    ],
    row: 'instead of looking for one. A path that does not exist stops the launch.',
  },
  {
    name: 'EXTENSION_USE_SYSTEM_PROFILE',
    code: [
      {
        file: BROWSERS,
        code: "const useSystemProfile = 'true' === String(process.env.EXTENSION_USE_SYSTEM_PROFILE || process.env.EXTJS_USE_SYSTEM_PROFILE || '').toLowerCase().trim();",
      },
      {
        file: BROWSERS,
        code: "if (false === rawProfile || useSystemProfile) return { kind: 'system', profilePath: '', persisted: false };",
        elsewhere: 'the profile resolver the flag value goes to, with the read passed in as useSystemProfile',
      },
    ],
    row: "Launch with the browser's own default profile, like `--profile=false`.",
  },
  {
    name: 'EXTJS_USE_SYSTEM_PROFILE',
    code: [{ file: BROWSERS, code: "String(process.env.EXTENSION_USE_SYSTEM_PROFILE || process.env.EXTJS_USE_SYSTEM_PROFILE || '')" }],
    row: 'Also read as `EXTJS_USE_SYSTEM_PROFILE`.',
  },
  {
    name: 'EXTENSION_TMP_PROFILE_MAX_AGE_HOURS',
    code: [
      {
        file: BROWSERS,
        code: "if (!resolved.persisted) try { const maxAgeHours = parseInt(String(process.env.EXTENSION_TMP_PROFILE_MAX_AGE_HOURS || ''), 10); (0, shared_utils.CW)(managedBaseDir, external_node_path_.basename(userProfilePath), Number.isFinite(maxAgeHours) ? maxAgeHours : 12);",
      },
    ],
    row: 'the temporary profiles of earlier runs in the output folder that are older than this are removed',
  },
  {
    name: 'EXTENSION_INSTANCE_ID',
    code: [
      {
        file: DEV_SERVER,
        code: "function resolveInstanceIdOverride() { const raw = process.env.EXTENSION_INSTANCE_ID || process.env.EXTENSION_DEV_INSTANCE_ID || process.env.EXTJS_INSTANCE_ID || ''; const value = String(raw).trim(); if (!value) return; return value.replace(/[^a-zA-Z0-9_-]/g, '-').slice(0, 64) || void 0; }",
      },
    ],
    row: 'Fixes the id of the session (other characters become `-`, at most 64 are kept).',
  },
  {
    name: 'EXTENSION_DEV_INSTANCE_ID',
    code: [{ file: DEV_SERVER, code: 'process.env.EXTENSION_INSTANCE_ID || process.env.EXTENSION_DEV_INSTANCE_ID || process.env.EXTJS_INSTANCE_ID' }],
    row: 'Also read as `EXTENSION_DEV_INSTANCE_ID` and `EXTJS_INSTANCE_ID`.',
  },
  {
    name: 'EXTJS_INSTANCE_ID',
    code: [{ file: DEV_SERVER, code: 'process.env.EXTENSION_INSTANCE_ID || process.env.EXTENSION_DEV_INSTANCE_ID || process.env.EXTJS_INSTANCE_ID' }],
    row: 'Also read as `EXTENSION_DEV_INSTANCE_ID` and `EXTJS_INSTANCE_ID`.',
  },
  {
    name: 'EXTENSION_WATCH_TIMEOUT_MS',
    code: [
      {
        file: BROWSERS,
        code: "const raw = process.env.EXTENSION_WATCH_TIMEOUT_MS || process.env.EXTENSION_DEV_WATCH_TIMEOUT_MS || process.env.EXTJS_WATCH_TIMEOUT_MS || process.env.EXTJS_DEV_WATCH_TIMEOUT_MS || ''; const ms = parseInt(String(raw || ''), 10); if (!Number.isFinite(ms) || ms <= 0) return; this.watchTimeout = setTimeout(()=>{ try { this.ctx.logger?.info?.(`[browser] Watch timeout reached (${ms}ms). Shutting down.`); } catch {} this.cleanupInstance()",
      },
    ],
    row: 'A Firefox session shuts down and exits after this time.',
  },
  ...['EXTENSION_DEV_WATCH_TIMEOUT_MS', 'EXTJS_WATCH_TIMEOUT_MS', 'EXTJS_DEV_WATCH_TIMEOUT_MS'].map((name) => ({
    name,
    code: [{ file: BROWSERS, code: 'process.env.EXTENSION_WATCH_TIMEOUT_MS || process.env.EXTENSION_DEV_WATCH_TIMEOUT_MS || process.env.EXTJS_WATCH_TIMEOUT_MS || process.env.EXTJS_DEV_WATCH_TIMEOUT_MS' }],
    row: 'Also read as `EXTENSION_DEV_WATCH_TIMEOUT_MS`, `EXTJS_WATCH_TIMEOUT_MS` and `EXTJS_DEV_WATCH_TIMEOUT_MS`.',
  })),
  {
    name: 'EXTENSION_RDP_REQUEST_TIMEOUT_MS',
    code: [{ file: BROWSERS, code: "function rdpRequestTimeoutMs() { const raw = parseInt(String(process.env.EXTENSION_RDP_REQUEST_TIMEOUT_MS || ''), 10); return Number.isFinite(raw) && raw > 0 ? raw : 30000; }" }],
    row: "How long a request to Firefox's remote debugging protocol may take.",
  },
  {
    name: 'EXTENSION_RDP_EVAL_TIMEOUT_MS',
    code: [{ file: BROWSERS, code: "const RDP_EVAL_TIMEOUT_MS = envMs('EXTENSION_RDP_EVAL_TIMEOUT_MS', 8000);" }],
    row: "How long an evaluation over Firefox's remote debugging protocol may take.",
  },
  {
    name: 'EXTENSION_RDP_MAX_RETRIES',
    code: [{ file: BROWSERS, code: "const RDP_MAX_RETRIES = envMs('EXTENSION_RDP_MAX_RETRIES', 150);" }],
    row: "How many times the CLI tries to reach Firefox's remote debugging port while the browser starts.",
  },
  {
    name: 'EXTENSION_RDP_RETRY_INTERVAL_MS',
    code: [{ file: BROWSERS, code: "const RDP_RETRY_INTERVAL_MS = envMs('EXTENSION_RDP_RETRY_INTERVAL_MS', 1000);" }],
    row: 'The pause between those tries.',
  },
  {
    name: 'EXTENSION_CDP_COMMAND_TIMEOUT_MS',
    code: [
      { file: BROWSERS, code: "const raw = process.env[envKey]; if (!raw) return fallback; const parsed = parseInt(raw, 10); return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback; } const CDP_COMMAND_TIMEOUT_MS = envMs('EXTENSION_CDP_COMMAND_TIMEOUT_MS', 12000);" },
    ],
    row: 'How long one command over the Chrome DevTools Protocol may take, for Chromium-family browsers.',
  },
  {
    name: 'EXTENSION_CDP_HTTP_TIMEOUT_MS',
    code: [{ file: BROWSERS, code: "const CDP_HTTP_TIMEOUT_MS = envMs('EXTENSION_CDP_HTTP_TIMEOUT_MS', 1200);" }],
    row: "How long a request to the browser's DevTools HTTP endpoint may take.",
  },
  {
    name: 'EXTENSION_CDP_HEARTBEAT_INTERVAL_MS',
    code: [{ file: BROWSERS, code: "const CDP_HEARTBEAT_INTERVAL_MS = envMs('EXTENSION_CDP_HEARTBEAT_INTERVAL_MS', 30000);" }],
    row: 'How often the CLI checks that its DevTools Protocol connection is still alive.',
  },

  // Managed browsers
  {
    name: 'EXT_BROWSERS_CACHE_DIR',
    code: [
      { file: BROWSERS, code: "function computeSharedCacheRoot() { const explicit = String(process.env.EXT_BROWSERS_CACHE_DIR || '').trim(); if (explicit) return node_path__rspack_import_1.resolve(explicit);" },
      { file: INSTALL, code: "function resolveBrowsersCacheRoot() { const explicit = String(process.env.EXT_BROWSERS_CACHE_DIR || '').trim(); if (explicit) return external_node_path_default().resolve(explicit);" },
    ],
    row: 'Where managed browsers are kept.',
    scenarios: [{ id: 'uninstall-firefox', line: 'PATH <project>/browsers/firefox' }],
  },
  {
    name: 'EXTENSIONJS_BINARIES_IN_DIST',
    code: [{ file: BROWSERS, code: "function computeBinariesBaseDir(compilation) { if ('1' !== process.env.EXTENSIONJS_BINARIES_IN_DIST) return computeSharedCacheRoot(); const outputDir = getCompilationOutputPath(compilation);" }],
    row: 'Keep managed browsers inside the output folder instead of the shared cache.',
  },
  {
    name: 'EXTENSION_PREFER_CHROMIUM_SNAPSHOT',
    code: [
      { file: BROWSERS, code: "preferManagedSnapshot: 'true' === String(process.env.EXTENSION_PREFER_CHROMIUM_SNAPSHOT || '').toLowerCase().trim() });" },
      {
        file: BROWSERS,
        code: 'if (opts.preferManagedSnapshot) return { binary: managed, usedManagedSnapshot: true, swappedToSystem: false };',
        elsewhere: 'the chooser the read is passed to as preferManagedSnapshot',
      },
    ],
    row: 'Keep using the managed Chromium snapshot even when a usable system Chromium is found.',
  },

  // Browser locators: packages of their own, which the CLI calls with process.env and its cache folder
  {
    name: 'CHROME_FOR_TESTING_PATH',
    code: [
      { file: CHROME_LOCATOR, code: 'const rawEnv = [ process.env.CHROME_FOR_TESTING_PATH, process.env.CHROMIUM_BINARY, process.env.CHROME_BINARY ];' },
      { file: CHROME_LOCATOR, code: 'if (envPath) { try { const maybeCmd = w.sync(envPath); if (maybeCmd) return maybeCmd; } catch (_) {} return envPath; }' },
      { file: CHROME_LOCATOR, code: 'const envPath = env.CHROME_FOR_TESTING_PATH || env.CHROMIUM_BINARY || env.CHROME_BINARY; if (envPath && f.existsSync(envPath)) return envPath;' },
      { file: BROWSERS, code: "const env = managedEnvFor('chrome'); const located = external_chrome_location2_default()(true, { env }) || null;", elsewhere: 'the CLI asking the Chrome locator' },
      { file: BROWSERS, code: 'browserBinaryLocation = normalized; binaryPinnedByFlag = true; } else browserBinaryLocation = resolveManagedBinary();', elsewhere: 'the managed cache, asked before the locator and without the variable' },
    ],
    row: 'The Chrome the locator returns before it looks anywhere else, so `--browser=chrome` starts it when the managed cache holds no Chrome for Testing, which comes first. On Linux the value is used as it is; on macOS and Windows only when the file exists.',
  },
  ...['CHROMIUM_BINARY', 'CHROME_BINARY'].map((name) => ({
    name,
    code: [{ file: CHROME_LOCATOR, code: 'process.env.CHROME_FOR_TESTING_PATH || process.env.CHROMIUM_BINARY || process.env.CHROME_BINARY' }],
    row: name === 'CHROMIUM_BINARY' ? 'The same, read when `CHROME_FOR_TESTING_PATH` is unset.' : 'The same, read when both are unset.',
  })),
  {
    name: 'FIREFOX_BINARY',
    code: [
      { file: 'firefox-location2/dist/index.cjs', code: 'const override = env.FIREFOX_BINARY; if (override && f.existsSync(override)) return override;' },
      { file: BROWSERS, code: "const env = { ...process.env, ...(0, output_binaries_resolver.$4)(String(cacheRoot), 'firefox') }; const located = external_firefox_location2_default()(true, { env });", elsewhere: 'the CLI asking the Firefox locator with process.env' },
      { file: BROWSERS, code: 'let browserBinaryLocation = resolveManagedBinary(); let skipDetection = Boolean(browserBinaryLocation);', elsewhere: 'the managed cache, asked before the locator, whose answer skips it' },
    ],
    row: 'The Firefox the locator returns first when the file exists, so `--browser=firefox` starts it when the managed cache holds no Firefox, which comes first.',
  },
  {
    name: 'PLAYWRIGHT_BROWSERS_PATH',
    code: [
      { file: 'edge-location/dist/index.cjs', code: "const override = String(env.PLAYWRIGHT_BROWSERS_PATH || '').trim(); const overrideBase = override && '0' !== override ? p.resolve(override) : '';" },
      { file: BROWSERS, code: "return { PLAYWRIGHT_BROWSERS_PATH: node_path__rspack_import_1.join(root, 'edge') }; }" },
    ],
    row: 'When the CLI looks for the Edge it launches, it sets this to its own cache folder, so a value of yours is not used there.',
  },
  ...['PROGRAMFILES', 'PROGRAMFILES(X86)'].map((name) => ({
    name,
    code: [{ file: CHROME_LOCATOR, code: "const prefixes = [ env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)'] ].filter(Boolean);" }],
    row: name === 'PROGRAMFILES' ? 'Where the Chrome, Chromium and Firefox locators look for installed browsers on Windows.' : 'The same, for 32-bit installs.',
  })),

  // Development session
  {
    name: 'EXTENSION_AUTO_EXIT_MS',
    code: [
      { file: DEV_SERVER, code: 'const cancelAutoExit = setupAutoExit(process.env.EXTENSION_AUTO_EXIT_MS, process.env.EXTENSION_FORCE_KILL_MS, cleanup);' },
      {
        file: DEV_SERVER,
        code: 'autoExitTimer = setTimeout(async ()=>{ try { humanLine(autoExitTriggered(autoExitMs)); } catch {} await onCleanup(); }, autoExitMs);',
        elsewhere: 'setupAutoExit, which the read is passed to',
      },
    ],
    row: 'Ends the session and cleans up after this time, for scripts and CI.',
    scenarios: [{ id: 'env-auto-exit-dev', line: '⏵⏵⏵ Auto-exit triggered after <n> ms.' }],
  },
  {
    name: 'EXTENSION_FORCE_KILL_MS',
    code: [
      { file: DEV_SERVER, code: 'setupAutoExit(process.env.EXTENSION_AUTO_EXIT_MS, process.env.EXTENSION_FORCE_KILL_MS, cleanup)' },
      {
        file: DEV_SERVER,
        code: 'const autoExitMs = parseMilliseconds(autoExitMsRaw); if (null === autoExitMs) return ()=>{};',
        elsewhere: 'setupAutoExit, which the read is passed to',
      },
      {
        file: DEV_SERVER,
        code: 'const forceKillMs = null !== parsedForceKillMs && parsedForceKillMs > 0 ? parsedForceKillMs : autoExitMs + 4000; forceKillTimer = setTimeout(()=>{ try { humanLine(autoExitForceKill(forceKillMs)); } catch {} process.exit(0); }, forceKillMs);',
        elsewhere: 'setupAutoExit, which the read is passed to',
      },
    ],
    row: 'Only with `EXTENSION_AUTO_EXIT_MS`: the process exits hard this long after the session started',
  },
  {
    name: 'EXTENSION_START_TIMEOUT_MS',
    code: [
      { file: DEV_SERVER, code: "const START_TIMEOUT_MS = parseInt(String(process.env.EXTENSION_START_TIMEOUT_MS || '30000'), 10);" },
      {
        file: DEV_SERVER,
        code: 'startTimeout = setTimeout(()=>{ console.error(devServerStartTimeout(START_TIMEOUT_MS)); }, START_TIMEOUT_MS); await server.start();',
        elsewhere: 'startBundler, which uses the constant the read sets',
      },
    ],
    row: '`dev` prints a warning that says so; it keeps waiting and does not give up.',
  },
  {
    name: 'EXTENSION_WATCH_POLL',
    code: [
      { file: RSPACK_CONFIG, code: "...'true' === process.env.EXTENSION_WATCH_POLL ? { poll: parseInt(String(process.env.EXTENSION_WATCH_POLL_INTERVAL || '1000'), 10) } : {}" },
      { file: DEV_SERVER, code: "...'true' === process.env.EXTENSION_WATCH_POLL ? { usePolling: true, interval: parseInt(String(process.env.EXTENSION_WATCH_POLL_INTERVAL || '1000'), 10) } : {}" },
    ],
    row: 'Watch files by polling',
  },
  {
    name: 'EXTENSION_WATCH_POLL_INTERVAL',
    code: [{ file: RSPACK_CONFIG, code: "poll: parseInt(String(process.env.EXTENSION_WATCH_POLL_INTERVAL || '1000'), 10)" }],
    row: 'The polling interval when `EXTENSION_WATCH_POLL` is on.',
  },
  {
    name: 'EXTENSION_VERBOSE',
    code: [
      { file: RSPACK_CONFIG, code: "const verbose = '1' === String(process.env.EXTENSION_VERBOSE || '').trim(); compiler.hooks.invalid.tap('extension.js:invalid', ()=>{ if (verbose) humanLine(bundlerRecompiling()); });" },
      { file: developChunk('stats-handler~0.mjs'), code: "const verbose = '1' === String(process.env.EXTENSION_VERBOSE || '').trim(); const str = renderStatsBlocks(stats, { errors: true, warnings: !!verbose });" },
      { file: 'extension/dist/597.cjs', code: "if ('Runtime.consoleAPICalled' === message.method || 'Log.entryAdded' === message.method) { if ('1' === String(process.env.EXTENSION_VERBOSE || '').trim())" },
    ],
    row: 'recompile notices, warnings with the errors, and each console message a Chromium-family browser reports over the DevTools Protocol',
  },
  {
    name: 'EXTENSION_DEBUG',
    code: [
      {
        file: developChunk('852~0.mjs'),
        code: "const DEBUG_VALUES = new Set([ '1', 'true', 'yes', 'on', 'debug', 'dev', 'development' ]); function isDebug() { const raw = process.env.EXTENSION_DEBUG ?? process.env.EXTENSION_AUTHOR_MODE; return DEBUG_VALUES.has(String(raw ?? '').trim().toLowerCase()); }",
      },
      { file: CREATE, code: 'function isDebug() { const raw = process.env.EXTENSION_DEBUG ?? process.env.EXTENSION_AUTHOR_MODE;' },
      { file: BROWSERS, code: 'function isDebug() { const raw = process.env.EXTENSION_DEBUG ?? process.env.EXTENSION_AUTHOR_MODE;' },
    ],
    row: '`1`, `true`, `yes`, `on`, `debug`, `dev` or `development` | unset | Debug output from every part of the CLI.',
  },
  {
    name: 'EXTENSION_AUTHOR_MODE',
    code: [{ file: developChunk('852~0.mjs'), code: 'const raw = process.env.EXTENSION_DEBUG ?? process.env.EXTENSION_AUTHOR_MODE;' }],
    row: 'Also read as `EXTENSION_AUTHOR_MODE`.',
  },

  // Builds and projects
  {
    name: 'EXTENSION_STRICT_REFS',
    code: [
      {
        file: RSPACK_CONFIG,
        code: "if (!__rspack_external_node_fs_1b05aee1.existsSync(url)) { const displayFile = __rspack_external_node_path_806ed179.relative(manifestDir, resource); reportToCompilation(compilation, compiler, fileNotFound(displayFile, url, { deadRefHint: !strictRefs }), strictRefs ? 'error' : 'warning', displayFile);",
      },
      {
        file: RSPACK_CONFIG,
        code: "if ('commonjs' === dependencyType && context && 'function' == typeof getResolve && 'true' !== process.env.EXTENSION_STRICT_REFS && !(request in nodeFallbacks)",
      },
    ],
    row: 'A file that an HTML page refers to (`<script src>`, `<link href>`) but that does not exist fails the compile instead of earning a warning (`dev`, `start`, `build`). A `url()` in CSS that points at no file still builds, with another warning. A `require()` of a package that resolves to nothing fails the compile too, where it is otherwise left in the output with a warning.',
    scenarios: [
      { id: 'env-strict-refs-missing-stylesheet', line: '⏵⏵⏵ Build failed with 1 error.', absentIn: 'build-missing-stylesheet' },
      { id: 'env-strict-refs-dead-css-url', line: '⏵⏵⏵ Extension built for production in dist/chromium (643 B).' },
    ],
  },
  {
    name: 'EXTENSION_FETCH_TIMEOUT_MS',
    code: [
      { file: developChunk('950~0.mjs'), code: "const REMOTE_FETCH_TIMEOUT_MS = (()=>{ const raw = parseInt(String(process.env.EXTENSION_FETCH_TIMEOUT_MS || ''), 10); return Number.isFinite(raw) && raw > 0 ? raw : 60000; })();" },
    ],
    row: 'How long downloading a project given as a URL may take.',
  },
  {
    name: 'EXTENSION_NO_INSTALL_PROMPT',
    code: [
      {
        file: BROWSERS,
        code: 'function canPromptForInstall() { if (process.env.VITEST || process.env.VITEST_WORKER_ID) return false; if (process.env.EXTENSION_NO_INSTALL_PROMPT) return false; if (isCI()) return false; return Boolean(process.stdin.isTTY && process.stdout.isTTY); } function askToInstall(question)',
      },
    ],
    row: 'Never ask whether to download a missing managed browser',
  },
  {
    name: 'EXTENSION_ALLOW_INSTALL_SCRIPTS',
    code: [
      {
        file: DEVELOP_CORE,
        code: "function installScriptSuppression(pm) { if ('true' === process.env.EXTENSION_ALLOW_INSTALL_SCRIPTS) return { args: [], env: {} }; if ('deno' === pm.name) return { args: [], env: {} }; if ('yarn' === pm.name) return { args: [], env: { YARN_ENABLE_SCRIPTS: 'false', npm_config_ignore_scripts: 'true' } }; return { args: [ \"--ignore-scripts\" ], env: {} };",
      },
    ],
    row: 'by default it passes `--ignore-scripts` (yarn: scripts turned off)',
  },
  {
    name: 'EXTENSION_JS_PACKAGE_MANAGER',
    code: [
      { file: DEVELOP_CORE, code: "if ('npm' === lower) return 'npm'; if ('deno' === lower) return 'deno'; }", elsewhere: 'normalizePackageManager, which the read is passed to' },
      { file: DEVELOP_CORE, code: 'function getPackageManagerOverride() { const name = normalizePackageManager(process.env.EXTENSION_JS_PACKAGE_MANAGER);' },
    ],
    row: '`npm`, `pnpm`, `yarn`, `bun` or `deno` | Detected | The package manager for the installs the CLI runs.',
  },
  {
    name: 'EXTENSION_JS_PM_EXEC_PATH',
    code: [
      {
        file: DEVELOP_CORE,
        code: "const execPath = process.env.EXTENSION_JS_PM_EXEC_PATH || process.env.npm_execpath || process.env.NPM_EXEC_PATH; if (!name && !execPath) return; const inferredName = name || inferPackageManagerFromPath(execPath) || 'npm';",
      },
    ],
    row: "The package manager's own script to run; its name also tells which manager it is.",
  },

  // create
  {
    name: 'EXTENSION_CREATE_TEMPLATE_REF',
    code: [{ file: CREATE, code: 'const ref = process.env.EXTENSION_CREATE_TEMPLATE_REF || DEFAULT_TEMPLATES_REF;' }],
    row: 'Which version of the templates to download.',
  },
  {
    name: 'EXTENSION_CREATE_TEMPLATE_URL',
    code: [{ file: CREATE, code: 'const overrideUrl = process.env.EXTENSION_CREATE_TEMPLATE_URL || void 0; if (overrideUrl && isRefusedHttpTemplateUrl(overrideUrl)) throw new InsecureTemplateUrlError(overrideUrl); const urls = resolveCatalogUrls(ref, overrideUrl);' }],
    row: 'Download the templates from this address instead.',
  },
  {
    name: 'EXTENSION_ALLOW_HTTP_TEMPLATE',
    code: [{ file: CREATE, code: "function isRefusedHttpTemplateUrl(url) { if ('true' === process.env.EXTENSION_ALLOW_HTTP_TEMPLATE) return false; return /^http:\\/\\//i.test(url); }" }],
    row: 'Accept an `http://` template address; without it only `https://` is accepted.',
  },
  {
    name: 'EXTENSION_CREATE_TIMEOUT_MS',
    code: [{ file: CREATE, code: "const NETWORK_TIMEOUT_MS = (()=>{ const raw = parseInt(String(process.env.EXTENSION_CREATE_TIMEOUT_MS || ''), 10); return Number.isFinite(raw) && raw > 0 ? raw : 60000; })();" }],
    row: 'How long the template download may take.',
  },
  {
    name: 'EXTENSION_CREATE_ENGINE_VERSION',
    code: [
      { file: CREATE, code: "function engineVersionOverrideFromEnv() { const raw = (process.env.EXTENSION_CREATE_ENGINE_VERSION || process.env.EXTENSION_MCP_CLI_VERSION || '').trim(); return raw || void 0; }" },
      { file: CREATE, code: 'const resolved = cliVersion || engineVersionOverrideFromEnv() || ownCreatePackageVersion();', through: { fn: 'engineVersionOverrideFromEnv' } },
      {
        file: CLI,
        code: 'result = await extensionCreate(pathOrRemoteUrl, { template, install, logger, cliVersion: getCliPackageJson().version });',
        elsewhere: 'the CLI calling extension-create always with its version, which comes before the variable',
      },
    ],
    row: '`extension create` always gives its own version, so under the CLI this changes nothing.',
  },
  {
    name: 'EXTENSION_MCP_CLI_VERSION',
    code: [{ file: CREATE, code: "(process.env.EXTENSION_CREATE_ENGINE_VERSION || process.env.EXTENSION_MCP_CLI_VERSION || '')" }],
    row: 'Also read as `EXTENSION_MCP_CLI_VERSION`.',
  },

  // publish
  {
    name: 'EXTENSION_DEV_API_URL',
    code: [{ file: CLI, code: "const base = String(opts.api || process.env.EXTENSION_DEV_API_URL || '').trim().replace(/\\/+$/, ''); if (!base) throw new Error(NO_API_REMEDY);" }],
    row: "The publishing platform's address, when `--api` is not given. One of the two is required.",
    scenarios: [{ id: 'publish-no-api', line: 'Publishing needs a platform URL. Pass --api or set EXTENSION_DEV_API_URL.' }],
  },
  {
    name: 'EXTENSION_DEV_TOKEN',
    code: [{ file: CLI, code: "const envToken = String(process.env.EXTENSION_DEV_TOKEN || '').trim(); const token = flagToken || envToken || stored?.token || '';" }],
    row: 'The token, when `--token` is not given; a stored login comes last.',
  },
  {
    name: 'EXTENSION_DEV_DOCS_URL',
    code: [
      { file: developChunk('950~0.mjs'), code: "function platformDocsUrl() { return String(process.env.EXTENSION_DEV_DOCS_URL || '').trim().replace(/\\/+$/, ''); }" },
      { file: developChunk('950~0.mjs'), code: "function buildShareHint() { const docs = platformDocsUrl(); if (!docs) return '';", through: { fn: 'platformDocsUrl' } },
      { file: CREATE, code: "function shipItSection() { const docs = platformDocsUrl(); if (!docs) return '';", through: { fn: 'platformDocsUrl' } },
      { file: CLI, code: "function publishDocsHint() { const docs = platformDocsUrl(); return docs ? `Get a token: ${docs}/tools/publish` : ''; }", through: { fn: 'platformDocsUrl' } },
    ],
    row: 'Only when it is set does `build` print a link to send the build for review, `create` add a "Ship it" section to the README it writes, and `publish` name where to get a token.',
    scenarios: [{ id: 'env-docs-url-build', line: 'Send this build to someone for review: https://docs.example.com/share/', absentIn: 'build-during-dev' }],
  },

  // Telemetry
  {
    name: 'EXTENSION_TELEMETRY_DISABLED',
    code: [{ file: CLI, code: "const disabled = String(process.env.EXTENSION_TELEMETRY_DISABLED ?? '').trim().toLowerCase(); if ('1' === disabled || 'true' === disabled || 'on' === disabled || 'yes' === disabled) return true;" }],
    row: '`1`, `true`, `on` or `yes` | unset | Turns telemetry off.',
    scenarios: [{ id: 'telemetry-status-json', line: '"enabled":false,"source":"env"' }],
  },
  {
    name: 'EXTENSION_TELEMETRY',
    code: [
      { file: CLI, code: "return '0' === raw || 'false' === raw || 'off' === raw || 'no' === raw; } function envExplicitlyEnables() { const raw = String(process.env.EXTENSION_TELEMETRY ?? '').trim().toLowerCase(); return '1' === raw || 'true' === raw || 'on' === raw || 'yes' === raw; }" },
      {
        file: CLI,
        code: "if (envDisables()) return { enabled: false, source: 'env' }; if (argv.includes('--no-telemetry')) return { enabled: false, source: 'flag' }; if (envExplicitlyEnables()) return { enabled: true, source: 'env' }; const storage = resolveTelemetryStorage(); const stored = storage ? readConsentFile(storage.consentFile) : null; if ('disabled' === stored) return { enabled: false, source: 'config' }; if (isCI() && !process.stdout.isTTY) return { enabled: false, source: 'ci' };",
        through: { fn: 'envExplicitlyEnables' },
      },
    ],
    row: 'Turns telemetry off; or on, even where a stored `telemetry disable` or a CI run would turn it off (`EXTENSION_TELEMETRY_DISABLED` and `--no-telemetry` still win).',
  },
  {
    name: 'EXTENSION_TELEMETRY_SAMPLE_RATE',
    code: [
      { file: CLI, code: 'const DEFAULT_SAMPLE_RATE = Number(process.env.EXTENSION_TELEMETRY_SAMPLE_RATE || 0.2);' },
      { file: CLI, code: "if ('command_executed' === event && 'create' !== props.command && 'started' !== props.session && Math.random() > this.sampleRate) return;", elsewhere: 'the telemetry client, which uses the default the read sets' },
    ],
    row: 'The share of `command_executed` events that are sent; those of `create` and of a session start, and every other event, are always sent.',
  },
  {
    name: 'EXTENSION_TELEMETRY_MAX_EVENTS',
    code: [
      { file: CLI, code: 'const DEFAULT_MAX_EVENTS = Number(process.env.EXTENSION_TELEMETRY_MAX_EVENTS || 3);' },
      { file: CLI, code: 'if (this.sent >= this.maxEventsPerRun) return;', elsewhere: 'the telemetry client, which uses the default the read sets' },
    ],
    row: 'The most events one run sends.',
  },
  {
    name: 'EXTENSION_TELEMETRY_DEBOUNCE_MS',
    code: [
      { file: CLI, code: 'const DEFAULT_DEBOUNCE_MS = Number(process.env.EXTENSION_TELEMETRY_DEBOUNCE_MS || 60000);' },
      { file: CLI, code: 'const key = `${event}|${props.command}|${props.success}`; const now = Date.now(); const last = this.recent.get(key); if (null != last && now - last < this.debounceMs) return;', elsewhere: 'the telemetry client, which uses the default the read sets' },
    ],
    row: 'The same event for the same command is recorded once in this time.',
  },
  {
    name: 'EXTENSION_TELEMETRY_TIMEOUT_MS',
    code: [
      { file: CLI, code: 'const DEFAULT_TIMEOUT_MS = Number(process.env.EXTENSION_TELEMETRY_TIMEOUT_MS || 2000);' },
      { file: CLI, code: 'const t = setTimeout(()=>ac.abort(), this.timeoutMs);', elsewhere: 'the telemetry client, which uses the default the read sets' },
    ],
    row: 'How long sending may take before it is dropped.',
  },
  {
    name: 'EXTENSION_TELEMETRY_AUDIT_MAX_BYTES',
    code: [{ file: CLI, code: 'const DEFAULT_AUDIT_MAX_BYTES = 1048576; function auditMaxBytes() { const raw = Number(process.env.EXTENSION_TELEMETRY_AUDIT_MAX_BYTES); return Number.isFinite(raw) && raw > 0 ? raw : DEFAULT_AUDIT_MAX_BYTES; }' }],
    row: 'The size at which the local audit log rotates.',
  },
  {
    name: 'EXTENSION_TELEMETRY_DEBUG',
    code: [{ file: CLI, code: "this.debug = '1' === process.env.EXTENSION_TELEMETRY_DEBUG;" }],
    row: 'Also print each event on stderr.',
  },
  {
    name: 'POSTHOG_KEY',
    code: [{ file: CLI, code: "const DEFAULT_POSTHOG_KEY = process.env.POSTHOG_KEY || 'phc_" }],
    row: 'The analytics project events go to.',
  },
  {
    name: 'POSTHOG_HOST',
    code: [{ file: CLI, code: "const DEFAULT_POSTHOG_HOST = process.env.POSTHOG_HOST || 'https://us.i.posthog.com';" }],
    row: 'The analytics server events go to.',
  },

  // Experimental
  {
    name: 'EXTENSION_EXPERIMENTAL_EMULATOR',
    code: [{ file: CLI, code: "function isEmulatorLaneEnabled(env = process.env) { const value = String(env.EXTENSION_EXPERIMENTAL_EMULATOR || '').trim().toLowerCase(); return '1' === value || 'true' === value; }" }],
    row: 'Turns on the experimental `chromium-emulator` target.',
    scenarios: [
      { id: 'build-emulator-off', line: '⏵⏵⏵ Unsupported --browser value: chromium-emulator.' },
      { id: 'env-emulator-bad-origin', line: 'EXTENSION_EMULATOR_ORIGIN must be an http or https origin, got: ftp://example.com' },
    ],
  },
  {
    name: 'EXTENSION_EMULATOR_ORIGIN',
    code: [
      {
        file: DEV_SERVER,
        code: "function resolveEmulatorOrigin(env = process.env) { const configured = String(env.EXTENSION_EMULATOR_ORIGIN || '').trim(); if (!configured) return DEFAULT_EMULATOR_ORIGIN; const origin = normalizeWebOrigin(configured); if (!origin) throw new Error(`EXTENSION_EMULATOR_ORIGIN must be an http or https origin, got: ${conf",
      },
      { file: DEV_SERVER, code: "if ('http:' !== url.protocol && 'https:' !== url.protocol) return null; if (url.username || url.password) return null; return url.origin; }" },
    ],
    row: '`https://browsers.extension.land` | Where the emulator target runs. Anything but an origin stops the command with an error.',
    scenarios: [{ id: 'env-emulator-bad-origin', line: 'EXTENSION_EMULATOR_ORIGIN must be an http or https origin, got: ftp://example.com' }],
  },

  // Read from the system
  {
    name: 'CI',
    code: [
      { file: BROWSERS, code: "const isLinuxContainer = 'linux' === process.platform && ('true' === process.env.CI || external_node_fs_.existsSync('/.dockerenv')" },
      { file: BROWSERS, code: 'function isCI() { const v = process.env; return Boolean(v.CI || v.GITHUB_ACTIONS || v.GITLAB_CI || v.BUILDKITE || v.CIRCLECI || v.TRAVIS); } function canPromptForInstall()' },
      { file: CLI, code: "if (isCI() && !process.stdout.isTTY) return { enabled: false, source: 'ci' };", through: { fn: 'isCI' } },
    ],
    row: 'Any value (as do `GITHUB_ACTIONS`, `GITLAB_CI`, `BUILDKITE`, `CIRCLECI` and `TRAVIS`) turns off the browser-download prompt, and turns telemetry off when the output is not a terminal.',
  },
  {
    name: 'CODESPACES',
    code: [{ file: BROWSERS, code: "'true' === process.env.CODESPACES || null != process.env.container); const linuxContainerSandboxFlags = isLinuxContainer ? [ '--no-sandbox', '--disable-setuid-sandbox' ] : [];" }],
    row: '`true` counts as a container, as above.',
  },
  {
    name: 'REMOTE_CONTAINERS',
    code: [{ file: BROWSERS, code: "'true' === process.env.REMOTE_CONTAINERS || 'true' === process.env.CODESPACES" }],
    row: '`true` counts as a container, as above.',
  },
  {
    name: 'container',
    code: [{ file: BROWSERS, code: 'null != process.env.container); const linuxContainerSandboxFlags = isLinuxContainer ?' }],
    row: 'Set at all, counts as a container, as above.',
  },
  ...['WSL_DISTRO_NAME', 'WSL_INTEROP', 'WSLENV'].map((name) => ({
    name,
    code: [
      {
        file: BROWSERS,
        code: "function isWsl() { if ('linux' !== process.platform) return false; const hasEnv = Boolean(String(process.env.WSL_DISTRO_NAME || '').trim() || String(process.env.WSL_INTEROP || '').trim() || String(process.env.WSLENV || '').trim()); if (hasEnv) return true;",
      },
    ],
    row: 'Detects Windows Subsystem for Linux.',
  })),
  {
    name: 'HOME',
    code: [{ file: BROWSERS, code: "const home = String(process.env.HOME || '').trim(); if (home) return node_path__rspack_import_1.join(home, '.cache', 'extension.js', 'browsers');" }],
    row: 'Finds the managed-browser cache on Linux and macOS.',
  },
  {
    name: 'USERPROFILE',
    code: [
      {
        file: BROWSERS,
        code: "const local = String(process.env.LOCALAPPDATA || '').trim(); if (local) return node_path__rspack_import_1.join(local, 'extension.js', 'browsers'); const userProfile = String(process.env.USERPROFILE || '').trim(); if (userProfile) return node_path__rspack_import_1.join(userProfile, 'AppData', 'Local', 'extension.js', 'browsers');",
      },
    ],
    row: 'Finds the managed-browser cache on Windows when `LOCALAPPDATA` is not set.',
  },
  {
    name: 'APPDATA',
    code: [
      { file: CLI, code: "if ('win32' === process.platform && process.env.APPDATA) return external_node_path_default().join(process.env.APPDATA, 'extensionjs');" },
      { file: CLI, code: "function storedLoginPath() { if ('win32' === process.platform) { const base = process.env.APPDATA || process.env.LOCALAPPDATA ||" },
    ],
    row: "Finds the config folder and `publish`'s stored login on Windows.",
  },
  {
    name: 'LOCALAPPDATA',
    code: [{ file: BROWSERS, code: "if (isWin) { const local = String(process.env.LOCALAPPDATA || '').trim(); if (local) return node_path__rspack_import_1.join(local, 'extension.js', 'browsers');" }],
    row: 'Finds the managed-browser cache on Windows.',
  },
  {
    name: 'XDG_CACHE_HOME',
    code: [{ file: BROWSERS, code: "const xdg = String(process.env.XDG_CACHE_HOME || '').trim(); if (xdg) return node_path__rspack_import_1.join(xdg, 'extension.js', 'browsers');" }],
    row: 'Finds the managed-browser cache on Linux.',
  },
  {
    name: 'XDG_CONFIG_HOME',
    code: [
      { file: CLI, code: "function configDir() { const xdg = process.env.XDG_CONFIG_HOME; if (xdg) return external_node_path_default().join(xdg, 'extensionjs');" },
      // The stored login returns from the Windows branch before XDG_CONFIG_HOME is read.
      { file: CLI, code: "function storedLoginPath() { if ('win32' === process.platform) { const base = process.env.APPDATA || process.env.LOCALAPPDATA" },
      { file: CLI, code: "const xdg = String(process.env.XDG_CONFIG_HOME || '').trim(); const base = xdg || external_node_path_default().join(external_node_os_default().homedir(), '.config'); return external_node_path_default().join(base, 'extension-dev', 'auth.json');" },
    ],
    row: "When set, holds the config folder on any system, and `publish`'s stored login on Linux and macOS (on Windows the login stays under `APPDATA`).",
  },
  {
    name: 'PATH',
    code: [
      { file: CREATE, code: "if ('win32' !== process.platform) return; const nodeDir = external_node_path_namespaceObject.dirname(process.execPath); const pathSep = external_node_path_namespaceObject.delimiter; const existing = process.env.PATH || process.env.Path || '';" },
      { file: INSTALL, code: "function buildExecEnv(base) { if ('win32' !== process.platform) return base;" },
    ],
    row: 'On Windows, the folder of the running Node.js is put in front of it for the package installs the CLI runs.',
  },
  {
    name: 'Path',
    code: [{ file: CREATE, code: "const existing = process.env.PATH || process.env.Path || ''; if (existing.includes(nodeDir)) return;" }],
    row: 'The same, where Windows spells the name so.',
  },
  {
    name: 'SystemRoot',
    code: [{ file: DEVELOP_CORE, code: "const systemRoot = process.env.SystemRoot || 'C:\\\\Windows'; const whereExe = __rspack_external_node_path_806ed179.join(systemRoot, 'System32', 'where.exe');" }],
    row: 'Finds `where.exe` on Windows, to locate a package manager.',
  },
  {
    name: 'npm_config_user_agent',
    code: [{ file: DEVELOP_CORE, code: "function detectPackageManagerFromEnv() { const userAgent = process.env.npm_config_user_agent || ''; const execPath = process.env.npm_execpath || process.env.NPM_EXEC_PATH || ''; if (userAgent.includes('pnpm')) return { name: 'pnpm'," }],
    row: 'Tells which package manager started the CLI.',
  },
  ...['npm_execpath', 'NPM_EXEC_PATH'].map((name) => ({
    name,
    code: [{ file: DEVELOP_CORE, code: "const execPath = process.env.npm_execpath || process.env.NPM_EXEC_PATH || ''; if (userAgent.includes('pnpm'))" }],
    row: 'Tells which package manager started the CLI.',
  })),
  {
    name: 'PUPPETEER_CACHE_DIR',
    code: [{ file: BROWSERS, code: 'const env = { ...process.env }; delete env.PUPPETEER_CACHE_DIR; systemBinary = normalizePath(external_chromium_location_default()({ env }) || null);' }],
    row: 'Left out on purpose while the CLI looks for a system Chromium',
  },

  // Set by the CLI itself
  {
    name: 'EXTENSION_OUTPUT',
    code: [
      { file: CLI, code: "if (asJson) process.env.EXTENSION_OUTPUT = 'json'; const built = [];" },
      { file: developChunk('852~0.mjs'), code: "const MACHINE_OUTPUT_VALUES = new Set([ 'json', 'ndjson' ]); function isMachineOutput() { return MACHINE_OUTPUT_VALUES.has(String(process.env.EXTENSION_OUTPUT || '').trim().toLowerCase()); } function humanLine(...parts) { if (isMachineOutput()) return; console.log(...parts); }" },
      {
        file: DEVELOP_CORE,
        code: 'function humanLine(line) { if (isMachineOutput()) return void process.stderr.write(`${line}\\n`); console.log(line); }',
        elsewhere: 'the build engine\'s printer, through isMachineOutput imported from 852~0.mjs',
      },
    ],
    row: 'The lines the build engine prints (the compile line, the card, the summary) then go to stderr; other human lines that check it are dropped instead, such as those `preview` prints about what it runs.',
    scenarios: [
      { id: 'build-ok-json', line: 'Extension built for production in dist/chromium' },
      { id: 'preview-no-browser', line: 'Previewing on Chromium (no-browser mode).', absentIn: 'preview-no-browser-json' },
    ],
  },
  {
    name: 'EXTENSION_CLI_CARD_KEYS',
    code: [{ file: BROWSERS, code: "const CARD_KEYS_ENV = 'EXTENSION_CLI_CARD_KEYS'; const CARD_KEYS_SEPARATOR = '\\u001f'; function isCardKeyClaimed(key) { const claimed = String(process.env[CARD_KEYS_ENV] || '');" }],
    row: 'Remembers which summary cards the process has printed, so that each prints once.',
  },
  {
    name: 'EXTENSION_NO_RELOAD',
    code: [
      { file: CLI, code: "process.env.EXTENSION_NO_RELOAD = 'true'; nextArgv = nextArgv.filter((arg)=>'--no-reload' !== arg);" },
      { file: DEVELOP_CORE, code: "async function dispatchReload(instruction, executor) { if (!instruction) return; if ('true' === process.env.EXTENSION_NO_RELOAD) return;" },
    ],
    row: 'Set by `dev --no-reload`.',
  },
  {
    name: 'EXTENSION_BROWSER_LAUNCH_ENABLED',
    code: [
      { file: DEV_SERVER, code: "process.env.EXTENSION_BROWSER_LAUNCH_ENABLED = devOptions.noBrowser ? '0' : '1';" },
      { file: RSPACK_CONFIG, code: "const browserLaunchEnabled = '0' !== String(process.env.EXTENSION_BROWSER_LAUNCH_ENABLED || '1');" },
    ],
    row: 'Whether `dev` starts a browser, for the compile summary.',
  },
  {
    name: 'EXTENSION_CONTROL_PORT',
    code: [
      { file: DEV_SERVER, code: "process.env.EXTENSION_CONTROL_PORT = null != bridgeControlPort ? String(bridgeControlPort) : '';" },
      { file: RSPACK_CONFIG, code: "class InjectBridgeRelay { apply(compiler) { const controlPort = parseInt(String(process.env.EXTENSION_CONTROL_PORT || ''), 10); if (!Number.isFinite(controlPort) || controlPort < 1) return;" },
    ],
    row: "The control channel's port, passed to the code the bridge injects.",
  },
  handedOver('EXTENSION_DEV_SERVER_HOST', RSPACK_CONFIG, 'const envHost = process.env.EXTENSION_DEV_SERVER_HOST;', "The dev server's bind host, passed to the reload client."),
  handedOver(
    'EXTENSION_DEV_SERVER_CONNECTABLE_HOST',
    RSPACK_CONFIG,
    'const hostname = String(webSocketURL.hostname || envConnectableHost || resolveConnectableHost(devServer?.host || envHost));',
    'The host the browser dials, passed to the reload client.',
  ),
  handedOver('EXTENSION_DEV_SERVER_PORT', RSPACK_CONFIG, 'const envPort = process.env.EXTENSION_DEV_SERVER_PORT;', "The dev server's port, passed to the reload client."),
  handedOver('EXTENSION_DEV_SERVER_PATH', RSPACK_CONFIG, 'const envPath = process.env.EXTENSION_DEV_SERVER_PATH;', "The dev server's socket path, passed to the reload client."),
  handedOver('EXTENSION_DEV_SERVER_PROTOCOL', RSPACK_CONFIG, 'const envProtocol = process.env.EXTENSION_DEV_SERVER_PROTOCOL;', "The dev server's socket protocol, passed to the reload client."),
  {
    name: 'EXTENSION_PUBLIC_PORT',
    code: [{ file: RSPACK_CONFIG, code: 'const port = webSocketURL.port ?? devServer?.port ?? envPort ?? process.env.EXTENSION_PUBLIC_PORT ?? 8080;' }],
    row: "Not set by the CLI: the reload client's last fallback port, after the dev server's own port, which a `dev` session always has.",
  },
  {
    name: 'EXTENSION_CLI_BANNER_PRINTED',
    code: [{ file: CLI, code: "if ('true' === process.env.EXTENSION_CLI_BANNER_PRINTED) return void console.error(updateMessage.message); process.env.EXTENSION_CLI_UPDATE_SUFFIX = updateMessage.suffix;" }],
    row: 'Remembers that the start banner was printed.',
  },
  {
    name: 'EXTENSION_CLI_UPDATE_SUFFIX',
    code: [{ file: DEVELOP_CORE, code: "const suffix = process.env.EXTENSION_CLI_UPDATE_SUFFIX || ''; if (suffix) delete process.env.EXTENSION_CLI_UPDATE_SUFFIX;" }],
    row: 'A pending "update available" note, printed once.',
  },
  {
    name: 'EXTENSION_CLI_VERSION',
    code: [
      { file: developChunk('832~0.mjs'), code: 'function getExtensionVersion() { return process.env.EXTENSION_DEVELOP_VERSION || process.env.EXTENSION_CLI_VERSION ||' },
      { file: CLI, code: 'process.env.EXTENSION_DEVELOP_VERSION = developVersion();', elsewhere: 'the CLI setting the variable read first, at start' },
    ],
    row: 'Not set by the CLI: a fallback for the version on the summary card after `EXTENSION_DEVELOP_VERSION`, which the CLI sets at start.',
  },
  {
    name: 'EXTENSION_DEVELOP_VERSION',
    code: [{ file: CLI, code: 'function developVersion() { return resolveExtensionDevelopVersion(__dirname, index_cliPackageJson.version); } process.env.EXTENSION_DEVELOP_VERSION = developVersion();' }],
    row: "The build engine's version, for its parts.",
  },
  {
    name: 'EXTENSION_DEVELOP_ROOT',
    code: [
      { file: CLI, code: "process.env.EXTENSION_DEVELOP_ROOT = root; if ('workspace' === source) process.env.EXTENSION_CREATE_DEVELOP_ROOT = root;" },
      { file: DEVELOP_CORE, code: 'function resolveDevelopInstallRoot() { const envRoot = process.env.EXTENSION_DEVELOP_ROOT;' },
    ],
    row: 'Where the build engine is installed.',
  },
  {
    name: 'EXTENSION_CREATE_DEVELOP_ROOT',
    code: [
      { file: CLI, code: 'if (!process.env.EXTENSION_CREATE_DEVELOP_ROOT) try { process.env.EXTENSION_CREATE_DEVELOP_ROOT = resolveExtensionDevelopRoot(); }' },
      { file: CREATE, code: 'const override = process.env.EXTENSION_CREATE_DEVELOP_ROOT; if (override) return override;' },
    ],
    row: 'Where the build engine is installed, for `create`.',
  },
  {
    name: 'EXTENSION_JS_OPTIONAL_DEPS_VERSION',
    code: [{ file: DEVELOP_CORE, code: 'if (!process.env.EXTENSION_JS_OPTIONAL_DEPS_VERSION) process.env.EXTENSION_JS_OPTIONAL_DEPS_VERSION = package_namespaceObject.rE;' }],
    row: 'The version of the optional packages the engine installs on demand.',
  },
  {
    name: 'EXTJS_LIGHT',
    code: [{ file: CLI, code: "if (!process.env.EXTJS_LIGHT) { const isRemote = 'string' == typeof pathOrRemoteUrl && /^https?:/i.test(pathOrRemoteUrl); if (isRemote) process.env.EXTJS_LIGHT = '1'; } markCommandSessionStart('preview');" }],
    row: 'Set by `preview` for a project given as a URL; nothing else in the CLI reads it.',
  },
  {
    name: 'EXTENSION_PUBLIC_',
    code: [{ file: RSPACK_CONFIG, code: "const filteredEnvVars = Object.keys(combinedVars).filter((key)=>key.startsWith('EXTENSION_PUBLIC_'))" }],
    row: 'Every variable with this prefix is written into your bundle.',
  },
  bundleDefine('EXTENSION_PUBLIC_BROWSER', 'this.browser', 'Written into your bundle: the target.'),
  bundleDefine('EXTENSION_PUBLIC_MODE', 'mode', 'Written into your bundle: the mode.'),
  bundleDefine('EXTENSION_BROWSER', 'this.browser', 'Written into your bundle: the target.'),
  bundleDefine('EXTENSION_MODE', 'mode', 'Written into your bundle: the mode.'),
  bundleDefine('BROWSER', 'this.browser', 'Written into your bundle: the target.'),
  bundleDefine('MODE', 'mode', 'Written into your bundle: the mode.'),
  {
    name: 'NODE_ENV',
    code: [
      { file: DEVELOP_CORE, code: "if ('development' === resolvedMode || 'production' === resolvedMode) process.env.NODE_ENV = resolvedMode;" },
      { file: RSPACK_CONFIG, code: "new DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(compiler.options.mode || 'development') }).apply(compiler);" },
    ],
    row: 'Set from the build mode and written into your bundle.',
  },
  {
    name: 'EXTENSION_ENV',
    code: [
      { file: CREATE, code: "async function runGit(args, projectPath) { const stdio = 'development' === process.env.EXTENSION_ENV ? 'inherit' : 'ignore';" },
      { file: CREATE, code: "extension: 'development' === process.env.EXTENSION_ENV ? '*' : resolveExtensionDevDependencyVersion(cliVersion) };" },
      { file: CREATE, code: "async function installInternalDependencies(projectPath, logger) { if ('test' === process.env.EXTENSION_ENV || 'true' === process.env.EXTENSION_SKIP_INTERNAL_INSTALL) return;" },
    ],
    row: "`development` shows the output of git and of the installs and writes `\"extension\": \"*\"` into the new project; `test` skips installing the engine's optional packages.",
  },
  {
    name: 'EXTENSION_SKIP_INTERNAL_INSTALL',
    code: [{ file: CREATE, code: "if ('test' === process.env.EXTENSION_ENV || 'true' === process.env.EXTENSION_SKIP_INTERNAL_INSTALL) return; const developRoot = resolveDevelopRoot(projectPath);" }],
    row: "`true` skips installing the engine's optional packages.",
  },
  {
    name: 'EXTENSION_DEV_DRY_RUN',
    code: [{ file: DEVELOP_CORE, code: "if ('true' === process.env.EXTENSION_DEV_DRY_RUN) return emitter; const { devServer } = await import(\"./dev-server~0.mjs\");" }],
    row: '`true` prepares `dev` without starting the dev server.',
  },
  {
    name: 'EXTENSION_DEBUG_HTML_HMR_SKIP',
    code: [{ file: developChunk('ensure-hmr-for-scripts.js'), code: "const debugHtmlHmr = '1' === process.env.EXTENSION_DEBUG_HTML_HMR_SKIP;" }],
    row: 'A diagnostic switch of the HTML reload code.',
  },
  {
    name: 'EXTENSION_DEV_DEBUG_ICONS',
    code: [{ file: RSPACK_CONFIG, code: "if ('1' === process.env.EXTENSION_DEV_DEBUG_ICONS) console.log('[icons:emit-file] absolute entry'" }],
    row: 'A diagnostic switch of the icon handling.',
  },
  {
    name: 'EXTENSION_DEV_DEBUG_WAR',
    code: [{ file: RSPACK_CONFIG, code: "if ('1' === process.env.EXTENSION_DEV_DEBUG_WAR) console.log('[web-resources:resolve-war] public-like resource'" }],
    row: 'A diagnostic switch of the web-accessible-resources handling.',
  },
  {
    name: 'EXTENSION_DEBUG_DEVELOP_ROOT',
    code: [{ file: DEVELOP_CORE, code: "if ('1' === process.env.EXTENSION_DEBUG_DEVELOP_ROOT) console.log(`[extjs:develop-root] ${stem} -> ${candidate}" }],
    row: 'A diagnostic switch of the engine lookup.',
  },
  {
    name: 'VITEST',
    code: [
      { file: BROWSERS, code: 'function canPromptForInstall() { if (process.env.VITEST || process.env.VITEST_WORKER_ID) return false;' },
      { file: BROWSERS, code: "const inTestRunner = Boolean(process.env.VITEST || process.env.VITEST_WORKER_ID); const dryRun = Boolean(this.options?.dryRun); if (inTestRunner && !dryRun) return void logChromiumDryRun(" },
      { file: BROWSERS, code: 'scheduleWatchTimeout() { if (this.watchTimeout) return; if (process.env.VITEST || process.env.VITEST_WORKER_ID) return;' },
      { file: BROWSERS, code: "if (process.env.VITEST || process.env.VITEST_WORKER_ID) throw new Error('chromium-based requires --chromium-binary'); process.exit(1);" },
    ],
    row: 'Under it the CLI asks nothing, starts no browser (it logs a dry run), sets no Firefox watch timeout, and throws where it would exit.',
  },
  {
    name: 'VITEST_WORKER_ID',
    code: [{ file: BROWSERS, code: 'const inTestRunner = Boolean(process.env.VITEST || process.env.VITEST_WORKER_ID);' }],
    row: 'Set by Vitest, as above.',
  },
];
