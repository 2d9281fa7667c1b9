import styled from 'styled-components';

/** The page's main heading. */
export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: 1.2;
`;
