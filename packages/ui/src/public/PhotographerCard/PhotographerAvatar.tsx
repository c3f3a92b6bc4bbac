import { clsx } from 'clsx';

export interface PhotographerAvatarProps {
  name: string;
  url: string | null;
  /** Pixels: 64 on a card, 112 on the profile. */
  size: 64 | 112;
  /** Loaded at once on the profile (it is the page's picture), lazily on the directory's cards. */
  eager?: boolean;
}

/**
 * The photographer's picture, or the first letter of the name on a warm disc when there is none.
 * Decorative: the name is always written beside it.
 */
export function PhotographerAvatar({ name, url, size, eager = false }: PhotographerAvatarProps) {
  const box = clsx('shrink-0 rounded-pill', size === 64 ? 'size-16' : 'size-28');
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={clsx(box, 'bg-sand-100 object-cover')}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'flex items-center justify-center bg-brand-100 font-extrabold text-brand-800',
        size === 64 ? 'text-2xl' : 'text-5xl',
      )}
    >
      {name.trim().charAt(0)}
    </span>
  );
}
