// Writes src/web/icons/public-icons.svg, the sprite the server-drawn pages' icons refer to
// (decision 060), from the MUI icons named in src/web/icons/public-icon-sources.ts. Run after
// adding an icon there or updating @mui/icons-material (a test fails until the file is current):
//   npm run icons:sprite
import fs from 'node:fs';
import { drawIconSprite } from '../../src/web/icons/draw-sprite';

fs.writeFileSync(
  new URL('../../src/web/icons/public-icons.svg', import.meta.url),
  drawIconSprite(),
);
