import { z } from 'zod';
import { PersonNameSchema } from './auth';
import { SchoolSchema } from './schools';

export const THEMES = ['light', 'dark', 'system'] as const;
export const LANGUAGES = ['pt-PT'] as const;

export const PreferencesSchema = z.object({
  theme: z.enum(THEMES).default('system'),
  language: z.enum(LANGUAGES).default('pt-PT'),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** GET /api/me: the spec's user document (§3), with docs/api.md's names. */
export const MeSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  /** Whether the student confirmed the address through the link e-mailed at sign-up. */
  emailVerified: z.boolean(),
  /**
   * True when the server sends confirmation e-mails (SMTP is configured) and this address is not
   * confirmed yet: the app then shows a calm banner asking to confirm it.
   */
  confirmEmail: z.boolean(),
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
    name: PersonNameSchema,
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

/**
 * DELETE /api/me: the account's password; an account without one (Google, school) needs a sign-in
 * in the last 5 minutes instead.
 */
export const DeleteMeSchema = z.object({ password: z.string().max(1024).optional() }).strict();
export type DeleteMe = z.infer<typeof DeleteMeSchema>;
