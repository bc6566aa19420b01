import { z } from 'zod';

/** GET /api/auth/password-policy: what a new password must satisfy (API.md). */
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

/** The login form; the same rules the server applies (it checks the password itself). */
export const SignInSchema = z.object({
  email,
  password: z.string().min(1, 'Indica a palavra-passe.'),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** The sign-up form; the password policy comes from the server and is checked alongside. */
export const SignUpSchema = z.object({
  name: z.string().trim().min(1, 'Indica o teu nome.').max(80, 'O nome é demasiado longo.'),
  email,
  password: z.string().min(1, 'Escolhe uma palavra-passe.'),
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email });
