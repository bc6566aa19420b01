import { expect, test } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, unmetPasswordRules } from './password-policy';

test('the default policy asks only for 6 characters', () => {
  expect(unmetPasswordRules(DEFAULT_PASSWORD_POLICY, '12345')).toEqual(['Pelo menos 6 caracteres']);
  expect(unmetPasswordRules(DEFAULT_PASSWORD_POLICY, '123456')).toEqual([]);
});

test('character classes and the maximum are checked when the policy asks for them', () => {
  const policy = {
    minLength: 8,
    maxLength: 12,
    requireLowercase: true,
    requireUppercase: true,
    requireNumeric: true,
    requireNonAlphanumeric: true,
  };
  expect(unmetPasswordRules(policy, 'abc')).toEqual([
    'Pelo menos 8 caracteres',
    'Uma letra maiúscula',
    'Um algarismo',
    'Um símbolo (por exemplo ! ? # %)',
  ]);
  expect(unmetPasswordRules(policy, 'Ábcdefg1!')).toEqual([]);
  expect(unmetPasswordRules(policy, 'Abcdefgh1!xyz')).toEqual(['No máximo 12 caracteres']);
});
