import styled from 'styled-components';
import { Link } from '../Link';
import { Shelf } from '../Shelf';

export interface Entity {
  id: string;
  name: string;
  pathName: string;
  image: string;
}

export interface EntityCarouselLabels {
  heading: string;
  previous: string;
  next: string;
}

export interface EntityCarouselProps {
  /** Which pages the items link to: `/authors/...` or `/publishers/...`. */
  kind: 'authors' | 'publishers';
  /** The authors or publishers. */
  items: Entity[];
  /** Heading and arrow texts, in the reader's language. */
  labels: EntityCarouselLabels;
  /** Level of the carousel heading (2 by default). */
  headingLevel?: 2 | 3;
}

export function entityPath(kind: 'authors' | 'publishers', id: string, pathName: string): string {
  return `/${kind}/${encodeURIComponent(id)}/${encodeURIComponent(pathName)}`;
}

/** A shelf of authors or publishers, each a portrait and name linking to its page. */
export function EntityCarousel({ kind, items, labels, headingLevel = 2 }: EntityCarouselProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={labels.heading}>
      <Title as={Heading}>{labels.heading}</Title>
      <Shelf previousLabel={labels.previous} nextLabel={labels.next}>
        {items.map((item) => (
          <Item key={item.id} href={entityPath(kind, item.id, item.pathName)}>
            <Portrait src={item.image} alt="" loading="lazy" />
            <span>{item.name}</span>
          </Item>
        ))}
      </Shelf>
    </section>
  );
}

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.text};
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  text-align: center;

  &:hover span {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

const Portrait = styled.img`
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.round};
`;
