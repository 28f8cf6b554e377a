// Remote search mode (BEHAVIOUR.md, Search; removed from Rspress v2): GET <url>?keyword&limit&searchIndexes&lang.
export interface RemoteSearchConfig {
  url: string;
  indexes: string[];
  lang: string;
  limit: number;
}

export interface RemoteGroup {
  index: string;
  hits: unknown[];
}

export function remoteSearchUrl(config: RemoteSearchConfig, keyword: string): string {
  const url = new URL(config.url, window.location.origin);
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(config.limit));
  url.searchParams.set('searchIndexes', config.indexes.join(','));
  url.searchParams.set('lang', config.lang);
  return url.toString();
}

function isRemoteGroup(value: unknown): value is RemoteGroup {
  if (!value || typeof value !== 'object') return false;
  const group = value as Partial<RemoteGroup>;
  return typeof group.index === 'string' && Array.isArray(group.hits);
}

/** The answer's groups, or an empty list when the request or the answer fails (the error is logged). */
export async function fetchRemoteGroups(config: RemoteSearchConfig, keyword: string): Promise<RemoteGroup[]> {
  try {
    const response = await fetch(remoteSearchUrl(config, keyword));
    if (!response.ok) throw new Error(`Remote search answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error('Remote search answered something other than a list of groups');
    return body.filter(isRemoteGroup);
  } catch (error) {
    console.error('Remote search failed:', error);
    return [];
  }
}
