// A small project a test file writes, runs the pinned CLI on once before its tests, and removes after them: the set-up
// that tests of what a page says a build does share.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { runCli, writeProject, type CliRun } from './guide-examples';

export interface BuiltProject {
  /** The project's folder; set before the first test. */
  root: string;
  /** What `extension <args>` did there; set before the first test. */
  run: CliRun;
}

/**
 * Registers, in the calling test file, the hooks that write `files` into a new temporary folder (named after
 * `prefix`), run `extension <args>` there once and remove the folder after the file's tests. `prepare` adds what
 * `files` cannot hold (a binary file), before the run.
 */
export function buildProjectOnce(prefix: string, files: Record<string, string>, args: string[], prepare?: (root: string) => void): BuiltProject {
  const project = { root: '' } as BuiltProject;
  beforeAll(async () => {
    project.root = writeProject(prefix, files);
    prepare?.(project.root);
    project.run = await runCli(args, project.root, 120_000);
  }, 130_000);
  afterAll(() => {
    if (project.root) rmSync(project.root, { recursive: true, force: true });
  });
  return project;
}
