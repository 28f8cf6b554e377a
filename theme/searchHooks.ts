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

export async function onSearch(query: string, localResults: ResultGroup[]): Promise<ResultGroup[] | undefined> {
  if (!config.url) return undefined;
  const groups = await fetchRemoteGroups(config, query);
  // Remote mode replaces the local hits rather than adding to them.
  const localGroupName = localResults[0]?.group ?? config.indexes[0];
  localResults.splice(0, localResults.length);
  if (groups.length === 0) return [{ group: localGroupName, result: [], renderType: 'default' }];
  return groups.map((group) => ({ group: group.index, result: group.hits, renderType: 'default' }));
}
