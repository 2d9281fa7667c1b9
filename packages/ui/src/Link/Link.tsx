'use client';
import { type LinkProps, useBookshop } from '../provider/context';

/** A link of the kit: the provider's link component (your router's), or a plain `<a>`. */
export function Link(props: LinkProps) {
  const { link: Component } = useBookshop();
  return Component ? <Component {...props} /> : <a {...props} />;
}
