import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { useState } from 'react';

/**
 * Up to two initials of a name ("سارة العتيبي" → "س‌ع", the article "ال" skipped). A zero-width non-joiner keeps Arabic
 * letters apart, so they read as initials and not as one joined word.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word.replace(/^ال(?=.{2,})/u, ''))[0] ?? '');
  return letters.join('\u200C').toLocaleUpperCase('ar');
}

export interface UserAvatarProps {
  name: string | null;
  /** The profile image; initials are shown when there is none or it fails to load. */
  src: string | null;
  className?: string;
}

/** A round profile image, or the person's initials. Decorative: the control around it is labelled. */
export function UserAvatar({ name, src, className }: UserAvatarProps) {
  const box = clsx(
    'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-pill bg-brand-100 font-bold text-brand-800',
    className,
  );
  // Keyed by the address, so a new image gets a fresh chance to load.
  if (src) return <AvatarImage key={src} src={src} name={name} className={box} />;
  return <Initials name={name} className={box} />;
}

function AvatarImage({
  src,
  name,
  className,
}: {
  src: string;
  name: string | null;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return <Initials name={name} className={className} />;
  return (
    <span className={className} aria-hidden="true">
      <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
    </span>
  );
}

function Initials({ name, className }: { name: string | null; className: string }) {
  const initials = name ? initialsOf(name) : '';
  return (
    <span className={className} aria-hidden="true">
      {initials ? (
        <span className="text-sm leading-none">{initials}</span>
      ) : (
        <UserRound className="size-5" />
      )}
    </span>
  );
}
