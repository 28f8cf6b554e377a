// The synonym list (docs/search-synonyms.json, kept next to the content it describes) as term sequences.
import synonymFile from '../../docs/search-synonyms.json';
import { terms } from './tokenize';

export interface SynonymGroup {
  /** The page the group's names are about (checked by a test, not used for ranking). */
  page: string;
  names: string[];
}

/** Each group as lists of terms: "hot reload" → ['hot', 'reload']. */
export type SynonymTable = string[][][];

export function synonymTable(groups: SynonymGroup[]): SynonymTable {
  return groups.map((group) => group.names.map(terms).filter((phrase) => phrase.length > 0));
}

export const SYNONYM_GROUPS: SynonymGroup[] = synonymFile.groups;
export const SYNONYMS: SynonymTable = synonymTable(SYNONYM_GROUPS);
