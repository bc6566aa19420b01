import type { PasswordPolicy } from './contracts/auth';

/** Spec §5: the minimum password length when no policy says otherwise. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: 128,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** Each rule of the policy in words, for the sign-up form's checklist. */
export function passwordRules(
  policy: PasswordPolicy,
): { id: string; text: string; ok: (p: string) => boolean }[] {
  const rules = [
    {
      id: 'min',
      text: `Pelo menos ${policy.minLength} caracteres`,
      ok: (p: string) => [...p].length >= policy.minLength,
    },
  ];
  if (policy.maxLength !== undefined) {
    const max = policy.maxLength;
    rules.push({ id: 'max', text: `No máximo ${max} caracteres`, ok: (p) => [...p].length <= max });
  }
  if (policy.requireLowercase)
    rules.push({ id: 'lower', text: 'Uma letra minúscula', ok: (p) => /\p{Ll}/u.test(p) });
  if (policy.requireUppercase)
    rules.push({ id: 'upper', text: 'Uma letra maiúscula', ok: (p) => /\p{Lu}/u.test(p) });
  if (policy.requireNumeric)
    rules.push({ id: 'number', text: 'Um algarismo', ok: (p) => /\p{N}/u.test(p) });
  if (policy.requireNonAlphanumeric) {
    rules.push({
      id: 'symbol',
      text: 'Um símbolo (por exemplo ! ? # %)',
      ok: (p) => /[^\p{L}\p{N}]/u.test(p),
    });
  }
  return rules;
}

/** The rules a password breaks, in words; empty when it satisfies the policy. */
export function unmetPasswordRules(policy: PasswordPolicy, password: string): string[] {
  return passwordRules(policy)
    .filter((rule) => !rule.ok(password))
    .map((rule) => rule.text);
}
