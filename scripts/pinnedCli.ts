// The version of the `extension` CLI the docs describe: the one installed in tools/cli-runtime (its package.json
// pins it). Read from the installed package, so the build fails when `npm ci` has not installed it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE_JSON = fileURLToPath(new URL('../tools/cli-runtime/node_modules/extension/package.json', import.meta.url));

function readPinnedVersion(): string {
  try {
    const { version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version?: unknown };
    if (typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version)) return version;
    throw new Error(`no version field`);
  } catch (error) {
    throw new Error(`Cannot read the pinned CLI version from ${PACKAGE_JSON} (run npm ci): ${(error as Error).message}`);
  }
}

export const PINNED_CLI_VERSION = readPinnedVersion();
