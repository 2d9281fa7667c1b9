'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useImageAttributes, useLabels } from '../provider/context';
import type { CardsPerView } from '../Shelf/cardsPerView';
import { Shelf } from '../Shelf/Shelf';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type EntityCarouselLabels, entityCarouselLabels } from './labels';

export interface Entity {
  id: string;
  name: string;
  /** The text of the item's address, given to its route builder; its `name` when not given. */
  pathName?: string;
  image: string;
}

export interface EntityCarouselProps extends RootProps {
  /** Which pages the items link to: `routes.author` or `routes.publisher`. */
  kind: 'authors' | 'publishers';
  /** The authors or publishers. */
  items: Entity[];
  /** Heading and arrow texts; the provider's `labels.entityCarousel` otherwise. */
  labels?: Partial<EntityCarouselLabels>;
  /** Level of the carousel heading (2 by default). */
  headingLevel?: 2 | 3;
  /** From which width of the shelf how many portraits show (see `Shelf`). */
  cardsPerView?: CardsPerView;
}

const part = partsOf('entity-carousel');

/**
 * A shelf of authors or publishers, each a portrait and name linking to its page.
 *
 * Parts (`data-scope="entity-carousel"`): `root` (takes `ref`), `title`, `shelf` (a `Shelf`), `item`
 * (each link), `portrait`, `name`.
 */
export const EntityCarousel = forwardRef<HTMLElement, EntityCarouselProps>(function EntityCarousel(
  { kind, items, labels, headingLevel = 2, cardsPerView, ...root },
  ref,
) {
  const text = useLabels('entityCarousel', entityCarouselLabels, labels);
  const { routes } = useBookshop();
  const path = kind === 'authors' ? routes.author : routes.publisher;
  const heading = text[kind];
  const imageAttributes = useImageAttributes();
  return (
    <Section ref={ref} aria-label={heading} {...part('root')} {...rootProps(root)}>
      <Title as={headingLevel === 2 ? 'h2' : 'h3'} {...part('title')}>
        {heading}
      </Title>
      <Shelf
        {...part('shelf')}
        labels={{ previous: text.previous, next: text.next }}
        cardsPerView={cardsPerView}
      >
        {items.map((item) => (
          <Item key={item.id} href={path(item.id, item.pathName ?? item.name)} {...part('item')}>
            <Portrait
              {...part('portrait')}
              {...imageAttributes(item.image, '120px')}
              alt=""
              width={120}
              height={120}
              loading="lazy"
            />
            <span {...part('name')}>{item.name}</span>
          </Item>
        ))}
      </Shelf>
    </Section>
  );
});

const Section = styled.section`
  ${componentRoot}
`;

const Title = styled.h2`
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.xl};
  color: ${vars.color.text};
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.text};
  text-decoration: none;
  text-align: center;

  &:hover span {
    color: ${vars.color.primary};
    text-decoration: underline;
  }
`;

const Portrait = styled.img`
  display: block;
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: ${vars.radius.round};
`;
