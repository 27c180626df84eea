import multipart from '@fastify/multipart';
import { uploadPoster } from '../../shared/api/uploads';
import { EVENT_MSG } from '../../shared/events/schemas';
import { hasPosterExtension } from '../../shared/uploads/poster-formats';
import { newId } from '../platform/db/ids';
import { AppError } from '../platform/http/app-error';
import { ok } from '../platform/http/envelope';
import { route } from '../platform/http/route';
import type { App } from '../platform/http/types';
import type { Storage } from '../platform/storage/storage';
import { encodePoster, sniffImage } from './poster-image';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** POST /event/upload: one image in the multipart field `media`, answered with its URL. */
export async function uploadRoutes(app: App, opts: { storage: Storage }) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  await route(
    app,
    uploadPoster,
    {
      tags: ['events'],
      summary: 'Upload an event poster (.jpg, .jpeg or .png, at most 5 MB)',
      access: ['Events', 'create'],
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('unsupported_media_type', EVENT_MSG.invalidFile);
      let file;
      try {
        file = await request.file();
      } catch {
        throw new AppError('bad_request', EVENT_MSG.invalidFile);
      }
      if (!file || file.fieldname !== 'media') {
        throw new AppError('bad_request', EVENT_MSG.invalidFile, { media: EVENT_MSG.invalidFile });
      }
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('payload_too_large', EVENT_MSG.fileTooLarge);
        }
        throw err;
      }
      if (file.file.truncated) throw new AppError('payload_too_large', EVENT_MSG.fileTooLarge);
      // §5 event rule: the bytes are JPEG or PNG, and a name says .jpg, .jpeg or .png.
      if (!sniffImage(bytes.subarray(0, 16)) || !hasPosterExtension(file.filename ?? ''))
        throw new AppError('unsupported_media_type', EVENT_MSG.invalidFile);
      let encoded;
      try {
        encoded = await encodePoster(bytes);
      } catch {
        throw new AppError('unsupported_media_type', EVENT_MSG.invalidFile);
      }
      const name = newId();
      await opts.storage.put(`posters/${name}-card.webp`, encoded.card, 'image/webp');
      await opts.storage.put(`posters/${name}.webp`, encoded.full, 'image/webp');
      return ok({
        url: opts.storage.urlFor(`posters/${name}.webp`),
        card_url: opts.storage.urlFor(`posters/${name}-card.webp`),
      });
    },
  );
}
