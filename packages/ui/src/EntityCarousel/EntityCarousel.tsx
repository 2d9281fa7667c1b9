import { useState } from 'react';
import styled from 'styled-components';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { bookCarouselBreakpoints } from '../BookCarousel/booksPerSlide';
import { Link } from '../Link';

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

/** A swiper of authors or publishers, each a portrait and name linking to its page. */
export function EntityCarousel({ kind, items, labels, headingLevel = 2 }: EntityCarouselProps) {
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={labels.heading}>
      <Title as={Heading}>{labels.heading}</Title>
      <Row>
        <Arrow ref={setPrevEl} type="button" aria-label={labels.previous}>
          ‹
        </Arrow>
        <Track>
          <Swiper
            modules={[Navigation]}
            spaceBetween={16}
            breakpoints={bookCarouselBreakpoints}
            navigation={{ prevEl, nextEl }}
          >
            {items.map((item) => (
              <SwiperSlide key={item.id}>
                <Item href={entityPath(kind, item.id, item.pathName)}>
                  <Portrait src={item.image} alt="" loading="lazy" />
                  <span>{item.name}</span>
                </Item>
              </SwiperSlide>
            ))}
          </Swiper>
        </Track>
        <Arrow ref={setNextEl} type="button" aria-label={labels.next}>
          ›
        </Arrow>
      </Row>
    </section>
  );
}

const Title = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.text};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled.div`
  flex: 1;
  min-width: 0;
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

const Arrow = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  cursor: pointer;

  &.swiper-button-disabled {
    opacity: 0.4;
    cursor: default;
  }
`;
