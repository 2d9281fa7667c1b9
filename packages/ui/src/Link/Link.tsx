'use client';
import { forwardRef } from 'react';
import { type LinkProps, useBookshop } from '../provider/context';

/**
 * A link of the kit: the provider's link component (your router's), or a plain `<a>`. It takes `ref`
 * (the anchor, when your link component forwards it) and passes every other prop on.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const Anchor = useBookshop().link ?? 'a';
  return <Anchor ref={ref} {...props} />;
});
