import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import {
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
} from '../../navigation/Link/LinkProvider';

export type Direction = 'rtl' | 'ltr';

export interface UiProviderProps {
  /** Reading direction for Radix components (menus, accordions…). Laqta is Arabic: rtl. */
  dir?: Direction;
  /** The app's router link; ui links fall back to a plain `<a>` without it. */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/** Wraps the app and every story: direction for Radix plus the link seam. */
export function UiProvider({ dir = 'rtl', linkComponent, children }: UiProviderProps) {
  const inherited = useLinkComponent();
  return (
    <DirectionProvider dir={dir}>
      <LinkProvider component={linkComponent ?? inherited}>{children}</LinkProvider>
    </DirectionProvider>
  );
}
