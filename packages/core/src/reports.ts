// «Reportar esta pergunta» (issue 27): what the report form offers. Without zod: a worksheet's
// report button reads these on every page, and the schemas stay off that page's first load.

/** «Reportar esta pergunta»: the reasons a student can give. */
export const REPORT_REASONS = [
  'resposta_errada',
  'enunciado_confuso',
  'erro_portugues',
  'outro',
] as const;
export const REPORT_REASON_LABELS = {
  resposta_errada: 'Resposta errada',
  enunciado_confuso: 'Enunciado confuso',
  erro_portugues: 'Erro de português',
  outro: 'Outro',
} as const satisfies Record<(typeof REPORT_REASONS)[number], string>;
export const REPORT_COMMENT_MAX = 1000;
