import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['ok', 'unavailable']),
  /** Only when the server uses Redis (REDIS_URL). */
  redis: z.enum(['ok', 'unavailable']).optional(),
});
export type Health = z.infer<typeof HealthSchema>;

/** Public, non-secret settings the web app needs (the footer's contact address). */
export const SiteInfoSchema = z.object({
  contactEmail: z.email(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
