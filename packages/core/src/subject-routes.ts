/** Spec §2: a subject's public route is its id in lower case prefixed with a slash. */
export function subjectSlug(subjectId: string): string {
  return subjectId.toLowerCase();
}
