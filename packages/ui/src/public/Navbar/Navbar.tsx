import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../navigation/Link';
import { Logo } from '../Logo';
import { isCurrentPage, publicPageLinks, type PublicPageLink } from './publicPages';

export interface NavbarProps {
  /** The path of the page shown, to mark its link (aria-current="page"). */
  currentPath?: string;
  links?: readonly PublicPageLink[];
}

const linkClass = (current: boolean) =>
  clsx(
    'rounded-control px-3 py-2 text-base font-semibold transition-colors',
    current ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-sand-100 hover:text-brand-700',
  );

/**
 * The public site's top bar: the logo and a link to every public page. Below the `lg` breakpoint
 * the links fold into a disclosure (`<details>`/`<summary>`): it opens and closes as plain HTML,
 * so a tap before the page's script has run is not lost, and assistive technologies announce it
 * as expanded or collapsed. Once hydrated, Escape closes it and gives focus back to its toggle,
 * and following a link closes it.
 */
export function Navbar({ currentPath, links = publicPageLinks }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // Opened before hydration (plain HTML): start from what the visitor sees.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const renderLinks = (layout: 'bar' | 'menu') =>
    links.map((link) => {
      const current = isCurrentPage(link.href, currentPath);
      return (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-current={current ? 'page' : undefined}
            className={clsx(linkClass(current), layout === 'menu' && 'block')}
            onClick={layout === 'menu' ? () => setOpen(false) : undefined}
          >
            {link.label}
          </Link>
        </li>
      );
    });

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <nav aria-label="القائمة الرئيسية">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link href="/landing" aria-label="لقطة — الصفحة الرئيسية" className="rounded-control">
            <Logo />
          </Link>
          <ul className="hidden items-center gap-1 lg:flex">{renderLinks('bar')}</ul>
          <details
            ref={detailsRef}
            open={open}
            onToggle={(event) => setOpen(event.currentTarget.open)}
            className="lg:hidden"
          >
            <summary
              ref={toggleRef}
              aria-controls={menuId}
              className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-control text-ink hover:bg-sand-100 [&::-webkit-details-marker]:hidden"
            >
              {open ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
              <span className="sr-only">{open ? 'إغلاق القائمة' : 'فتح القائمة'}</span>
            </summary>
            {/* Under the bar, full width (the sticky header is its containing block). */}
            <div
              id={menuId}
              className="absolute inset-x-0 top-full border-y border-line bg-surface shadow-raised"
            >
              <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
                {renderLinks('menu')}
              </ul>
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
