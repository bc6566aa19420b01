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

/** The rule against the most used passwords, in words. */
export const COMMON_PASSWORD_RULE = 'Não ser uma palavra-passe muito usada (como 123456 ou qwerty)';

/**
 * Each rule of the policy in words, for the sign-up form's checklist. With `commonPasswords` (a
 * maintained list, lower case, loaded by the caller) a password on that list breaks a rule too.
 */
export function passwordRules(
  policy: PasswordPolicy,
  commonPasswords?: ReadonlySet<string>,
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
  if (commonPasswords) {
    rules.push({
      id: 'common',
      text: COMMON_PASSWORD_RULE,
      ok: (p) => !commonPasswords.has(p.toLowerCase()),
    });
  }
  return rules;
}

/** The rules a password breaks, in words; empty when it satisfies the policy. */
export function unmetPasswordRules(
  policy: PasswordPolicy,
  password: string,
  commonPasswords?: ReadonlySet<string>,
): string[] {
  return passwordRules(policy, commonPasswords)
    .filter((rule) => !rule.ok(password))
    .map((rule) => rule.text);
}
