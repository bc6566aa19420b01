import { z } from 'zod';
import { SchoolSchema } from './schools';

export const THEMES = ['light', 'dark', 'system'] as const;
export const LANGUAGES = ['pt-PT'] as const;

export const PreferencesSchema = z.object({
  theme: z.enum(THEMES).default('system'),
  language: z.enum(LANGUAGES).default('pt-PT'),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** GET /api/me: the spec's user document (§3), with the API.md names. */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  currentPlan: z.enum(['free', 'premium']),
  streakDays: z.number().int(),
  lives: z.number().int(),
  nextLifeAt: z.string().nullable(),
  currentSubject: z.string(),
  createdAt: z.string(),
  stats: z.object({ examsCompleted: z.number().int() }),
  userSchoolId: z.number().int().nullable(),
  school: SchoolSchema.nullable(),
  preferences: PreferencesSchema,
  /** Providers linked to the account ('credential' is the e-mail and password). */
  linkedProviders: z.array(z.string()),
});
export type Me = z.infer<typeof MeSchema>;

export const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;

/** PATCH /api/me. The e-mail is not here: it cannot be changed (spec §5). */
export const UpdateMeSchema = z
  .object({
    name: z.string().trim().min(1, 'O nome é obrigatório.').max(80, 'O nome é demasiado longo.'),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .refine((u) => u === '' || USERNAME_PATTERN.test(u), {
        message:
          'O nome de utilizador tem 3 a 30 letras minúsculas, algarismos, pontos, hífenes ou _.',
      }),
    userSchoolId: z.number().int().positive().nullable(),
  })
  .partial()
  .strict();
export type UpdateMe = z.infer<typeof UpdateMeSchema>;

export const UpdatePreferencesSchema = z
  .object({ theme: z.enum(THEMES), language: z.enum(LANGUAGES) })
  .partial()
  .strict();
export type UpdatePreferences = z.infer<typeof UpdatePreferencesSchema>;
