'use client';
import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

/** Text for screen readers only, e.g. a heading a page needs for its outline but does not show. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
