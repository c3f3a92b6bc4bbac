import { createElement } from 'react';
import { useLinkComponent, type LinkComponentProps } from './LinkProvider';

export type LinkProps = LinkComponentProps;

const defaultClassName =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** Every link inside ui goes through here, so the app's router handles navigation. */
export function Link({ className = defaultClassName, ...props }: LinkProps) {
  // The component comes from context (stable per app), not created here: createElement says so plainly.
  return createElement(useLinkComponent(), { className, ...props });
}
