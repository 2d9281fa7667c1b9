'use client';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';

export const Card = styled.article`
  ${componentRoot}
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  width: 100%;
  max-width: 220px;
  padding: ${vars.space.md};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.card};
`;

export const Name = styled.h3`
  margin: 0;
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.md};
  line-height: 1.3;
  /* Long titles take at most three lines. */
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

// Its text is the card's (the card's root makes links read as their text); hovered, the name is underlined.
export const BookLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  margin-top: auto;
`;

export const Price = styled.span`
  font-weight: 700;
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.primary};
  white-space: nowrap;
`;

export const AddButton = styled.button`
  ${primaryButton}
  padding: ${vars.space.sm} ${vars.space.md};
`;
