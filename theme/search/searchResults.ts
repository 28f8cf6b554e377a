// What the search panel shows for a query: the hit limit (BEHAVIOUR.md, Constants), and remote answers in the panel's shape.
import type { RemoteGroup } from './remoteSearch';

import { HIT_LIMIT } from '../../common/search/hitLimit';

export { HIT_LIMIT };

/** A group of hits as Rspress's search panel renders it ('default' draws each hit as a suggestion item). */
export interface ResultGroup {
  group: string;
  renderType: string;
  result: unknown;
}

/** Keeps the first HIT_LIMIT hits, in order, across the groups; the groups themselves stay (they name the tabs). */
export function capHits<T extends ResultGroup>(groups: T[]): T[] {
  let left = HIT_LIMIT;
  return groups.map((group) => {
    if (!Array.isArray(group.result)) return group;
    const kept = group.result.slice(0, left);
    left -= kept.length;
    return { ...group, result: kept };
  });
}

/** A remote answer as panel groups; no groups (a failure or no hits) becomes one empty group, "no results". */
export function remoteResultGroups(groups: RemoteGroup[], emptyGroupName: string): ResultGroup[] {
  if (groups.length === 0) return [{ group: emptyGroupName, renderType: 'default', result: [] }];
  return groups.map((group) => ({ group: group.index, renderType: 'default', result: group.hits }));
}
