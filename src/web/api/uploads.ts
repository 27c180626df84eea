import { useMutation } from '@tanstack/react-query';
import { toast } from '../components/toast';
import { EVENT_MSG } from '../../shared/events/messages';
import { isPosterFile, POSTER_ACCEPT } from '../../shared/uploads/poster-formats';
import { uploadPoster as upload } from '../../shared/api/uploads';
import { ApiError, call, hasErrorCode } from './client';

/** POST /event/upload (§7): one poster image in the multipart field `media`. */

/** §5 event rule: posters are .jpg, .png or .jpeg (the shared rule, which the server applies). */
export { POSTER_ACCEPT };
/** The server's limit (413 above it); checked here first to spare a slow upload. */
const POSTER_MAX_BYTES = 5 * 1024 * 1024;

function isAcceptedPoster(file: File): boolean {
  return isPosterFile(file);
}

/**
 * Uploads a poster and toasts the §5/§8 outcome: 'File uploaded successfully', 'Invalid file
 * format', the size limit, or 'File upload failed Try again later'. Resolves with the URLs, or
 * null when the upload failed (never rejects).
 */
async function uploadPoster(file: File) {
  if (!isAcceptedPoster(file)) {
    toast.error(EVENT_MSG.invalidFile);
    return null;
  }
  if (file.size > POSTER_MAX_BYTES) {
    toast.error(EVENT_MSG.fileTooLarge);
    return null;
  }
  const body = new FormData();
  body.append('media', file);
  try {
    const poster = await call(upload, { body });
    toast.success(EVENT_MSG.uploaded);
    return poster;
  } catch (error) {
    // The server's own words for a file it refuses (in the visitor's language), told by code.
    const known =
      hasErrorCode(error, 'errors.event.invalidFile') ||
      hasErrorCode(error, 'errors.event.fileTooLarge');
    toast.error(known && error instanceof ApiError ? error.message : EVENT_MSG.uploadFailed);
    return null;
  }
}

export function useUploadPoster() {
  return useMutation({ mutationFn: uploadPoster });
}
