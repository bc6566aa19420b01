/**
 * How a unit is named on screen: «Unidade 3», and the science where a subject has two
 * («Unidade 3 · Geologia»), so that a student of Biologia e Geologia sees which half it is.
 */
export function unitLabel(unit: { number: number; domain?: string | undefined }): string {
  return unit.domain ? `Unidade ${unit.number} · ${unit.domain}` : `Unidade ${unit.number}`;
}
