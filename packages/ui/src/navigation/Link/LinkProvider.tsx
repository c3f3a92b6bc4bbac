import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What ui hands to the app's link component: an anchor's props with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders a link; the app supplies one built on its router (ui stays router-free). */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ ref, children, ...props }: LinkComponentProps) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** Renders every ui `Link`; e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`. */
  component: LinkComponent;
  children: ReactNode;
}

export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component in use: the app's, or a plain `<a>` when none was provided. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
