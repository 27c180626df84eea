import { z } from 'zod';

/** Public, non-secret settings the browser needs (footer contacts, referee WhatsApp). */
export const SiteConfigSchema = z.object({
  support_email: z.string(),
  support_phone: z.string(),
  referee_whatsapp: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
