import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawIconSprite } from './draw-sprite';
import { publicIconSources } from './public-icon-sources';

describe('the public pages’ icon sprite (decision 060)', () => {
  it('is the file the icons’ sources write: run `npm run icons:sprite` after changing them', () => {
    const committed = fs.readFileSync(new URL('./public-icons.svg', import.meta.url), 'utf8');
    expect(committed).toBe(drawIconSprite());
  });

  it('holds each named icon once, with the shapes its MUI component draws', () => {
    const sprite = drawIconSprite();
    const ids = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual(Object.keys(publicIconSources));
    // The place pin's outline, as @mui/icons-material draws it.
    expect(sprite).toMatch(
      /<symbol id="Place" viewBox="0 0 24 24"><path d="M12 2C8\.13 2 5 5\.13 5 9c0 5\.25 7 13 7 13s7-7\.75 7-13c0-3\.87/,
    );
  });
});
