// npm run capture:cli: records what the installed CLI prints for the runs of the CLI report
// (builder/cli/cli-output.mjs) in tools/cli-runtime/cli-output.json. Run it after bumping the pinned CLI.
import { writeFileSync } from 'node:fs';
import { CLI_OUTPUT_FILE, installedCliVersion, liveCliOutput } from '../../builder/cli/cli-output.mjs';

const outputs = await liveCliOutput();
writeFileSync(CLI_OUTPUT_FILE, `${JSON.stringify({ version: installedCliVersion(), outputs }, null, 2)}\n`);
console.log(`${CLI_OUTPUT_FILE}: ${Object.keys(outputs).length} runs of extension ${installedCliVersion()}`);
