import type { ReactNode } from 'react';
import { Footer, type FooterProps } from '../Footer';
import { Navbar } from '../Navbar';

export interface PublicLayoutProps {
  /** The path of the page shown (marks its navbar link). */
  currentPath?: string;
  /** Contact details and social accounts from the public settings. */
  footer?: FooterProps;
  children: ReactNode;
}

/** Every public page: a skip link, the navbar, the page in `<main>`, the footer. */
export function PublicLayout({ currentPath, footer, children }: PublicLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:font-bold focus:text-brand-700 focus:shadow-raised"
      >
        تخطَّ إلى المحتوى
      </a>
      <Navbar currentPath={currentPath} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer {...footer} />
    </div>
  );
}
