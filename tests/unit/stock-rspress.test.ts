// tools/stock-rspress/stock.config.ts is the reference the site's build time is compared with: Rspress with its
// default theme on the site's own pages. These checks keep it buildable and stock without timing a build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseLines } from '../../builder/plugins/sourceChecks';
import stockConfig from '../../tools/stock-rspress/stock.config';
import { allMdxFiles } from '../content/source-pages';

const DOCS = path.resolve('docs');

describe('the stock Rspress reference build', () => {
  it('builds the site’s own pages with Rspress’s default theme', () => {
    expect(stockConfig.root).toBe(DOCS);
    expect(stockConfig.themeDir).toBeDefined();
    expect(existsSync(stockConfig.themeDir as string), 'the theme folder it names must not exist').toBe(false);
    expect(stockConfig.plugins ?? []).toEqual([]);
  });

  it('leaves out exactly the pages that import the site’s own theme components', () => {
    // Outside fenced code: an import inside an example is text, not an import of the page.
    const importing = allMdxFiles()
      .filter((file) => proseLines(readFileSync(file, 'utf8')).some(([, line]) => /^import\s.+from\s+['"]@theme['"]/.test(line)))
      .map((file) => path.basename(file))
      .sort();
    const excluded = (stockConfig.route?.exclude ?? []).map((glob) => glob.replace(/^\*\*\//, '')).sort();
    expect(importing.length).toBeGreaterThan(0);
    expect(excluded).toEqual(importing);
  });

  it('gives pages the component they use without importing it', () => {
    const globals = stockConfig.markdown?.globalComponents ?? [];
    expect(globals.map((file) => path.basename(file as string))).toEqual(['PackageManagerTabs.tsx']);
    expect(readFileSync(globals[0] as string, 'utf8')).toMatch(/export \{ PackageManagerTabs as default \} from '@rspress\/core\/theme'/);
  });
});
