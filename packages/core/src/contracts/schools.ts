import { z } from 'zod';

export const SchoolSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  concelho: z.string(),
  distrito: z.string(),
});
export type School = z.infer<typeof SchoolSchema>;

export const SchoolListSchema = z.object({ items: z.array(SchoolSchema) });
export type SchoolList = z.infer<typeof SchoolListSchema>;

export const SCHOOL_SEARCH_MAX = 50;

export const SchoolQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(SCHOOL_SEARCH_MAX).default(20),
});
