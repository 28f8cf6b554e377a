// Search hooks (config `search.searchHooks`). With no remote URL configured, local search runs untouched.
import { fetchRemoteGroups, type RemoteSearchConfig } from './remoteSearch';

const config: RemoteSearchConfig = {
  url: import.meta.env.DOCS_REMOTE_SEARCH_URL,
  indexes: [import.meta.env.DOCS_REMOTE_SEARCH_INDEX],
  lang: 'en',
  limit: 7,
};

interface ResultGroup {
  group: string;
  result: unknown;
  renderType?: string;
}

/** The spec's theme hit limit: at most 7 hits are shown for a query. */
export const HIT_LIMIT = 7;

export async function onSearch(query: string, localResults: ResultGroup[]): Promise<ResultGroup[] | undefined> {
  if (!config.url) return undefined;
  const groups = await fetchRemoteGroups(config, query);
  // Remote mode replaces the local hits rather than adding to them.
  const localGroupName = localResults[0]?.group ?? config.indexes[0];
  localResults.splice(0, localResults.length);
  if (groups.length === 0) return [{ group: localGroupName, result: [], renderType: 'default' }];
  return groups.map((group) => ({ group: group.index, result: group.hits, renderType: 'default' }));
}

/** Caps what the panel renders at the spec's 7 hits, across the groups, in both search modes. */
export function afterSearch(_query: string, results: Array<{ result: unknown }>): void {
  let left = HIT_LIMIT;
  for (const group of results) {
    const hits = group.result;
    if (!Array.isArray(hits)) continue;
    const kept = hits.slice(0, left);
    group.result = kept;
    left -= kept.length;
  }
}
