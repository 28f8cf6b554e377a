import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/chromium.mjs';
import { readSource } from '../content/source-pages';

// The WSL page quotes what a Linux Chromium logs when it starts without a display (no DISPLAY, no WAYLAND_DISPLAY):
// this machine's Chromium is started that way, with a window asked for, and must print both lines and exit.

const PAGE = '/docs/browsers/wsl';

describe('a Linux Chromium started without a display', () => {
  it.runIf(process.platform === 'linux')('logs the lines the WSL page quotes and exits', () => {
    const source = readSource(PAGE);
    const quoted = ['Missing X server or $DISPLAY', 'The platform failed to initialize.  Exiting.'];
    for (const line of quoted) expect(source).toContain(`\n${line}\n`);
    const profile = mkdtempSync(path.join(tmpdir(), 'no-display-'));
    const env = { ...process.env };
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    try {
      const run = spawnSync(CHROMIUM_PATH ?? chromium.executablePath(), [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, 'about:blank'], {
        env,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.error).toBeUndefined();
      expect(run.status).not.toBe(0);
      for (const line of quoted) expect(run.stderr).toContain(line);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }, 40_000);
});
