import { type CSSProperties, type Ref, type RefCallback, useCallback } from 'react';

/**
 * What every component of the kit passes to its root element, so an app can place, style and find it
 * as it does its own elements: a class, an inline style, an id and `data-*` attributes. (Each
 * component also forwards `ref` to that element.)
 */
export interface RootProps {
  className?: string;
  style?: CSSProperties;
  id?: string;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
}

/** The root props among a component's other props: its `className`, `style`, `id` and `data-*`. */
export function rootProps(props: object): RootProps {
  return Object.fromEntries(
    Object.entries(props).filter(([name]) => /^(className|style|id)$|^data-/.test(name)),
  );
}

/** The attributes that name one part of a component, for an app's CSS and tests. */
export interface PartAttributes {
  'data-scope': string;
  'data-part': string;
}

/**
 * The part names of one component: `part('cover')` is `data-scope="book-card" data-part="cover"`.
 * Class names are generated and change between versions; these do not, so an app styles a part
 * with `[data-scope='book-card'][data-part='cover']`. The root element is the part `root`.
 */
export function partsOf(scope: string): (part: string) => PartAttributes {
  return (part) => ({ 'data-scope': scope, 'data-part': part });
}

/**
 * One ref for an element that the component holds itself (`own`) and hands to the app (`given`, its
 * `ref` prop): both are set, and unset, together.
 */
export function useMergedRef<T>(own: Ref<T>, given: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      for (const ref of [own, given]) {
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }
    },
    [own, given],
  );
}
