// Writes the dark-theme twin of each diagram in docs/public/images (X.svg -> X-dark.svg) by mapping the light
// palette to a dark one: dark page and cards, light text, lighter accents. The build shows the twin in the dark
// theme (builder/plugins/rehypeThemedImages.ts); tests/unit/diagrams.test.ts checks that the twins are up to date and that
// every text passes contrast in both. Run after editing a diagram: node tools/dark-diagrams.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const IMAGES = fileURLToPath(new URL('../docs/public/images/', import.meta.url));

/** Light colour -> dark colour. A colour missing here fails the conversion, so a new one is a decision, not a guess. */
export const DARK_PALETTE = {
  '#f8fafc': '#111827', // page
  '#ffffff': '#1e293b', // cards (and text on filled accents, which become light)
  '#0f172a': '#f1f5f9', // text
  '#334155': '#cbd5e1',
  '#475569': '#cbd5e1',
  '#64748b': '#94a3b8',
  '#94a3b8': '#64748b', // card borders
  '#e2e8f0': '#334155',
  '#1d4ed8': '#93c5fd',
  '#1e40af': '#93c5fd',
  '#9a3412': '#fdba74',
  '#166534': '#86efac',
  '#15803d': '#86efac',
  '#6b21a8': '#d8b4fe',
  '#7c3aed': '#c4b5fd',
  '#115e59': '#5eead4',
  '#b45309': '#fcd34d',
  '#92400e': '#fcd34d',
  '#0369a1': '#7dd3fc',
  '#075985': '#7dd3fc',
  '#b91c1c': '#fca5a5',
  '#dbeafe': '#172554',
  '#eff6ff': '#172554',
  '#e0f2fe': '#082f49',
  '#dcfce7': '#052e16',
  '#f0fdfa': '#042f2e',
  '#fff7ed': '#431407',
  '#fef3c7': '#422006',
};

export const isDarkTwin = (name) => name.endsWith('-dark.svg');

/** The dark twin of a light diagram's source. */
export function darkDiagram(svg, name = 'diagram') {
  return svg.replace(/#[0-9a-fA-F]{6}\b/g, (colour) => {
    const dark = DARK_PALETTE[colour.toLowerCase()];
    if (!dark) throw new Error(`${name}: no dark colour for ${colour}; add it to DARK_PALETTE in tools/dark-diagrams.mjs`);
    return dark;
  });
}

export function lightDiagrams() {
  return readdirSync(IMAGES).filter((name) => name.endsWith('.svg') && !isDarkTwin(name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of lightDiagrams()) {
    const twin = name.replace(/\.svg$/, '-dark.svg');
    writeFileSync(path.join(IMAGES, twin), darkDiagram(readFileSync(path.join(IMAGES, name), 'utf8'), name));
    console.log(`wrote docs/public/images/${twin}`);
  }
}
