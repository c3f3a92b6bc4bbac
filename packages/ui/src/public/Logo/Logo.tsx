import { clsx } from 'clsx';

export interface LogoProps {
  /** Adds the wordmark "لقطة" beside the mark. */
  withWordmark?: boolean;
  /** `light` for dark backgrounds (footer, banners). */
  tone?: 'brand' | 'light';
  className?: string;
}

/**
 * Laqta's mark: a camera aperture in a rounded square, drawn in SVG (no image request).
 * Decorative on its own: the link or heading around it carries the accessible name.
 */
export function Logo({ withWordmark = true, tone = 'brand', className }: LogoProps) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <svg
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        className="size-9 shrink-0"
      >
        <rect width="40" height="40" rx="11" fill={tone === 'light' ? '#ffffff' : '#b05225'} />
        <g
          fill="none"
          stroke={tone === 'light' ? '#b05225' : '#ffffff'}
          strokeWidth="2.4"
          strokeLinejoin="round"
        >
          <circle cx="20" cy="20" r="10.5" />
          <path d="M20 9.5 25.5 19M30.1 17.4 22.3 26M25.8 29.2 15.6 27.5M11.1 25.6 14.7 15.6M12.6 12.6 23.4 10.9" />
        </g>
      </svg>
      {withWordmark && (
        <span
          className={clsx(
            'text-2xl font-extrabold leading-none',
            tone === 'light' ? 'text-white' : 'text-brand-700',
          )}
        >
          لقطة
        </span>
      )}
    </span>
  );
}
