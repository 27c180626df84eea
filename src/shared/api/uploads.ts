import { endpoints } from './endpoint';

const endpoint = endpoints(() => import('./schemas/uploads'));

/** One poster image in the multipart field `media`. */
export const uploadPoster = endpoint(
  'POST',
  '/event/upload',
  (s) => ({ response: s.UploadedPosterSchema }),
  { multipart: true },
);
