// The version of the `extension` CLI the docs describe: the one installed in tools/cli-runtime (its package.json
// pins it), read by builder/cli/cli-output.mjs, so the build fails when `npm ci` has not installed it.
import { installedCliVersion } from './cli-output.mjs';

export const PINNED_CLI_VERSION = installedCliVersion();
