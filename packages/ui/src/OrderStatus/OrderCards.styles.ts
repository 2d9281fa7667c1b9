import styled from 'styled-components';

/** The list of order cards that the shopper's orders and the admin's orders share. */
export const OrderCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  article {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }
  article p,
  article ul {
    margin: 0;
  }
  article ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** A card's first line: the order's number on the left, its status on the right. */
export const OrderCardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;
