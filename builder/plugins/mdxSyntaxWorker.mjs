// Parses pages with the MDX parser for builder/plugins/sourceChecks.ts, in a worker thread, so that the build's own work
// (Rspress's page index) goes on meanwhile on the other core. Plain JavaScript: a worker cannot load TypeScript.
// In (workerData): a list of [format, text], format "md" or "mdx". Out: for each page, null when it parses, else
// the fields of the parser's error that sourceChecks.ts turns into a message.
import { parentPort, workerData } from 'node:worker_threads';
import { createProcessor } from '@mdx-js/mdx';

const processors = { md: createProcessor({ format: 'md' }), mdx: createProcessor({ format: 'mdx' }) };

parentPort.postMessage(
  workerData.map(([format, text]) => {
    try {
      processors[format].parse(text);
      return null;
    } catch (error) {
      return { line: error.line, column: error.column, reason: error.reason, message: error.message };
    }
  }),
);
