/** User-facing texts that the spec fixes word for word, shared by server and web. */
export const MESSAGES = {
  examSearchRequired: 'Por favor, selecione o ano e a fase do exame.',
  examNotFoundForYearAndPhase: 'Exame não encontrado para o ano e fase selecionados.',
  examsLoadErrorHeading: 'Erro ao carregar exames',
  noExamsFound: 'Nenhum exame encontrado',
  noValidExamsFound: 'Nenhum exame válido encontrado',
  noExamsAvailable: 'Nenhum exame disponível.',
  noQuestionsFound: 'Nenhuma questão encontrada',
  noQuestionsForUnit: (unit: number) => `Nenhuma questão encontrada para a Unidade ${unit}`,
  errorHeading: 'Erro',
  // Texts we add (pt-PT), not given by the spec.
  notFound: 'O recurso pedido não existe.',
  subjectNotFound: 'Disciplina não encontrada.',
  validation: 'Os dados enviados não são válidos.',
  payloadTooLarge: 'O pedido é demasiado grande.',
  internal: 'Ocorreu um erro inesperado. Tenta novamente daqui a pouco.',
  unavailable: 'O serviço está temporariamente indisponível. Tenta novamente daqui a pouco.',
  network: 'Não foi possível contactar o servidor. Verifica a tua ligação e tenta novamente.',
} as const;
