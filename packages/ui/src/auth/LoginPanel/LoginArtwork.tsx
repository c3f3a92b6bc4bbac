import { clsx } from 'clsx';

/**
 * The sign-in image panel: a golden-hour scene (sun, dunes, a camera framing them) drawn in SVG and
 * committed with the code — no photograph to download and no hot-linked image.
 */
export function LoginArtwork({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 600 800"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={clsx('size-full', className)}
    >
      <defs>
        <linearGradient id="laqta-login-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#552817" />
          <stop offset="0.45" stopColor="#b05225" />
          <stop offset="0.8" stopColor="#de8552" />
          <stop offset="1" stopColor="#f3cfb4" />
        </linearGradient>
        <radialGradient id="laqta-login-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fdf6f1" />
          <stop offset="0.6" stopColor="#fae9dc" />
          <stop offset="1" stopColor="#fae9dc" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="600" height="800" fill="url(#laqta-login-sky)" />
      <circle cx="300" cy="500" r="150" fill="url(#laqta-login-sun)" opacity="0.9" />
      <path
        d="M0 560 C120 500 220 540 320 520 S520 470 600 500 V800 H0 Z"
        fill="#8e3f1e"
        opacity="0.75"
      />
      <path d="M0 620 C140 580 260 640 380 600 S540 570 600 590 V800 H0 Z" fill="#6f321b" />
      <path d="M0 700 C160 660 300 720 440 690 S560 670 600 680 V800 H0 Z" fill="#552817" />
      {/* The camera's frame: corner marks around the sun, as in a viewfinder. */}
      <g fill="none" stroke="#fdf6f1" strokeWidth="6" strokeLinecap="round" opacity="0.9">
        <path d="M150 330 V290 H190" />
        <path d="M410 290 H450 V330" />
        <path d="M450 650 V690 H410" />
        <path d="M190 690 H150 V650" />
      </g>
      <g fill="none" stroke="#fdf6f1" strokeWidth="3" opacity="0.55">
        <circle cx="300" cy="490" r="34" />
        <path d="M286 490 H314 M300 476 V504" />
      </g>
      {/* Birds in flight, small and far. */}
      <g fill="none" stroke="#fdf6f1" strokeWidth="3" strokeLinecap="round" opacity="0.7">
        <path d="M210 200 q12 -12 24 0 q12 -12 24 0" />
        <path d="M300 160 q9 -9 18 0 q9 -9 18 0" />
        <path d="M380 220 q7 -7 14 0 q7 -7 14 0" />
      </g>
    </svg>
  );
}
