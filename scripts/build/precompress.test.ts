import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes brotli and gzip siblings that decode to the original, for text assets only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('matchday '.repeat(400))});`;
    fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-2.js'), 'x=1');
    fs.writeFileSync(path.join(dir, 'poster.webp'), Buffer.alloc(4096, 1));

    const done = precompressDir(dir);

    expect(done).toEqual([path.join(dir, 'assets', 'app-1.js')]);
    const br = fs.readFileSync(path.join(dir, 'assets', 'app-1.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'app-1.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-2.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'poster.webp.br'))).toBe(false);
  });
});
