import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { filesUnder, runCli, titledBlocks, writeProject } from '../content/guide-examples';

// The JSON page's two ways to use a data file: the imported defaults.json is bundled into the background script, the
// word list in public/ is copied to the output root with its path, where the page's loadWords fetches it; and an
// import of a JSON file that does not exist fails the build. Built from the page's own titled code blocks.

const PAGE = '/docs/development/json';
const blocks = Object.fromEntries(titledBlocks(PAGE));

const project = buildProjectOnce(
  'json-data-',
  {
    'package.json': JSON.stringify({ name: 'json-data', private: true, version: '1.0.0' }),
    'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'JSON data', version: '1.0.0', background: { service_worker: 'background.js' } }),
    'src/background.js': `${blocks['src/background.js']}\nimport { loadWords } from './words.js'\nloadWords().then((words) => console.log(words.length))\n`,
    'src/defaults.json': blocks['src/defaults.json'],
    'src/words.js': blocks['src/words.js'],
    'public/data/words.json': blocks['public/data/words.json'],
  },
  ['build'],
);

describe('JSON data files, as the JSON page uses them', () => {
  it('has the four files of its example', () => {
    for (const title of ['src/background.js', 'src/defaults.json', 'src/words.js', 'public/data/words.json']) expect(blocks[title], title).toBeTruthy();
    expect(blocks['src/words.js']).toContain("chrome.runtime.getURL('data/words.json')");
  });

  it('bundles the imported file into the script and copies the public one to the output root', () => {
    expect(project.run.code).toBe(0);
    const output = path.join(project.root, 'dist/chromium');
    const files = filesUnder(output);
    expect(files).toContain('data/words.json');
    expect(files.filter((file) => file.endsWith('.json')).sort()).toEqual(['data/words.json', 'manifest.json']);
    expect(JSON.parse(readFileSync(path.join(output, 'data/words.json'), 'utf8'))).toEqual(JSON.parse(blocks['public/data/words.json']));
    const background = readFileSync(path.join(output, 'background/service_worker.js'), 'utf8');
    expect(background).toContain('showBadge');
    expect(background).toContain('data/words.json');
  });

  it('fails the build when an imported JSON file does not exist', async () => {
    const root = writeProject('json-typo-', {
      'package.json': JSON.stringify({ name: 'json-typo', private: true, version: '1.0.0' }),
      'manifest.json': JSON.stringify({ manifest_version: 3, name: 'JSON typo', version: '1.0.0', background: { service_worker: 'background.js' } }),
      'background.js': "import defaults from './defualts.json'\nconsole.log(defaults)\n",
    });
    const run = await runCli(['build'], root, 120_000);
    expect(run.code).not.toBe(0);
    expect(run.out).toContain('defualts.json');
  }, 130_000);
});
