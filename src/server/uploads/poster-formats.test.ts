import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EVENT_MSG } from '../../shared/events/messages';
import { isPosterFile, POSTER_ACCEPT } from '../../shared/uploads/poster-formats';
import { multipartFile } from '../test/multipart';
import { as } from '../test/sessions';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#FF914D' } })
    .toFormat(format)
    .toBuffer();

async function upload(file: Buffer, filename: string, type: string) {
  const host = await as(ctx.app, 'Host');
  const { payload, headers } = multipartFile(file, { filename, type });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/event/upload',
    payload,
    headers: { ...headers, cookie: host.cookie },
  });
}

describe('poster formats (§5 event rule: .jpg, .png, .jpeg)', () => {
  it('takes JPEG and PNG posters', async () => {
    for (const [format, name, type] of [
      ['png', 'poster.png', 'image/png'],
      ['jpeg', 'poster.jpg', 'image/jpeg'],
      ['jpeg', 'POSTER.JPEG', 'image/jpeg'],
    ] as const) {
      const res = await upload(await image(format), name, type);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
  });

  it('refuses a GIF, and a poster whose name is not .jpg, .jpeg or .png', async () => {
    for (const [file, name, type] of [
      [await image('gif'), 'poster.gif', 'image/gif'],
      [await image('gif'), 'poster.png', 'image/png'],
      [await image('png'), 'poster.gif', 'image/gif'],
    ] as const) {
      const res = await upload(file, name, type);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error).toBe(EVENT_MSG.invalidFile);
    }
  });

  it('the browser applies the same rule before uploading', () => {
    expect(POSTER_ACCEPT).toBe('.jpg,.jpeg,.png');
    expect(isPosterFile({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isPosterFile({ name: 'a.png', type: '' })).toBe(true);
    expect(isPosterFile({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isPosterFile({ name: 'a.png', type: 'image/gif' })).toBe(false);
    expect(isPosterFile({ name: 'a.webp', type: '' })).toBe(false);
  });
});
