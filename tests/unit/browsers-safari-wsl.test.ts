import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, CLI_RUNTIME, NODE22, cliHelp } from '../content/cli-help';
import { sectionUnder } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { readSource } from '../content/source-pages';

// /docs/browsers/safari and /docs/browsers/wsl against the pinned CLI: the Safari flag table against `dev --help`
// and `build --help`, the answers the page quotes against the CLI run in a throwaway project, and every WSL
// marker and browser path the WSL page names against the shipped code.
const safari = splitFrontmatter(readSource('/docs/browsers/safari')).body;
const wsl = splitFrontmatter(readSource('/docs/browsers/wsl')).body;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

let workDir = '';
let project = '';

function run(args: string[], cwd = project): Run {
  const result = spawnSync(NODE22, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1', EXTENSION_CLI_NO_BROWSER: '1' },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

function envelope(stdout: string): { status?: string; error?: { code?: string; message?: string } } {
  const line = stdout.split('\n').find((l) => l.startsWith('{"schema"'));
  if (!line) throw new Error(`no JSON envelope on stdout:\n${stdout}`);
  return JSON.parse(line);
}

/** The fenced blocks of one language in a piece of Markdown, as arrays of lines. */
function fencedBlocks(markdown: string, lang: string): string[][] {
  const re = new RegExp('^```' + lang + '\\n([\\s\\S]*?)^```\\s*$', 'gm');
  return [...markdown.matchAll(re)].map((m) => m[1].split('\n').filter((l) => l.trim()));
}

/** Table rows (cells without the outer pipes) of a piece of Markdown, header and separator left out. */
function tableRows(markdown: string): string[][] {
  const rows = markdown
    .split('\n')
    .filter((l) => l.trim().startsWith('|'))
    .map((l) => l.trim().split('|').slice(1, -1).map((c) => c.trim()));
  return rows.filter((cells, i) => i > 0 && !/^:?-{3,}/.test(cells[0] ?? ''));
}

// The rule the page follows: a flag of `dev` or `build` is a Safari flag when its --help line names Safari or
// Xcode; its default is the text after "Defaults to" up to the end of that sentence or clause, else "none".
interface HelpFlag {
  commands: Set<string>;
  defaultText: string;
}
function safariFlagsOfHelp(): Map<string, HelpFlag> {
  const flags = new Map<string, HelpFlag>();
  for (const command of ['dev', 'build']) {
    for (const raw of cliHelp(command).split('\n')) {
      const line = raw.trim();
      const match = /^(?:-\w, )?(--[a-z0-9-]+)(?: (?:<[^>]*>|\[[^\]]*\]))?\s{2,}(.*)$/.exec(line);
      if (!match || !/safari|xcode/i.test(line)) continue;
      const [, flag, description] = match;
      const defaultText = /Defaults to (.+?)(?:\.\s|,|\.?$)/.exec(description)?.[1].trim() ?? 'none';
      const entry = flags.get(flag) ?? { commands: new Set<string>(), defaultText };
      entry.commands.add(command);
      flags.set(flag, entry);
    }
  }
  return flags;
}

function exitStatusIn(text: string): number {
  const found = /exit status (\d+)/.exec(text)?.[1];
  if (!found) throw new Error(`no "exit status N" in:\n${text}`);
  return Number(found);
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'safari-wsl-'));
  const created = run(['create', 'demo', '--template=javascript'], workDir);
  expect(created.status, created.stderr).toBe(0);
  project = path.join(workDir, 'demo');
}, 120_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the Safari page', () => {
  it('lists exactly the Safari flags of dev and build, with the commands and defaults --help gives', () => {
    const fromHelp = safariFlagsOfHelp();
    expect(fromHelp.size).toBeGreaterThan(3);
    const rows = tableRows(sectionUnder(safari, '## Safari flags'));
    const onPage = new Map(
      rows.map((cells) => [
        /--[a-z0-9-]+/.exec(cells[0])?.[0] ?? cells[0],
        { commands: new Set(cells[1].split(/,\s*/)), defaultText: cells[2] },
      ]),
    );
    expect([...onPage.keys()].sort()).toEqual([...fromHelp.keys()].sort());
    for (const [flag, help] of fromHelp) {
      expect([...onPage.get(flag)!.commands].sort(), flag).toEqual([...help.commands].sort());
      expect(onPage.get(flag)!.defaultText, flag).toBe(help.defaultText);
    }
  });

  const refusalSection = sectionUnder(safari, '## What each command does with Safari');
  const quoted = fencedBlocks(refusalSection, 'text')[0] ?? [];

  it.each(['start', 'preview'])('quotes what %s answers for --browser=safari', (command) => {
    expect(quoted.length).toBeGreaterThan(1);
    const row = tableRows(refusalSection).find((cells) => cells[0] === `\`extension ${command}\``);
    expect(row, `table row for ${command}`).toBeDefined();
    const pretty = run([command, '--browser=safari', '--no-browser']);
    expect(pretty.status).toBe(exitStatusIn(row![1]));
    for (const line of quoted) expect(pretty.stderr).toContain(line.replace(/^start\b/, command));

    const json = run([command, '--browser=safari', '--no-browser', '--output', 'json']);
    expect(json.status).toBe(exitStatusIn(row![1]));
    const frame = envelope(json.stdout);
    expect(refusalSection).toContain(`status \`${frame.status}\``);
    expect(refusalSection).toContain(`\`${frame.error?.code}\``);
    expect(frame.error?.message).toBe(`Safari is not supported by ${command}.`);
    expect(refusalSection).toContain('`Safari is not supported by start.`');
  });

  it('quotes the refusal of a Safari-only flag for another browser', () => {
    const section = sectionUnder(safari, '### Safari flags with another browser');
    const [prompt, ...answer] = fencedBlocks(section, 'text')[0] ?? [];
    expect(prompt).toMatch(/^\$ extension /);
    const args = prompt.replace(/^\$ extension /, '').split(/\s+/);
    const result = run(args);
    expect(result.status).toBe(exitStatusIn(section));
    for (const line of answer) expect(result.stderr).toContain(line);

    const dev = run(['dev', ...args.slice(1), '--no-browser', '--output', 'json']);
    expect(dev.status).toBe(exitStatusIn(section));
    const frame = envelope(dev.stdout);
    expect(section).toContain(`status \`${frame.status}\` and the code \`${frame.error?.code}\``);
    expect(dev.stderr).toContain(answer[0]);

    const build = run([...args, '--output', 'json']);
    expect(build.status).toBe(exitStatusIn(section));
    expect(build.stdout).not.toContain('{"schema"');
  });

  it('quotes the bundle-id check', () => {
    const section = sectionUnder(safari, '## Name the app and its bundle identifier');
    const quote = fencedBlocks(section, 'text')[0] ?? [];
    const bad = /^Can't use (\S+) as a bundle identifier\.$/.exec(quote[0] ?? '')?.[1];
    expect(bad).toBeDefined();
    const result = run(['build', '--browser=safari', `--bundle-id=${bad}`]);
    expect(result.status).toBe(exitStatusIn(section));
    for (const line of quote) expect(result.stderr).toContain(line);
  });

  it.runIf(process.platform === 'linux')('quotes what build --browser=safari does without macOS', () => {
    const section = sectionUnder(safari, '## Build on Linux or Windows');
    const quote = fencedBlocks(section, 'text')[0] ?? [];
    expect(quote.length).toBe(2);
    const result = run(['build', '--browser=safari', '--install=false']);
    expect(result.status).toBe(Number(/exits with status (\d+)/.exec(section)?.[1]));
    const output = result.stdout + result.stderr;
    for (const line of quote) expect(output).toContain(line);

    const dev = run(['dev', '--browser=safari', '--no-browser', '--output', 'json']);
    const frame = envelope(dev.stdout);
    expect(section).toContain(`\`${frame.error?.code}\``);
    expect(frame.error?.message).toContain(/The CLI prints: `([^`]+)`/.exec(section)?.[1] ?? '(no quote)');
    expect(dev.status).toBe(1);
  });
});

describe('the WSL page', () => {
  const cliCode = readFileSync(path.join(CLI_RUNTIME, 'extension/dist/cli.cjs'), 'utf8');
  const wslSupportDir = path.join(CLI_RUNTIME, 'wsl-support/dist');
  const wslSupport = readdirSync(wslSupportDir)
    .filter((f) => /\.(c?js|mjs)$/.test(f))
    .map((f) => readFileSync(path.join(wslSupportDir, f), 'utf8'))
    .join('\n');
  const shipped = `${cliCode}\n${wslSupport}`;
  const inlineCode = (markdown: string) => [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);

  it('names only environment variables the shipped code reads', () => {
    const names = inlineCode(wsl).filter((t) => /^[A-Z][A-Z0-9_]{2,}$/.test(t));
    expect(names).toEqual(expect.arrayContaining(['WSL_DISTRO_NAME', 'WSL_INTEROP', 'WSLENV', 'DISPLAY', 'WAYLAND_DISPLAY']));
    for (const name of names) expect(shipped, name).toContain(`process.env.${name}`);
  });

  it('describes the kernel-release check the shipped code makes', () => {
    const section = sectionUnder(wsl, '## How the CLI detects WSL');
    expect(section).toContain('`microsoft`');
    expect(shipped).toMatch(/\/microsoft\/i\.test\([\w.]*release\(\)\)/);
  });

  const pathsSection = sectionUnder(wsl, '## Where the CLI looks for a browser');
  const pagePaths = new Set(inlineCode(pathsSection).filter((t) => t.startsWith('/')));

  it('lists the Windows paths the CLI tries, and no others', () => {
    const fromCode = new Set([...cliCode.matchAll(/'(\/mnt\/c\/[^']+\.exe)'/g)].map((m) => m[1]));
    expect(fromCode.size).toBeGreaterThan(3);
    expect([...pagePaths].filter((p) => p.startsWith('/mnt/') && p.endsWith('.exe')).sort()).toEqual([...fromCode].sort());
  });

  // The code keeps a Linux list for edge too, but its `case 'edge'` then replaces what that list found with the Edge
  // locator's answer, so the page lists no Linux paths for edge (tests/content/page-code-facts.ts has that order).
  it('lists the Linux paths the CLI tries inside WSL, and no others', () => {
    const lists = [/const LINUX_BROWSER_PATHS = \{[\s\S]*?\n\s*\};/, /const LINUX_FIREFOX_PATHS = \[[\s\S]*?\];/].map(
      (re) => (re.exec(cliCode)?.[0] ?? '').replace(/\bedge: \[[^\]]*\]/, ''),
    );
    expect(lists.every(Boolean)).toBe(true);
    const fromCode = new Set(lists.flatMap((code) => [...code.matchAll(/'(\/[^']+)'/g)].map((m) => m[1])));
    expect([...pagePaths].filter((p) => !p.startsWith('/mnt/')).sort()).toEqual([...fromCode].sort());
  });

  it('quotes the WSL hint and retry warning as the CLI builds them', () => {
    const hint = fencedBlocks(sectionUnder(wsl, '## When no browser is found'), 'text')[0] ?? [];
    expect(hint[0]).toBe('WSL detected:');
    expect(cliCode).toContain('WSL detected:\\n- Install a Linux browser in WSL, or\\n- Provide a Windows binary path via ');
    const retry = /`(\[browser\] WSL detected: [^`]+)`/.exec(pathsSection)?.[1];
    expect(retry).toBeDefined();
    expect(cliCode).toContain(`'${retry}'`);
  });
});
