/**
 * The most used passwords, from a maintained list (zxcvbn-ts's common dictionary, about 30,000
 * entries), lower case. Loaded on the first password it must check, not at start-up.
 */
let list: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return list;
}
