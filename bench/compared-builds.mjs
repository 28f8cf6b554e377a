// The builds the site's build time is compared with: stock Rspress (tools/stock-rspress/stock.config.ts: default
// theme, none of the site's plugins or checks) on the site's own pages, with and without its Markdown twins and
// llms.txt. The bench's build budget (budgets.json, build) compares the site with the first;
// tools/stock-rspress/compare-build.mjs times all three.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STOCK_ARGS = ['-c', path.join(ROOT, 'tools/stock-rspress/stock.config.ts')];

export const SITE_BUILD = { name: 'site (rspress.config.ts)', args: [], env: {} };
/** Stock Rspress on the same pages, Markdown twins included as the site writes them: the bench's reference. */
export const STOCK_BUILD = { name: 'stock Rspress, same pages', args: STOCK_ARGS, env: { STOCK_LLMS: '1' } };
export const STOCK_BUILD_WITHOUT_TWINS = { name: 'stock Rspress, no Markdown twins', args: STOCK_ARGS, env: { STOCK_LLMS: '0' } };
