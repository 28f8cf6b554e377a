// What a reader does about each error code the pinned CLI emits (builder/plugins/cliEmittedCodes.ts finds them in its
// code): when the code comes up, the next step, and the page section that covers it. The error-code page prints
// these under each code's entry; tests/unit/error-codes.test.ts fails when an emitted code has no entry here, when an
// entry names a code this release never emits, or when a link points at a heading that does not exist.
export interface CodeGuidance {
  /** The command or situation that reports the code, as a reader meets it. */
  when: string;
  /** What to do next. */
  next: string;
  /** The section that covers it: a site path with its heading's anchor. */
  link: string;
  /** The link's text. */
  linkText: string;
}

const TROUBLESHOOTING = '/docs/guides/troubleshooting';
const MISUSED_FLAG = { link: '/docs/commands/global-flags#what-a-misused-flag-gets', linkText: 'What a misused flag gets' };

export const CODE_GUIDANCE: Record<string, CodeGuidance> = {
  E_ARGS: {
    when: 'A command got an argument it cannot use: `storage set` without `--key` and `--value`, an unknown `storage` action or `open` surface, `telemetry` with an unknown action, `uninstall` without a browser, `dev --wait` with a remote URL.',
    next: 'Read the message for the argument it names, then check the command\'s usage with `extension <command> --help`.',
    ...MISUSED_FLAG,
  },
  E_AUTH_REQUIRED: {
    when: '`publish` has no access token, or no platform URL.',
    next: 'Pass `--token` and `--api`, or set `EXTENSION_DEV_TOKEN` and `EXTENSION_DEV_API_URL`.',
    link: `${TROUBLESHOOTING}#publish-says-there-is-no-token`,
    linkText: 'publish says there is no token',
  },
  E_BROWSER_DOWNLOAD: {
    when: '`install` could not download the browser.',
    next: 'Check the network connection and run `extension install <browser>` again, or install the browser yourself and pass its path.',
    link: '/docs/commands/install#errors-and-exit-codes',
    linkText: 'install: errors and exit codes',
  },
  E_BROWSER_LAUNCH: {
    when: 'The browser of a dev session exited before the session ended (`dev --output json`), or `doctor` found the session\'s browser not running.',
    next: 'Run `extension doctor` in the project to see which check fails, then restart `extension dev`.',
    link: '/docs/commands/doctor#the-checks',
    linkText: 'doctor: the checks',
  },
  E_BROWSER_NOT_INSTALLABLE: {
    when: '`install` or `uninstall` was asked for a browser that Extension.js does not manage, such as Brave or Opera.',
    next: 'Install that browser yourself and run with `--browser=<name>`; only Chrome, Chromium, Edge and Firefox are installed by the CLI.',
    link: '/docs/commands/install#browsers-you-can-install',
    linkText: 'Browsers you can install',
  },
  E_BROWSER_UNINSTALL: {
    when: '`uninstall` could not remove a browser from the cache.',
    next: 'Read the reason in the message, close the browser if it is running, and run `extension uninstall` again.',
    link: '/docs/commands/uninstall#errors-and-exit-codes',
    linkText: 'uninstall: errors and exit codes',
  },
  E_COMMAND_UNSUPPORTED_FOR_TARGET: {
    when: 'The command cannot run for the chosen browser: `start --browser=safari`, or a control command or `doctor` against a target that has no control channel.',
    next: 'Pick another `--browser` for this command, or use the command the message names.',
    link: `${TROUBLESHOOTING}#the-command-does-not-run-for-this-browser`,
    linkText: 'The command does not run for this browser',
  },
  E_COMPILE: {
    when: 'A build failed: `build --output json` reports it for every build failure, including a missing manifest; `dev --output json` reports it when a rebuild after a change fails.',
    next: 'Read the error the CLI printed above the envelope (on stderr with `--output json`), fix the file it names, and run the command again.',
    link: '/docs/guides/reading-cli-output#errors',
    linkText: 'Reading CLI output: errors',
  },
  E_CONTROL_DENIED: {
    when: 'A control command reached a dev session that was started without `--allow-control`.',
    next: 'Stop the session and start it again with `--allow-control` (or `--allow-eval` for `eval`).',
    link: `${TROUBLESHOOTING}#the-session-refuses-the-command`,
    linkText: 'The session refuses the command',
  },
  E_CONTROL_UNAVAILABLE: {
    when: 'A control command reached the session, but nothing in the extension answered it (no browser connected yet, or the session runs with `--no-browser`); `doctor` also reports it when the control channel check fails.',
    next: 'Wait for the browser to finish launching, or restart `extension dev --allow-control` without `--no-browser`; `extension doctor` shows which step fails.',
    link: `${TROUBLESHOOTING}#the-session-answers-but-nothing-runs-the-command`,
    linkText: 'The session answers, but nothing runs the command',
  },
  E_DESTINATION_NOT_EMPTY: {
    when: '`create` was pointed at a folder that already holds files.',
    next: 'Choose a new folder name, or move the listed files out of the folder.',
    link: `${TROUBLESHOOTING}#create-refuses-a-folder-that-already-has-files`,
    linkText: 'create refuses a folder that already has files',
  },
  E_DESTINATION_NOT_WRITABLE: {
    when: '`create` could not write to the destination folder.',
    next: 'Create the project in a folder you own, or fix the folder\'s permissions.',
    link: '/docs/commands/create#usage',
    linkText: 'create: usage',
  },
  E_DOCTOR_CHECKS_FAILED: {
    when: '`doctor` found a failing check that has no code of its own.',
    next: 'Read the remediation line `doctor` prints under the failed check and follow it.',
    link: '/docs/commands/doctor#exit-codes-and-error-codes',
    linkText: 'doctor: exit codes and error codes',
  },
  E_EVAL: {
    when: 'The expression given to `eval` threw inside the extension.',
    next: 'Check the expression itself: run it in the browser\'s devtools console of the same context to see the error.',
    link: '/docs/commands/eval#errors-and-exit-codes',
    linkText: 'eval: errors and exit codes',
  },
  E_EVAL_REFUSED: {
    when: '`eval` reached a session that was started without `--allow-eval`, or its token does not match.',
    next: 'Restart the session with `extension dev --allow-eval`.',
    link: `${TROUBLESHOOTING}#eval-is-refused`,
    linkText: 'eval is refused',
  },
  E_FIRST_COMPILE: {
    when: 'The first compile of a `dev --output json` session failed, so nothing was loaded in the browser.',
    next: 'Read the compiler output in the envelope\'s `value.output`, fix the file, and save: the session compiles again.',
    link: '/docs/reference/lifecycle-stream',
    linkText: 'Lifecycle stream',
  },
  E_FLAG_NOT_SUPPORTED_HERE: {
    when: 'A flag the command does not know, such as a typo, or a flag that does not apply to this command (`--no-browser` on `build`, `--no-reload` outside `dev`).',
    next: 'Check the spelling against `extension <command> --help`, or move the flag to the command that takes it.',
    ...MISUSED_FLAG,
  },
  E_FLAG_VALUE_INVALID: {
    when: 'A flag got a value it does not accept, or no value where one is needed.',
    next: 'Give the flag one of the values `extension <command> --help` lists, written `--flag=value`.',
    ...MISUSED_FLAG,
  },
  E_HEADED_WINDOW_REQUIRED: {
    when: '`open` needs a visible browser window to open the surface in.',
    next: 'Run the dev session with a visible browser (not headless), then run `open` again.',
    link: '/docs/commands/open#errors-and-exit-codes',
    linkText: 'open: errors and exit codes',
  },
  E_INSPECT: {
    when: '`inspect` could not read the page or content DOM.',
    next: 'Make sure the tab it reads is open and loaded, then run `inspect` again.',
    link: '/docs/commands/inspect#errors-and-exit-codes',
    linkText: 'inspect: errors and exit codes',
  },
  E_INTERNAL: {
    when: 'Something failed that the CLI has no narrower code for.',
    next: 'Run the command again with `--debug` and read the extra lines; report the output to Extension.js when it looks like a bug.',
    link: '/docs/guides/reading-cli-output#debug-lines',
    linkText: 'Reading CLI output: debug lines',
  },
  E_INTERRUPTED: {
    when: 'A command was stopped with Ctrl+C; the code is written in that command\'s telemetry event, not printed.',
    next: 'Nothing to fix: run the command again when you want it to finish.',
    link: '/docs/commands/telemetry#read-your-own-events',
    linkText: 'telemetry: read your own events',
  },
  E_INVALID_OPTION: {
    when: 'An option value is not in the accepted set: `logs --since` that is neither a number nor a time, Safari-only flags on another target, `--parent-pid` that is not a process id, `--no-browser` with `--wait` in one process.',
    next: 'Read the message for the option it names and give it an accepted value.',
    ...MISUSED_FLAG,
  },
  E_LOGS_NOT_FOUND: {
    when: '`logs` found no log file for the project and browser.',
    next: 'Start `extension dev` first, or pass the `--browser` of the session you ran.',
    link: `${TROUBLESHOOTING}#logs-finds-nothing-to-print`,
    linkText: 'logs finds nothing to print',
  },
  E_NETWORK: {
    when: '`create` could not download the template, or `publish` could not reach the platform.',
    next: 'Check the network connection and try again; for `create`, `--template=javascript` works offline.',
    link: `${TROUBLESHOOTING}#create-cannot-download-the-template`,
    linkText: 'create cannot download the template',
  },
  E_NOT_IMPLEMENTED: {
    when: 'A control command asked for a browser API the running browser does not offer.',
    next: 'Run the command against a Chromium-family session, or do the step by hand in the browser.',
    link: '/docs/reference/control-bridge',
    linkText: 'Control bridge',
  },
  E_PREVIEW_NO_DIST: {
    when: '`preview` found no manifest to load: no build and no source manifest.',
    next: 'Run `extension build` for the same browser, or run `preview` in the project folder.',
    link: `${TROUBLESHOOTING}#preview-finds-no-extension-to-load`,
    linkText: 'preview finds no extension to load',
  },
  E_PROFILE_LOCKED: {
    when: 'The browser of a `dev --output json` session exited because its profile folder is open in another browser.',
    next: 'Close the other browser, or give this session another profile with `--profile`.',
    link: `${TROUBLESHOOTING}#the-browser-profile-is-in-use`,
    linkText: 'The browser profile is in use',
  },
  E_PUBLISH_REJECTED: {
    when: 'The platform answered `publish` with an error status.',
    next: 'Read the status and message the platform returned, fix what it names, and publish again.',
    link: '/docs/commands/publish#errors-and-exit-codes',
    linkText: 'publish: errors and exit codes',
  },
  E_READY_ERROR_STATUS: {
    when: 'A `dev --output json` session wrote an error into its ready file.',
    next: 'Read `value.readyCode` and the message, fix what they name, and start the session again.',
    link: '/docs/reference/ready-json',
    linkText: 'ready.json',
  },
  E_READY_TIMEOUT: {
    when: '`dev --wait` or `start --wait` gave up before the session reported ready.',
    next: 'Raise `--wait-timeout`, and read the session\'s own output for what held it up.',
    link: '/docs/commands/dev#run-dev-in-ci',
    linkText: 'Run dev in CI',
  },
  E_REMOVED_FLAG: {
    when: 'A flag that older releases took and this one removed, such as `--no-runner`.',
    next: 'Use the replacement the message names: `--no-browser` for `--no-runner`.',
    link: '/docs/commands/global-flags#deprecated-and-removed-flags',
    linkText: 'Deprecated and removed flags',
  },
  E_SAFARI_TOOLCHAIN: {
    when: '`dev --browser=safari` on a machine without macOS and Xcode.',
    next: 'Run it on a Mac with Xcode, or pick another `--browser`; `build --browser=safari` still writes the web-extension build on Linux.',
    link: '/docs/browsers/safari',
    linkText: 'Safari',
  },
  E_SESSION_NOT_FOUND: {
    when: 'A control command or `doctor` found no running dev session for the project and browser.',
    next: 'Start `extension dev --allow-control` in the project, and run the command from the same folder with the same `--browser`.',
    link: `${TROUBLESHOOTING}#a-control-command-finds-no-session`,
    linkText: 'A control command finds no session',
  },
  E_STORAGE: {
    when: '`storage` could not read or write the extension\'s storage.',
    next: 'Check the area and key you passed, and that the extension has the `storage` permission.',
    link: '/docs/commands/storage#errors-and-exit-codes',
    linkText: 'storage: errors and exit codes',
  },
  E_TARGET_NOT_FOUND: {
    when: 'The tab or extension page a control command targets is not open.',
    next: 'Open the page or tab first, or pass the `--tab` id of one that is open.',
    link: '/docs/commands/eval#errors-and-exit-codes',
    linkText: 'eval: errors and exit codes',
  },
  E_TELEMETRY_WRITE: {
    when: '`telemetry enable` or `disable` could not write the consent file.',
    next: 'Check the write permissions of the folder the consent file lives in.',
    link: '/docs/commands/telemetry#errors-and-exit-codes',
    linkText: 'telemetry: errors and exit codes',
  },
  E_TEMPLATE_NOT_FOUND: {
    when: '`create --template` named a template that is not in the catalog.',
    next: 'Pick a name from `extension create --help`, or pass a GitHub or ZIP URL.',
    link: `${TROUBLESHOOTING}#create-does-not-know-the-template-name`,
    linkText: 'create does not know the template name',
  },
  E_TIMEOUT: {
    when: 'A control command got no answer from the session in time.',
    next: 'Run `extension doctor` to see which part of the session does not answer, then try again.',
    link: '/docs/commands/doctor#the-checks',
    linkText: 'doctor: the checks',
  },
  E_TOKEN_MISSING: {
    when: '`eval` found no session token, or `doctor`\'s token check failed.',
    next: 'Restart the session with `extension dev --allow-eval`, which writes the token.',
    link: `${TROUBLESHOOTING}#eval-is-refused`,
    linkText: 'eval is refused',
  },
  E_UNKNOWN_COMMAND: {
    when: 'The first word after `extension` is not one of its commands.',
    next: 'Run `extension --help` for the list of commands.',
    ...MISUSED_FLAG,
  },
  E_UNSUPPORTED_BROWSER: {
    when: 'A browser name the CLI does not know, given to `install`, `uninstall`, `start` or `preview`.',
    next: 'Use one of the names the message lists.',
    link: `${TROUBLESHOOTING}#the-browser-name-is-rejected`,
    linkText: 'The browser name is rejected',
  },
  E_USER_GESTURE_REQUIRED: {
    when: '`open` was asked for a surface the browser only opens after a click, such as the popup.',
    next: 'Open the surface with a click in the browser, or use `open options` or `open sidebar`.',
    link: '/docs/commands/open#errors-and-exit-codes',
    linkText: 'open: errors and exit codes',
  },
};
