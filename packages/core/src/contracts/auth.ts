import { z } from 'zod';

/** GET /api/auth/password-policy: what a new password must satisfy (docs/api.md). */
export const PasswordPolicySchema = z.object({
  minLength: z.number().int().positive(),
  maxLength: z.number().int().positive().optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

/** GET /api/auth/providers: the federated sign-in buttons this server offers. */
export const AuthProvidersSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

const email = z.email({ error: 'Indica um email válido.' });

/**
 * Bidirectional controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) can make a name read
 * differently from what it is; control characters (NUL, new lines…) have no place in a name.
 */
const FORBIDDEN_IN_NAME = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const NAME_MAX = 80;

/** A person's name, the same rule on every path that sets one (sign-up, PATCH /api/me, update-user). */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'Indica o teu nome.')
  .max(NAME_MAX, 'O nome é demasiado longo.')
  .refine((name) => name.match(FORBIDDEN_IN_NAME) === null, {
    message: 'O nome tem caracteres que não são permitidos.',
  });

/**
 * A name from an identity provider (Google, a school), held to the same rule: cleaned and cut
 * rather than refused, since the student did not type it. `fallback` when nothing is left.
 */
export function cleanPersonName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '').replace(FORBIDDEN_IN_NAME, '').trim().slice(0, NAME_MAX).trim();
  return cleaned.length > 0 ? cleaned : fallback;
}

/** The login form; the same rules the server applies (it checks the password itself). */
export const SignInSchema = z.object({
  email,
  password: z.string().min(1, 'Indica a palavra-passe.'),
  /** «Manter sessão iniciada»: off, the session ends with the browser and after 12 hours. */
  rememberMe: z.boolean(),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** The sign-up form; the password policy comes from the server and is checked alongside. */
export const SignUpSchema = z.object({
  name: PersonNameSchema,
  email,
  password: z.string().min(1, 'Escolhe uma palavra-passe.'),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email });
