export const stars = (value: number) =>
  `${String(value).replace('.', ',')} ${value === 1 ? 'estrella' : 'estrelles'}`;
