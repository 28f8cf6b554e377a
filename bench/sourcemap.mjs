// Attributes the characters of a minified file to the sources its source map names (no library: the map's
// base64 VLQ "mappings" are decoded here). A span runs from one mapping to the next on the same generated line.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one segment ("AAAA") into its numbers. */
export function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not base64 VLQ: ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Map of source path -> [start, end) character ranges of `code` generated from it. */
export function spansBySource(code, map) {
  const spans = new Map();
  let sourceIndex = 0;
  let lineStart = 0;
  const lines = code.split('\n');
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const lineLength = lines[lineNumber]?.length ?? 0;
    let column = 0;
    const starts = [];
    for (const fields of lineMappings ? lineMappings.split(',').map(decodeVlq) : []) {
      column += fields[0];
      if (fields.length >= 4) sourceIndex += fields[1];
      starts.push({ column, source: fields.length >= 4 ? map.sources[sourceIndex] : null });
    }
    starts.forEach((start, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].column : lineLength;
      if (!start.source || end <= start.column) return;
      if (!spans.has(start.source)) spans.set(start.source, []);
      spans.get(start.source).push([lineStart + start.column, lineStart + end]);
    });
    lineStart += lineLength + 1;
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
