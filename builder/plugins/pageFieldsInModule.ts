// Moves the per-page fields that only the page itself needs (source path for the edit link, last-updated time,
// language, version, route path; the title and outline Rspress already takes from the page's own module) out of the
// list of every page that each page's first script carries, into that page's own module. With the route path gone
// too, nothing is left in the list, which ./emptyPageList.ts then writes as an empty array. Saves about 16 bytes
// of gzip per page on every first visit, so adding pages does not grow every page's script.
//
// How (@rspress/core 2.0.x): the list is the JSON of the page records after the extendPageData hooks, and
// initPageData (runtime/initPageData.js) builds the current page as { ...moduleMeta, pagePath, ...listEntry, title,
// frontmatter, toc }, where moduleMeta is the compiled page's __RSPRESS_PAGE_META, itself the processor's
// 'pageMeta' data after the remark plugins ran (node/mdx/processor.js). So: hidePageFields() makes the fields
// non-enumerable on the record (out of the JSON, still readable at build time, and still set by the last-updated
// plugin, which runs after this hook has started), and remarkPageFieldsInModule copies them into pageMeta.
// tests/unit/page-fields-in-module.test.ts and tests/unit/first-visit-data.test.ts fail when Rspress changes either step.
import path from 'node:path';
import type { PageIndexInfo } from '@rspress/core';

export const FIELDS_IN_MODULE = ['routePath', 'lang', 'version', '_relativePath', 'lastUpdatedTime', 'lastUpdatedAuthor'] as const;
/** Taken from the page module already: left out of the list, not copied. */
const FIELDS_FROM_MODULE = ['title', 'toc'] as const;

const records = new Map<string, Record<string, unknown>>();
const key = (file: string) => path.resolve(file);

/** In an extendPageData hook: keeps these fields readable on the record but out of its JSON. */
export function hidePageFields(pageData: PageIndexInfo): void {
  const record = pageData as unknown as Record<string, unknown>;
  const file = record._filepath;
  if (typeof file !== 'string') return;
  records.set(key(file), record);
  for (const field of [...FIELDS_IN_MODULE, ...FIELDS_FROM_MODULE]) {
    Object.defineProperty(record, field, { value: record[field], writable: true, enumerable: false, configurable: true });
  }
}

interface PageMetaProcessor {
  data(key: 'pageMeta'): Record<string, unknown> | undefined;
}

/** Remark plugin: copies the fields hidePageFields() took out of the list into the compiled page's meta. */
export function remarkPageFieldsInModule(this: PageMetaProcessor) {
  const processor = this;
  return (_tree: unknown, file: { path?: string }) => {
    const record = file.path ? records.get(key(file.path)) : undefined;
    const meta = processor.data('pageMeta');
    if (!record || !meta) return;
    for (const field of FIELDS_IN_MODULE) if (record[field] !== undefined) meta[field] = record[field];
  };
}
