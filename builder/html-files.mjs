import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every .html file under `dir`, at any depth, in a stable order: the built pages.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}
