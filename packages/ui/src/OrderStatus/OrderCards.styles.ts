'use client';
import { styled } from 'styled-components';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';

/** The list of order cards that the shopper's orders and the admin's orders share. */
export const OrderCards = styled.ul`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  article {
    display: grid;
    gap: ${vars.space.sm};
    padding: ${vars.space.md};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    overflow-wrap: anywhere;
  }
  article p,
  article ul {
    margin: 0;
  }
  article ul {
    padding-inline-start: ${vars.space.lg};
  }
`;

/** A card's first line: the order's number at the start, its status at the end. */
export const OrderCardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};

  h2,
  h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;
