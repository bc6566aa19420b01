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
