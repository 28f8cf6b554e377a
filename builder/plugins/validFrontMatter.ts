import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { isMap, parseDocument } from 'yaml';

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** What is wrong with the front matter of a page's source; nothing when it has none or it is a YAML mapping. */
export function frontMatterErrors(source: string): string[] {
  if (!/^---\r?\n/.test(source)) return [];
  const block = BLOCK.exec(source);
  if (!block) return ['the block that starts with --- is never closed'];
  const document = parseDocument(block[1]);
  if (document.errors.length > 0) return document.errors.map((error) => error.message.split('\n')[0]);
  if (document.contents !== null && !isMap(document.contents)) return ['it is not a YAML mapping of keys to values'];
  return [];
}

/** Rspress only warns about front matter it cannot parse and builds the page without it: this stops the build. */
export function pluginValidFrontMatter(): RspressPlugin {
  return {
    name: 'valid-front-matter',
    routeGenerated(routes) {
      const problems = routes
        .filter((route) => /\.mdx?$/.test(route.absolutePath))
        .flatMap((route) =>
          frontMatterErrors(readFileSync(route.absolutePath, 'utf8')).map(
            (message) => `${path.relative(process.cwd(), route.absolutePath)}: invalid front matter: ${message}`,
          ),
        );
      if (problems.length > 0) throw new Error(`Invalid front matter:\n${problems.join('\n')}`);
    },
  };
}
