import type { BookshopLabels } from '../types';

export const bookCarousel: BookshopLabels['bookCarousel'] = {
  tabs: 'Llibres',
  new: 'Novetats',
  popular: 'Populars',
  previous: 'Llibres anteriors',
  next: 'Llibres següents',
  loading: "S'estan carregant els llibres",
  empty: 'Encara no hi ha llibres',
};
