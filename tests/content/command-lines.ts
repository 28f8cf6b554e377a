// Finds the `extension …` command lines a page shows (shell, YAML and text blocks, package.json scripts, the
// package-manager tabs and inline code in prose), so that a test can check every command and flag against the pinned CLI.

export interface CommandLine {
  /** 1-based line in the source file. */
  line: number;
  command: string;
  flags: string[];
  text: string;
  /** Inside a code block marked `written-by-cli`: a file the CLI writes, quoted as it is, not a command of the docs. */
  writtenByCli?: boolean;
}

const SHELL_FENCES = new Set(['', 'bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'ps1', 'yaml', 'yml', 'text', 'json', 'jsonc', 'dockerfile']);
const REFUSAL = /Unknown option|unknown command|E_[A-Z_]+|no longer supported|was removed/i;
const PM_TABS = /<PackageManagerTabs\s+command=\{\{([\s\S]*?)\}\}\s*\/>/g;

// `extension` as a program: at the start of a line or shell step, after a launcher (npx, bunx, dlx, exec, npm:),
// after `$ `, `&& `, a YAML `run:`/`script:` or `- `, or inside a quoted package.json script.
const INVOCATION =
  /(?:^\s*(?:\$\s+|-\s+|run:\s+|script:\s+)?|&&\s*|\|\|\s*|;\s*|["'`]|(?:npx|bunx|dlx|exec|timeout\s+\S+)\s+|npm:)extension(?:@[\w.-]+)?((?:[ \t]+[^\s|;&#"'`<>]+)*)/g;

function parseInvocation(args: string): { command: string; flags: string[] } {
  const tokens = args.trim().split(/\s+/).filter(Boolean);
  // The value of a flag of the program itself (`extension --ai-help --output json`) is not a command.
  const commandIndex = tokens.findIndex((t, i) => !t.startsWith('-') && !/^--(output|format)$/.test(tokens[i - 1] ?? ''));
  const command = commandIndex >= 0 && tokens.slice(0, commandIndex).every((t) => t.startsWith('-')) ? tokens[commandIndex] : '';
  const flags = tokens.filter((t) => t.startsWith('--')).map((t) => t.replace(/=.*$/, ''));
  return { command: /^[a-z][a-z-]*$/.test(command) ? command : '', flags };
}

function invocationsIn(text: string, line: number, strict: boolean): CommandLine[] {
  const found: CommandLine[] = [];
  for (const match of text.matchAll(INVOCATION)) {
    const { command, flags } = parseInvocation(match[1] ?? '');
    // In prose-like text blocks only a prompt line (`$ extension …`) is a command.
    if (!strict && !/^\s*\$\s/.test(text)) continue;
    if (!command && flags.length === 0) continue;
    found.push({ line, command, flags, text: text.trim() });
  }
  return found;
}

/** Every `extension` invocation of an MDX source, with its line number. */
export function commandLinesOf(source: string): CommandLine[] {
  const lines = source.split('\n');
  const found: CommandLine[] = [];
  let fence: string | undefined;
  let writtenByCli = false;
  lines.forEach((text, index) => {
    const open = /^(```|~~~)(\w*)/.exec(text);
    if (open && fence === undefined) {
      fence = open[2].toLowerCase();
      writtenByCli = /\bwritten-by-cli\b/.test(text);
      return;
    }
    if (/^(```|~~~)\s*$/.test(text) && fence !== undefined) {
      fence = undefined;
      return;
    }
    if (fence === undefined) {
      // Inline code in prose that reads as a whole command: `extension dev --no-browser`; a line that also names
      // the refusal (a table row of misuses) shows the CLI refusing it on purpose.
      if (REFUSAL.test(text)) return;
      for (const span of text.matchAll(/`((?:npx\s+)?extension(?:@[\w.-]+)?\s[^`]*)`/g)) found.push(...invocationsIn(span[1], index + 1, true));
      return;
    }
    if (!SHELL_FENCES.has(fence)) return;
    if (fence === 'json' || fence === 'jsonc') {
      // package.json scripts: "build": "extension build --zip"
      for (const script of text.matchAll(/:\s*"(extension\s[^"]*)"/g)) {
        found.push(...invocationsIn(script[1], index + 1, true).map((command) => (writtenByCli ? { ...command, writtenByCli } : command)));
      }
      return;
    }
    // A prompt line that shows the CLI refusing a flag on purpose: the next line is the refusal.
    if (fence === 'text' && REFUSAL.test(lines[index + 1] ?? '')) return;
    found.push(...invocationsIn(text, index + 1, fence !== 'text'));
  });
  for (const block of source.matchAll(PM_TABS)) {
    const line = source.slice(0, block.index).split('\n').length;
    for (const value of block[1].matchAll(/\w+\s*:\s*(['"`])(.*?)\1/g)) found.push(...invocationsIn(value[2], line, true));
  }
  return found;
}
