import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading at the top of the card. */
  title?: ReactNode;
  /** Heading level of the title, to keep the page outline in order. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Actions or a badge at the inline end of the header. */
  actions?: ReactNode;
  /** `section` when the card is a region of the page with its own heading. */
  as?: 'div' | 'section' | 'article';
  padding?: 'none' | 'md' | 'lg';
}

const paddings = { none: '', md: 'p-5', lg: 'p-6 sm:p-8' } as const;

export function Card({
  title,
  titleAs: Heading = 'h2',
  actions,
  as: Element = 'div',
  padding = 'md',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element
      className={clsx(
        'rounded-card border border-line bg-surface shadow-card',
        paddings[padding],
        className,
      )}
      {...rest}
    >
      {(title || actions) && (
        <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && <Heading className="text-lg font-bold text-ink">{title}</Heading>}
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </header>
      )}
      {children}
    </Element>
  );
}
