import { z } from 'zod';

/**
 * Public, non-secret settings the browser needs (footer contacts, referee WhatsApp, and whether
 * the test payment provider runs, which every page then announces).
 */
export const SiteConfigSchema = z.object({
  support_email: z.string(),
  support_phone: z.string(),
  referee_whatsapp: z.string(),
  payments_test_mode: z.boolean(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
