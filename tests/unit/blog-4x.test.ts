import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newFlagsSincePreviousMajor, readCaptures } from '../../builder/cli/cli-versions.mjs';
import { CLI_RUNTIME } from '../content/cli-help';
import { sectionUnder } from '../content/markdown-tables';
import { readSource } from '../content/source-pages';

// The 4.x post's facts against the pinned package and the captured 3.x release (tools/cli-versions).
const post = readSource('/blog/extension-js-4');
const captures = readCaptures();
const [previous, pinned] = captures.slice(-2);
const codeNames = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

describe('the Extension.js 4 post', () => {
  it('states the Node.js range the pinned package declares', () => {
    const engines = JSON.parse(readFileSync(path.join(CLI_RUNTIME, 'extension/package.json'), 'utf8')).engines.node;
    expect(post).toContain(`\`node ${engines}\``);
  });

  it('names as new exactly the commands 4.x added', () => {
    const added = Object.keys(pinned.commands).filter((name) => !previous.commands[name]);
    const section = sectionUnder(post, '## Two new commands');
    expect(NUMBERS[added.length]).toBe('two');
    expect(codeNames(section).filter((name) => name.startsWith('extension ')).map((name) => name.slice(10)).sort()).toEqual(added.sort());
  });

  it('names as new exactly the browser targets dev gained', () => {
    const added = pinned.devBrowsers.filter((name: string) => !previous.devBrowsers.includes(name));
    const section = sectionUnder(post, '## Eight more browser targets');
    expect(NUMBERS[added.length]).toBe('eight');
    expect(post).toContain(`# Extension.js 4: Node 22, Safari builds, ${NUMBERS[added.length]} more browsers`);
    expect(codeNames(section.split('\n').find((l) => l.includes('now also accepts')) ?? '').sort()).toEqual([...added, '--browser', 'dev'].sort());
  });

  it('names only Safari and store flags that 4.x added', () => {
    const added = new Set((newFlagsSincePreviousMajor(captures) as { command: string; flag: string }[]).map((r) => `${r.command} ${r.flag}`));
    const safari = codeNames(sectionUnder(post, '## Safari packaging from the command line')).filter((name) => name.startsWith('--'));
    expect(safari.length).toBeGreaterThan(5);
    const both = codeNames(/([^.]*) on `dev` and `build`/.exec(sectionUnder(post, '## Safari packaging from the command line'))?.[1] ?? '');
    expect(both.length).toBeGreaterThan(3);
    for (const flag of both) expect(added.has(`dev ${flag}`) && added.has(`build ${flag}`), `${flag} on dev and build`).toBe(true);
    for (const flag of safari) expect(added.has(`dev ${flag}`) || added.has(`build ${flag}`), flag).toBe(true);
    for (const flag of ['--no-minify', '--no-addon-lint', '--no-polyfill', '--minify', '--addon-lint']) expect(added.has(`build ${flag}`), flag).toBe(true);
  });
});
