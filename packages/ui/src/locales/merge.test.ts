import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { mergeLabels } from './merge';

describe('mergeLabels', () => {
  it('changes one text of a pack and keeps the others', () => {
    const labels = mergeLabels(es, { bookCard: { addToBasket: 'Comprar' } });
    expect(labels.bookCard?.addToBasket).toBe('Comprar');
    expect(labels.bookCard?.rating?.(4)).toBe('Valoración: 4 de 5');
    expect(labels.topBar?.signIn).toBe('Iniciar sesión');
  });

  it('lets later sources win and leaves the packs as they were', () => {
    const labels = mergeLabels(en, es, { footer: { toTop: 'Arriba' } });
    expect(labels.footer).toEqual({ nav: 'Sitio', social: 'Síguenos', toTop: 'Arriba' });
    expect(es.footer.toTop).toBe('Volver arriba');
  });
});
