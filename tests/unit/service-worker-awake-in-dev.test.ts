import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The Control bridge page says a production build has no bridge client, so nothing keeps its service worker awake
// as the dev session's pings do (the ping timer itself is a page-code fact). A Manifest V3 background is built for
// production with the pinned CLI and its output is read.

const PAGE = '/docs/reference/control-bridge';

const project = buildProjectOnce('worker-awake-', {
  'package.json': JSON.stringify({ name: 'worker-awake', private: true, version: '0.0.1' }),
  'manifest.json': JSON.stringify({ manifest_version: 3, name: 'Worker awake', version: '0.0.1', background: { service_worker: 'background.js' } }),
  'background.js': 'const started = Date.now();\nchrome.runtime.onInstalled.addListener(() => console.log(started));\n',
}, ['build', '--browser=chromium', '--install=false']);

describe('a production build, by the pinned CLI', () => {
  it('holds no bridge client: no WebSocket in the service worker and no control file', () => {
    expect(readSource(PAGE)).toContain('A production build has no bridge client, and Chrome stops its worker after about 30 seconds without events.');
    expect(project.run.code, project.run.out).toBe(0);
    const worker = readFileSync(path.join(project.root, 'dist/chromium/background/service_worker.js'), 'utf8');
    expect(worker).toContain('onInstalled');
    expect(worker).not.toMatch(/WebSocket|ws:\/\//);
    expect(existsSync(path.join(project.root, 'dist/chromium/extension-js-control.json'))).toBe(false);
  });
});
