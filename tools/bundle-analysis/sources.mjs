// Attributes the characters of a minified file to the sources its source map names, for analyze-bundle.mjs.
import { SourceMapConsumer } from 'source-map-js';

/**
 * Map of source path -> [start, end) character ranges of `code` generated from it. A span runs from one mapping to
 * the next on the same generated line (the map is read by source-map-js).
 */
export function spansBySource(code, map) {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStarts.push(i + 1);
  const lineEnd = (line) => (line < lineStarts.length ? lineStarts[line] - 1 : code.length);
  const mappings = [];
  new SourceMapConsumer(map).eachMapping((mapping) => mappings.push(mapping), null, SourceMapConsumer.GENERATED_ORDER);
  const spans = new Map();
  mappings.forEach((mapping, i) => {
    const next = mappings[i + 1];
    const lineStart = lineStarts[mapping.generatedLine - 1] ?? code.length;
    const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : lineEnd(mapping.generatedLine) - lineStart;
    if (!mapping.source || end <= mapping.generatedColumn) return;
    if (!spans.has(mapping.source)) spans.set(mapping.source, []);
    spans.get(mapping.source).push([lineStart + mapping.generatedColumn, lineStart + end]);
  });
  return spans;
}

/** Map of source path -> characters of `code` generated from it; "(unmapped)" for the rest. */
export function charsBySource(code, map) {
  const totals = new Map();
  let mapped = 0;
  for (const [source, ranges] of spansBySource(code, map)) {
    const chars = ranges.reduce((sum, [start, end]) => sum + end - start, 0);
    totals.set(source, chars);
    mapped += chars;
  }
  totals.set('(unmapped)', Math.max(0, code.length - mapped));
  return totals;
}

/** `code` without the given ranges: what the file would be if those modules were gone. */
export function withoutRanges(code, ranges) {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of sorted) {
    if (start > at) out += code.slice(at, start);
    at = Math.max(at, end);
  }
  return out + code.slice(at);
}

/** Short name of the package or project area a source path belongs to. */
export function packageOf(source) {
  if (source.startsWith('webpack://webpack/runtime') || source.startsWith('webpack/runtime')) return '(rspack runtime)';
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = source.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (source.includes('.rspress/')) return '(rspress virtual modules)';
  const projectPath = source.replace(/^(\.\.\/)+/, '').replace(/^webpack:\/\/[^/]*\//, '');
  return `(site) ${projectPath.split('/')[0]}`;
}

/** A readable module name: the path inside its package, or inside the project. */
export function moduleOf(source) {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) return source.slice(inModules + 'node_modules/'.length);
  return source.replace(/^(\.\.\/)+/, '');
}
