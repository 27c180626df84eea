import { z } from 'zod';

/** The upload endpoint's schema (loaded by the server, see ../endpoint.ts). */
export const UploadedPosterSchema = z.object({ url: z.string(), card_url: z.string() });
