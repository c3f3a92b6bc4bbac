import type { ReactNode } from 'react';

export interface PageBannerProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
}

/** The band at the top of every inner public page: the page title over the brand's warm gradient. */
export function PageBanner({ title, subtitle }: PageBannerProps) {
  return (
    <div className="relative overflow-hidden bg-linear-to-b from-brand-700 to-brand-900 text-white">
      {/* Aperture rings drawn in SVG: our own artwork, no image request. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        width="200"
        height="200"
        className="pointer-events-none absolute -top-10 end-0 size-64 opacity-15"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
      >
        <circle cx="100" cy="100" r="90" />
        <circle cx="100" cy="100" r="55" />
        <path d="M100 10 128 90M190 100l-80 28M100 190 72 110M10 100l80-28" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">{title}</h1>
        {subtitle && (
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-brand-50">{subtitle}</p>
        )}
      </div>
    </div>
  );
}
