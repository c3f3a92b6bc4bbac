/**
 * The hero's artwork: two instant photos (dunes at golden hour, a wedding arch) and a camera,
 * drawn in SVG — our own imagery, no request, crisp at any size. Decorative.
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 400"
      width="480"
      height="400"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3cfb4" />
          <stop offset="1" stopColor="#de8552" />
        </linearGradient>
        <linearGradient id="hero-night" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#463e34" />
          <stop offset="1" stopColor="#8e3f1e" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="200" r="180" fill="#fae9dc" />
      {/* Photo 1: dunes at sunset */}
      <g transform="rotate(-8 150 170)">
        <rect x="60" y="60" width="190" height="220" rx="10" fill="#ffffff" />
        <rect x="75" y="75" width="160" height="150" rx="4" fill="url(#hero-sky)" />
        <circle cx="190" cy="125" r="22" fill="#fdf6f1" />
        <path d="M75 190q40-35 80-10t80-15v60H75z" fill="#b05225" />
        <path d="M75 205q50-25 100 0t60-5v25H75z" fill="#6f321b" />
      </g>
      {/* Photo 2: an arch with lights */}
      <g transform="rotate(7 330 200)">
        <rect x="250" y="90" width="180" height="210" rx="10" fill="#ffffff" />
        <rect x="264" y="104" width="152" height="142" rx="4" fill="url(#hero-night)" />
        <path d="M300 246v-62a40 40 0 0 1 80 0v62" fill="none" stroke="#eaad84" strokeWidth="6" />
        <g fill="#fdf6f1">
          <circle cx="290" cy="130" r="3" />
          <circle cx="320" cy="118" r="3" />
          <circle cx="360" cy="118" r="3" />
          <circle cx="390" cy="130" r="3" />
          <circle cx="340" cy="112" r="3" />
        </g>
      </g>
      {/* Camera */}
      <g transform="translate(150 250)">
        <rect x="0" y="18" width="170" height="110" rx="18" fill="#1e1a16" />
        <rect x="26" y="4" width="50" height="24" rx="6" fill="#1e1a16" />
        <circle cx="85" cy="73" r="40" fill="#5f5447" />
        <circle cx="85" cy="73" r="28" fill="#2f2923" stroke="#de8552" strokeWidth="5" />
        <circle cx="75" cy="63" r="7" fill="#fae9dc" opacity="0.8" />
        <circle cx="145" cy="40" r="7" fill="#cf6a33" />
      </g>
    </svg>
  );
}
