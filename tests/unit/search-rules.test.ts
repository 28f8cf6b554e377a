import { describe, expect, it } from 'vitest';
import { withinOneEdit } from '../../common/search/editDistance';
import { expandWord, MATCH_QUALITY } from '../../common/search/expandTerms';
import { searchablePage } from '../../builder/plugins/searchContent';
import { encodeIndexFile, encodePage, encodeRestFile, pageTexts, splitPages } from '../../common/search/indexFile';
import { buildWordTable } from '../../common/search/wordCodes';
import { buildLocalIndex } from '../../common/search/localIndex';
import { searchLocalIndex } from '../../common/search/localSearch';
import { queryTerms } from '../../common/search/queryTerms';
import { synonymTable } from '../../common/search/synonyms';
import { terms, tokenize } from '../../common/search/tokenize';

const page = (routePath: string, title: string, content: string, headings: string[] = []) => {
  let text = content;
  const toc = headings.map((heading, i) => {
    const charIndex = text.length + 2;
    text += `\n\n${heading}\n\nSection ${i} text.`;
    return { id: heading.toLowerCase().replace(/\W+/g, '-'), text: heading, depth: 2, charIndex };
  });
  return { routePath, title, content: text, toc };
};
/** The index file the build would write for these pages. */
const indexFile = (...pages: Array<ReturnType<typeof page>>) => encodeIndexFile(pages.map(searchablePage));

describe('splitting words', () => {
  it('splits where readers split: spaces, hyphens, dots, slashes, underscores and camelCase', () => {
    expect(terms('Web-Accessible Resources')).toEqual(['web', 'accessible', 'resource']);
    expect(terms('extension.config.js')).toEqual(['extension', 'config', 'js']);
    expect(terms('webAccessibleResources')).toEqual(['web', 'accessible', 'resource']);
    expect(terms('src/_locales/messages.json')).toEqual(['src', 'locale', 'message', 'json']);
    expect(terms('HTMLElement --no-minify')).toEqual(['html', 'element', 'no', 'minify']);
  });

  it('keeps a camelCase word whole as well as split, only when asked (the index asks)', () => {
    expect(tokenize('WebAssembly', true).map((t) => t.term)).toEqual(['webassembly', 'web', 'assembly']);
    expect(tokenize('WebAssembly').map((t) => t.term)).toEqual(['web', 'assembly']);
  });

  it('folds plurals and accents but leaves words that only end in s', () => {
    expect(terms('Templates libraries Préférences')).toEqual(['template', 'library', 'preference']);
    expect(terms('css less status this js')).toEqual(['css', 'less', 'status', 'this', 'js']);
  });

  it('gives the offsets of each word in the original text', () => {
    const [first, second] = tokenize('see webAccessible');
    expect(first).toMatchObject({ text: 'see', start: 0, end: 3 });
    expect(second).toMatchObject({ text: 'web', start: 4, end: 7 });
  });

  it('finds no words in punctuation or an empty query', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' --- ./ <> "" ')).toEqual([]);
  });
});

describe('typo tolerance', () => {
  it('allows one inserted, deleted, replaced or swapped letter, no more', () => {
    expect(withinOneEdit('tailwnd', 'tailwind')).toBe(true);
    expect(withinOneEdit('typscript', 'typescript')).toBe(true);
    expect(withinOneEdit('preferance', 'preference')).toBe(true);
    expect(withinOneEdit('contnet', 'content')).toBe(true);
    expect(withinOneEdit('tailwnds', 'tailwind')).toBe(false);
    expect(withinOneEdit('cnotetn', 'content')).toBe(false);
  });

  const index = buildLocalIndex(indexFile(page('/a', 'Tailwind', 'Typescript and tailwind and profiles.'), page('/b', 'Vue', 'A vue page.')));

  it('uses typos only for words of 5 letters or more, and only when the word itself is not in the index', () => {
    expect([...expandWord('tailwnd', index, false)]).toEqual([['tailwind', MATCH_QUALITY.typo]]);
    expect(expandWord('vua', index, false).size).toBe(0);
    expect([...expandWord('tailwind', index, false)]).toEqual([['tailwind', MATCH_QUALITY.exact]]);
  });

  it('matches the start of a longer word only for the word still being typed', () => {
    expect([...expandWord('tail', index, true)]).toEqual([['tailwind', MATCH_QUALITY.prefix]]);
    expect(expandWord('tail', index, false).size).toBe(0);
    expect(queryTerms('tail', []).at(-1)?.isPrefix).toBe(true);
    expect(queryTerms('tail ', []).at(-1)?.isPrefix).toBe(false);
  });

  const forms = buildLocalIndex(indexFile(page('/d', 'Debugging a running extension', 'Reading logs once it loaded.')));
  it('finds other forms of a word by its -ing and -ed endings, a little below the word itself, for every word typed', () => {
    expect([...expandWord('debug', forms, false)]).toEqual([['debugging', MATCH_QUALITY.inflected]]);
    expect([...expandWord('run', forms, false)]).toEqual([['running', MATCH_QUALITY.inflected]]);
    expect([...expandWord('load', forms, false)]).toEqual([['loaded', MATCH_QUALITY.inflected]]);
    expect(expandWord('read', forms, false).get('reading')).toBe(MATCH_QUALITY.inflected);
    expect(expandWord('deb', forms, false).size).toBe(0);
    expect(MATCH_QUALITY.inflected).toBeLessThan(MATCH_QUALITY.exact);
    expect(MATCH_QUALITY.inflected).toBeGreaterThan(MATCH_QUALITY.prefix);
  });

  it('finds the word of a two-letter base and its e from its -ing and -ed forms', () => {
    const uses = buildLocalIndex(indexFile(page('/u', 'Use a profile', 'Profiles in use.')));
    expect(expandWord('using', uses, false).get('use')).toBe(MATCH_QUALITY.inflected);
    expect(expandWord('used', uses, false).get('use')).toBe(MATCH_QUALITY.inflected);
  });

  it("finds the words that share a word's stem (Porter's), as another form: a reader's noun finds the page's verb", () => {
    const stems = buildLocalIndex(indexFile(page('/c', 'Configure the build', 'Configuring it twice is allowed; the configurable parts are listed.')));
    expect(expandWord('configuration', stems, false)).toEqual(
      new Map([['configure', MATCH_QUALITY.inflected], ['configuring', MATCH_QUALITY.inflected], ['configurable', MATCH_QUALITY.inflected]]),
    );
    expect(searchLocalIndex(stems, 'build configuration')[0]?.link.split('#')[0]).toBe('/c');
    // Numbers and identifiers are not words a stemmer folds.
    expect(expandWord('2024', stems, false).size).toBe(0);
  });
});

describe('synonyms', () => {
  const table = synonymTable([
    { page: '/locales', names: ['locales', 'i18n'] },
    { page: '/hmr', names: ['hot reload', 'hmr'] },
  ]);
  const index = buildLocalIndex(
    indexFile(
      page('/locales', 'Locales', 'Translate with the locales folder.'),
      page('/hmr', 'Reload and HMR', 'Hot reload keeps state.'),
      page('/other', 'Other', 'Nothing about that here.'),
    ),
  );

  it('reads a synonym phrase in the query as one term with every name as an alternative', () => {
    const [term] = queryTerms('hot reload', table);
    expect(term.alternatives).toEqual([['hot', 'reload'], ['hmr']]);
  });

  it('finds a page by another name for what it describes', () => {
    expect(searchLocalIndex(index, 'i18n', table)[0]?.link).toBe('/locales');
    expect(searchLocalIndex(index, 'hot reload', table)[0]?.link.split('#')[0]).toBe('/hmr');
  });
});

describe('ranking', () => {
  const index = buildLocalIndex(
    indexFile(
      page('/blog', 'A post about the config', 'The extension config file and extension.config.js, extension config js again.'),
      page('/config', 'Extension Configuration', 'Create extension.config.js in the root.', ['Browser options']),
      page('/flags', 'Browser Flags', 'Flags for the browser.', ['Add flags']),
      page('/prefs', 'Browser Preferences', 'Preferences for Firefox.'),
    ),
  );

  it('puts an exact title first, and a title above headings and body text', () => {
    expect(searchLocalIndex(index, 'browser flags')[0].link).toBe('/flags');
    expect(searchLocalIndex(index, 'Browser-Preferences')[0].link).toBe('/prefs');
  });

  it('ranks pages that match every word above pages that match some, and still finds a page when a word is extra', () => {
    const links = searchLocalIndex(index, 'firefox preferences').map((hit) => hit.link);
    expect(links[0]).toBe('/prefs');
    expect(searchLocalIndex(index, 'firefox preferences nowhere')[0]?.link).toBe('/prefs');
  });

  it('answers odd input with no hits, never an error', () => {
    for (const query of ['', '   ', '!!!', '<script>', '\u0000', 'a'.repeat(500)]) {
      expect(() => searchLocalIndex(index, query)).not.toThrow();
    }
    expect(searchLocalIndex(index, '!!!')).toEqual([]);
    expect(buildLocalIndex([null, 3, { title: 1 }]).pages).toEqual([]);
  });

  it('gives content hits a snippet of about 100 characters with marks on the matched words', () => {
    const long = `${'word '.repeat(40)}needle ${'word '.repeat(40)}`;
    const [hit] = searchLocalIndex(buildLocalIndex(indexFile(page('/long', 'Long', long))), 'needle');
    if (hit.type !== 'content') throw new Error(`expected a content hit, got ${hit.type}`);
    expect(hit.statement.startsWith('...') && hit.statement.endsWith('...')).toBe(true);
    expect(hit.statement.length).toBeGreaterThanOrEqual(90);
    expect(hit.statement.length).toBeLessThanOrEqual(110);
    const [mark] = hit.highlightInfoList;
    expect(hit.statement.slice(mark.start, mark.start + mark.length)).toBe('needle');
  });
});

describe('sections, rarity and identifiers (issue 33)', () => {
  /** The two files the build would write for these pages (with their MDX sources for the code blocks). */
  const files = (...pages: Array<ReturnType<typeof page> & { source?: string; description?: string; questions?: string[] }>) => {
    const searchable = pages.map(searchablePage);
    const table = buildWordTable(searchable.flatMap(pageTexts));
    const { head, rest, code, descriptions, questions } = splitPages(searchable);
    return buildLocalIndex(head.map((p, at) => encodePage(p, table, at === 0)), encodeRestFile(rest, table, code, descriptions, questions));
  };
  const faqSections = ['Debug on Linux', 'Extension on Windows', 'Debugging questions', 'In CI', 'On macOS', 'My build'];

  it('puts the section about the decisive word above a long page that holds every word', () => {
    const index = files(
      page('/faq', 'FAQ', 'How can I debug my extension? Linux and Windows.', faqSections),
      page('/firefox', 'Firefox', 'Run your extension in Firefox.', ['Debug it']),
      page('/chrome', 'Chrome', 'Run your extension in Chrome.'),
    );
    expect(searchLocalIndex(index, 'how can i debug my extension in firefox on linux')[0].link.split('#')[0]).toBe('/firefox');
  });

  it('counts filler and question words for almost nothing', () => {
    const index = files(page('/what', 'What is it and how', 'What how when where why.'), page('/popup', 'Popup', 'The popup window.'));
    expect(searchLocalIndex(index, 'what is the popup')[0].link).toBe('/popup');
  });

  it('takes "does", the pieces of a contraction and a number typed alone for filler', () => {
    const optional = (query: string) => Object.fromEntries(queryTerms(query, []).map((term) => [term.typed.join(' '), term.optional]));
    expect(optional("why doesn't the popup open on port 8080, does it")).toEqual({
      why: true, doesn: true, t: true, the: true, popup: false, open: false, on: true, port: false, 8080: true, does: true, it: true,
    });
    expect(optional('404')).toEqual({ 404: false });
    // Function words are filler; a negation is not: "is not defined" says what went wrong.
    expect(optional('just after the build, it is not there')).toEqual({
      just: true, after: true, the: true, build: false, it: true, is: true, not: false, there: true,
    });
  });

  it('counts the numbers of a typed address or version for almost nothing, side by side as well', () => {
    const quoted = ['## Session', '', '```text', 'ws://127.0.0.1:8080 http://127.0.0.1:8081 127.0.0.1', '```'].join('\n');
    const index = files(
      { ...page('/session', 'Session output', 'What a session prints.', ['Session']), source: quoted },
      page('/busy', 'Troubleshooting', 'When another program holds the address you asked for, it is already in use.'),
      page('/other', 'Other', 'Words: session, output, program, another.'),
    );
    expect(searchLocalIndex(index, 'address 127.0.0.1:9000 is already in use')[0].link.split('#')[0]).toBe('/busy');
  });

  it("counts the words of a page's description in each of its sections, as much as a heading's", () => {
    const index = files(
      { ...page('/first', 'Create your first extension', 'Step by step.', ['Write the manifest']), description: 'A tutorial for beginners: an extension from scratch.' },
      page('/manifest', 'Manifest keys', 'The manifest of an extension, from scratch.'),
    );
    expect(searchLocalIndex(index, 'beginner extension from scratch')[0].link.split('#')[0]).toBe('/first');
    expect(searchLocalIndex(index, 'beginner manifest')[0].link).toBe('/first#write-the-manifest');
  });

  it("finds a page by its readers' questions, in the words the page itself does not use", () => {
    const index = files(
      { ...page('/storage', 'Storage', 'Write values with the storage API; they outlive the page.', ['Quotas']), questions: ['keep settings when the popup closes'] },
      page('/popup', 'Popup', 'The popup shows when the toolbar button is clicked.'),
    );
    expect(searchLocalIndex(index, 'popup closes and forgets my settings')[0].link.split('#')[0]).toBe('/storage');
    // The questions add to the page's own text, and do not outweigh a title that names what is asked.
    expect(searchLocalIndex(index, 'popup')[0].link).toBe('/popup');
  });

  it("counts a word repeated across a page's questions as one sure sign, not many", () => {
    const index = files(
      { ...page('/many', 'Messages', 'Send a message.'), questions: Array.from({ length: 12 }, (_, at) => `reload question ${at}`) },
      page('/reload', 'Reload', 'What reloads when a file changes.'),
    );
    expect(searchLocalIndex(index, 'reload')[0].link).toBe('/reload');
  });

  it('puts the page with one question holding the typed words above a page whose questions hold them apart', () => {
    const index = files(
      { ...page('/apart', 'Toolbar', 'The toolbar.'), questions: ['popup closes too early', 'popup size is wrong', 'icon looks blurry', 'icon missing after a build'] },
      { ...page('/together', 'Action', 'The action.'), questions: ['popup icon never changes', 'set a badge text', 'title on hover', 'what the action does'] },
    );
    expect(searchLocalIndex(index, 'popup icon')[0].link.split('#')[0]).toBe('/together');
    // The words of a typed identifier are found where the name stands, not where a question holds them.
    expect(searchLocalIndex(index, 'popup-icon')[0]?.link.split('#')[0]).not.toBe('/together');
  });

  it("weighs the words of a name the docs never write at half, below the reader's other words", () => {
    const index = files(
      page('/create', 'New projects', 'The create command fails when it cannot write a file.'),
      page('/tests', 'Checks', 'Write a test for your extension, then run the test.'),
      page('/other', 'Other', 'Another page about a folder.'),
    );
    // `test-extension` is the reader's own project name: its words must not outweigh what the line says.
    expect(searchLocalIndex(index, 'create test-extension fails')[0].link.split('#')[0]).toBe('/create');
    // The same word typed alone keeps its full weight.
    expect(searchLocalIndex(index, 'test-extension test file')[0].link.split('#')[0]).toBe('/tests');
  });

  it('puts the section that quotes four or more of the typed words in their order above one that holds them apart', () => {
    const index = files(
      page('/quoted', 'Errors', 'The browser says: icon file cannot load manifest, and stops.'),
      page('/apart', 'Icons', 'An icon file is a picture. What cannot load stops the file: cannot say, load the manifest.'),
    );
    expect(searchLocalIndex(index, 'icon file cannot load manifest')[0].link).toBe('/quoted');
  });

  it('puts a page whose whole title is a word of the query first, unless many sections share that name', () => {
    const index = files(
      page('/dev', 'Dev', 'Starts a session.', ['Flags']),
      page('/build', 'Build', 'Builds once.', ['Flags']),
      page('/preview', 'Preview', 'Runs a build.', ['Flags']),
      page('/wait', 'Waiting for the browser', 'Wait until flags apply, then wait for the browser.'),
      page('/chrome', 'Chrome', 'Chrome is a browser.'),
      page('/guide', 'Browser guide', 'Wait for the browser: Chrome, Chrome, Chrome and flags.'),
    );
    expect(searchLocalIndex(index, 'wait flags')[0].link).toBe('/wait');
    expect(searchLocalIndex(index, 'wait for chrome')[0].link).toBe('/chrome');
  });

  it('lets one word of a long question that is some page\'s whole title count by its share of the question only', () => {
    const index = files(
      page('/react', 'React', 'Use React in the popup.', ['React popup']),
      page('/hmr', 'Reload', 'Every change reloads the popup while you develop; a full rebuild takes seconds.', ['Faster feedback while you develop']),
    );
    expect(searchLocalIndex(index, 'react')[0].link).toBe('/react');
    expect(searchLocalIndex(index, 'every change takes a full rebuild of my react popup, how do I get faster feedback')[0].link.split('#')[0]).toBe('/hmr');
  });

  it('counts what follows "instead of" or "rather than", up to the clause\'s end, at half', () => {
    const factors = (query: string) => Object.fromEntries(queryTerms(query, []).map((term) => [term.typed.join(' '), term.factor ?? 1]));
    expect(factors('side panel instead of a popup, on click')).toMatchObject({ side: 1, panel: 1, popup: 0.5, click: 1 });
    expect(factors('poll the server rather than sleep')).toMatchObject({ poll: 1, sleep: 0.5 });
    const index = files(
      page('/popup', 'Popup', 'The popup opens when the toolbar icon is clicked.'),
      page('/panel', 'Side panel', 'A side panel opens beside the page when the toolbar icon is clicked.'),
    );
    expect(searchLocalIndex(index, 'open a popup when the toolbar icon is clicked')[0].link.split('#')[0]).toBe('/popup');
    expect(searchLocalIndex(index, 'open a page when the toolbar icon is clicked instead of a popup')[0].link.split('#')[0]).toBe('/panel');
  });

  it('counts a word typed twice once', () => {
    const index = files(
      page('/errors', 'Errors', 'An error, another error, error after error: the error page.'),
      page('/parser', 'Parsing', 'DOMParser is defined in pages, not in the worker.'),
    );
    expect(searchLocalIndex(index, 'Error in handler: ReferenceError: error DOMParser is not defined')[0].link).toBe('/parser');
  });

  it('gives the words of an identifier the index does not hold their synonyms', () => {
    const table = synonymTable([{ page: '/migrate', names: ['existing project', 'wxt'] }]);
    const index = files(
      page('/migrate', 'Bring an existing project', 'Move your build to this tool.'),
      page('/config', 'Config', 'The config file: config.ts.'),
    );
    expect(searchLocalIndex(index, 'wxt.config.ts', table).map((hit) => hit.link.split('#')[0])).toContain('/migrate');
  });

  it('finds an identifier whole, and by the family it belongs to', () => {
    const index = files(
      page('/env', 'Variables', 'Names that start with EXTENSION_PUBLIC_* reach the browser code.'),
      page('/other', 'Other', 'The extension has a public page; sentry and dsn are words here.'),
      page('/flags', 'Flags', 'Use --chromium-binary to pick a browser.'),
      page('/binary', 'Binary', 'A chromium binary is a file.'),
    );
    expect(searchLocalIndex(index, 'EXTENSION_PUBLIC_SENTRY_DSN')[0].link).toBe('/env');
    expect(searchLocalIndex(index, '--chromium-binary')[0].link).toBe('/flags');
  });

  it('looks for a name that opens with one word and a dot (a namespace such as browser.*) by its words, not as a family', () => {
    const index = files(
      page('/polyfill', 'Polyfill', 'Calls to browser.* work in every browser once browser.* is defined; browser is undefined otherwise.'),
      page('/downloads', 'Downloads', 'Save a file with chrome.downloads; without the permission it is undefined.'),
    );
    expect(searchLocalIndex(index, 'browser.downloads is undefined')[0].link.split('#')[0]).toBe('/downloads');
  });

  it('counts a word or name the reader set in quotes inside a longer query a little more, a quoted message not', () => {
    const factors = (query: string) => Object.fromEntries(queryTerms(query, []).map((term) => [term.typed.join(' '), term.factor ?? 1]));
    expect(factors("Cannot read property 'download' of undefined")).toMatchObject({ cannot: 1, download: 1.3, undefined: 1 });
    expect(factors('"wasm-unsafe-eval" is missing')).toMatchObject({ 'wasm unsafe eval': 1.3, missing: 1 });
    expect(factors('error "cannot read the property of undefined here"')).toMatchObject({ cannot: 1, property: 1 });
    const index = files(
      page('/messages', 'Messages', 'Cannot read property of undefined: the listener was not added.'),
      page('/downloads', 'Downloads', 'The download call needs a permission, or the property is undefined.'),
    );
    expect(searchLocalIndex(index, "Cannot read property 'download' of undefined")[0].link.split('#')[0]).toBe('/downloads');
  });

  it('puts the page with a question close to the query above one whose longer question holds the same words', () => {
    const index = files(
      { ...page('/long', 'Long', 'Text.'), questions: ['badge text colour resets after the browser restarts when the service worker sleeps'] },
      { ...page('/short', 'Short', 'Text.'), questions: ['badge text colour resets', 'set the title shown on hover of the toolbar button when the page changes'] },
    );
    expect(searchLocalIndex(index, 'badge colour resets')[0].link.split('#')[0]).toBe('/short');
  });

  it('indexes the lines a page quotes as CLI output and the identifiers of its other code blocks', () => {
    const source = [
      '## Output', '', '```text', 'Port 8080 is in use by another process', '```', '',
      '## Config', '', '```json', '{ "browserFlags": [] }', '```', '',
      '## Parse', '', '```js', 'const doc = new DOMParser().parseFromString(html, "text/html")', '```',
    ].join('\n');
    const index = files(
      { ...page('/out', 'Output', 'Intro.', ['Output', 'Config', 'Parse']), source },
      page('/ports', 'Ports and processes', 'A port is a number; processes use ports.'),
    );
    const [hit] = searchLocalIndex(index, 'Port 3000 is in use by another process');
    expect(hit.link).toBe('/out#output');
    expect(searchLocalIndex(index, 'browserFlags')[0].link).toBe('/out#config');
    expect(searchLocalIndex(index, 'DOMParser is not defined')[0].link).toBe('/out#parse');
  });
});
