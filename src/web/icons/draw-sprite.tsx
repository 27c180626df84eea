import { renderToStaticMarkup } from 'react-dom/server';
import { publicIconSources } from './public-icon-sources';

/**
 * The sprite of the server-drawn pages' icons: one `<symbol>` per icon, holding the shapes its
 * MUI component draws, with the component's name as the symbol's id (`<Icon name>` refers to it).
 */
export function drawIconSprite(): string {
  const symbols = Object.entries(publicIconSources).map(([name, Source]) => {
    const svg = renderToStaticMarkup(<Source />);
    const found = /<svg[^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>$/s.exec(svg);
    if (!found) throw new Error(`${name}: no <svg> in its drawing`);
    return `<symbol id="${name}" viewBox="${found[1]}">${found[2]}</symbol>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '<!-- Written by scripts/build/icon-sprite.ts from src/web/icons/public-icon-sources.ts -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}
