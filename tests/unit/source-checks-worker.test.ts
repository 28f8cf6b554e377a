import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { checkSources, checkSourcesOffThread } from '../../builder/plugins/sourceChecks';

// The build parses the pages' MDX in a worker thread (builder/plugins/mdxSyntaxWorker.mjs) while Rspress builds its page
// index; `npm run dev` and the tests parse on the main thread. Both must find the same problems.
const FIXTURES = path.resolve('tests/fixtures/build-input');

describe('the MDX checks in a worker thread', () => {
  it('answer for each page: null when it parses, else where the parser stopped', async () => {
    const worker = new Worker(path.resolve('builder/plugins/mdxSyntaxWorker.mjs'), {
      workerData: [
        ['mdx', '# Fine\n\nText.\n'],
        ['mdx', '# Broken\n\n<div>\n\nno closing tag\n'],
        ['md', '# Plain Markdown {not an expression}\n'],
      ],
    });
    const answers = await new Promise<Array<{ reason?: string } | null>>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(answers[0]).toBeNull();
    expect(answers[1]?.reason).toMatch(/closing tag for `<div>`/);
    expect(answers[2]).toBeNull();
  });

  it.each(['broken-mdx', 'dead-link', 'invalid-meta', 'valid'])('find what the main-thread checks find in %s', async (name) => {
    const root = path.join(FIXTURES, name);
    const { quick, all } = checkSourcesOffThread(root);
    const expected = checkSources(root);
    expect(await all).toEqual(expected);
    // The problems found without a parse include every one the main thread finds, less the syntax problems.
    expect(quick).toEqual(expect.arrayContaining(expected.filter((p) => !p.message.startsWith('the MDX does not parse'))));
  });

  it('finds no problem in the site itself, as the build requires', async () => {
    const { quick, all } = checkSourcesOffThread(path.resolve('docs'));
    expect(quick).toEqual([]);
    expect(await all).toEqual([]);
  });
});
