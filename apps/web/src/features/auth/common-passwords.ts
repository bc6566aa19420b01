import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most used passwords (zxcvbn-ts's list, about 49 000, the one the server checks against),
 * lower case. Large (about 220 KB gzip): only ever imported dynamically (use-common-passwords.ts),
 * so it is a chunk of its own that only the forms that set a password load.
 */
export const commonPasswords: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((p) => p.toLowerCase()),
);
