/** A rating in Spanish words: «4,5 estrellas». */
export const stars = (value: number) =>
  `${String(value).replace('.', ',')} ${value === 1 ? 'estrella' : 'estrellas'}`;
