import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Addresses of Laqta's accounts; a missing or empty one is not shown. */
export interface SocialAccounts {
  instagram?: string;
  x?: string;
  snapchat?: string;
  tiktok?: string;
}

// Simple glyphs of our own (brand icon sets are not bundled); 24×24, drawn with currentColor.
const glyphs: Record<keyof SocialAccounts, { label: string; icon: ReactNode }> = {
  instagram: {
    label: 'إنستغرام',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.9" fill="currentColor" stroke="none" />
      </>
    ),
  },
  x: { label: 'إكس (تويتر)', icon: <path d="M4 4l16 16M20 4 4 20" /> },
  snapchat: {
    label: 'سناب شات',
    icon: (
      <path d="M12 3c3 0 5 2.2 5 5.2v2.3l2 .6c.4.1.4.7 0 .9l-1.8.8c.6 1.6 1.8 2.7 3.3 3.1-.6.9-1.8 1-2.9 1.2-.3.8-.5 1.3-1.5 1.1-1-.2-2-.1-2.9.6-.8.6-1.6.8-2.2.8s-1.4-.2-2.2-.8c-.9-.7-1.9-.8-2.9-.6-1 .2-1.2-.3-1.5-1.1-1.1-.2-2.3-.3-2.9-1.2 1.5-.4 2.7-1.5 3.3-3.1L3 12c-.4-.2-.4-.8 0-.9l2-.6V8.2C7 5.2 9 3 12 3z" />
    ),
  },
  tiktok: {
    label: 'تيك توك',
    icon: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.6" />,
  },
};

export interface SocialLinksProps {
  accounts: SocialAccounts;
  /** `light` on dark backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** Icon links to Laqta's social accounts; each is named for screen readers and opens in a new tab. */
export function SocialLinks({ accounts, tone = 'dark', className }: SocialLinksProps) {
  const entries = (Object.keys(glyphs) as Array<keyof SocialAccounts>).filter((key) =>
    accounts[key]?.trim(),
  );
  if (entries.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap items-center gap-2', className)}>
      {entries.map((key) => (
        <li key={key}>
          <a
            href={accounts[key]}
            target="_blank"
            rel="noopener noreferrer"
            className={clsx(
              'inline-flex size-11 items-center justify-center rounded-pill border transition-colors',
              tone === 'light'
                ? 'border-sand-600 text-sand-100 hover:bg-sand-800'
                : 'border-line-strong text-ink hover:bg-sand-100',
            )}
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {glyphs[key].icon}
            </svg>
            <span className="sr-only">{`${glyphs[key].label} (يفتح في نافذة جديدة)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
