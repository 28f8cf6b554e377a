// Stands in for the flexsearch package in the browser bundle (rspress.config.ts aliases it here). Rspress's
// LocalProvider imports FlexSearch's Document for its own matching, which theme/search/pageSearcherPatch.ts replaces
// (init and match); the library was 17.5 kB of gzip in the search chunk that no code path ran.
export class Document {
  constructor() {
    throw new Error("FlexSearch is not bundled: the site's own search engine (common/search/) answers queries.");
  }
}
