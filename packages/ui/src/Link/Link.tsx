import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

const LinkContext = createContext<ComponentType<LinkProps>>((props) => <a {...props} />);

/**
 * Every link of the kit renders through this component, a plain `<a>` by default. An app with a
 * client-side router provides its own (e.g. React Router's `Link` mapping `href` to `to`).
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkProps>;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** A link of the kit: a plain `<a>`, or the app's router link when a `LinkProvider` gives one. */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  return <Component {...props} />;
}
