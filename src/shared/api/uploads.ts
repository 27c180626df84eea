import { endpoint } from './endpoint';

const load = () => import('./schemas/uploads');

/** One poster image in the multipart field `media`. */
export const uploadPoster = endpoint(
  load,
  'POST',
  '/event/upload',
  (s) => ({ response: s.UploadedPosterSchema }),
  { multipart: true },
);
