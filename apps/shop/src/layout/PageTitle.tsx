import { vars } from '@bookshop/ui';
import styled from 'styled-components';

/** The page's main heading. */
export const PageTitle = styled.h1`
  margin: 0 0 ${vars.space.lg};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.xxl};
  line-height: 1.2;
`;
