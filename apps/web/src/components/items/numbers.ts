/** A number as pt-PT writes it: a comma for the decimal point. */
export const decimal = (value: number) => String(value).replace('.', ',');

/** «1 ponto», «7 pontos», «2,5 pontos». */
export const pointsText = (points: number) =>
  `${decimal(points)} ${points === 1 ? 'ponto' : 'pontos'}`;
