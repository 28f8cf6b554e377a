// A stand-in for a browser binary: a script that prints the line a browser answers `--version` with, for tests of
// which binary the CLI picks (its dry-run launch plan names it without starting anything).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes the stand-in at `file` (its folders too) and returns `file`. */
export function standInBrowser(file: string, versionLine: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\necho "${versionLine}"\n`);
  chmodSync(file, 0o755);
  return file;
}
