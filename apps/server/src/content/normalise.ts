/** Lower-case, accents and punctuation removed, spaces collapsed: what "the same text" means. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
