// The pieces of the Foundations page (Foundations.mdx). Every value is read from theme.css, so the
// page cannot drift from the theme; only the samples are written here.
import {
  ArrowRight,
  Camera,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Download,
  Inbox,
  Info,
  Mail,
  Menu,
  Pencil,
  Search,
  Star,
  X,
  type LucideIcon,
} from 'lucide-react';
import themeCss from '../theme/theme.css?raw';
import { contrastGrade, contrastRatio, resolveColour, themeTokens } from './themeTokens';

const colours = themeTokens(themeCss, 'color');
const hexOf = (name: string) => {
  const token = colours.find((t) => t.name === name);
  if (!token) throw new Error(`theme.css has no --color-${name}`);
  return resolveColour(colours, token.value);
};
const WHITE = hexOf('surface');
const INK = hexOf('ink');

function Ratio({ foreground, background }: { foreground: string; background: string }) {
  const ratio = contrastRatio(foreground, background);
  return (
    <span>
      {ratio.toFixed(2)}:1 <strong>{contrastGrade(ratio)}</strong>
    </span>
  );
}

/** One row per colour token of a group: swatch, name, value, contrast with white and with ink. */
export function ColourTokens({ group }: { group: 'semantic' | 'brand' | 'sand' | 'status' }) {
  const rows = colours.filter((t) =>
    group === 'status'
      ? /^(success|danger|info)$/.test(t.group)
      : group === 'semantic'
        ? t.group === 'semantic'
        : t.group === group,
  );
  return (
    <table className="w-full border-collapse text-start text-sm">
      <caption className="sr-only">Colour tokens: {group}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-start">
            Swatch
          </th>
          <th scope="col" className="text-start">
            Token (Tailwind name)
          </th>
          <th scope="col" className="text-start">
            Value
          </th>
          <th scope="col" className="text-start">
            Text on white
          </th>
          <th scope="col" className="text-start">
            Ink ({'sand-900'}) on it
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((token) => {
          const hex = resolveColour(colours, token.value);
          return (
            <tr key={token.name}>
              <td>
                <span
                  aria-hidden="true"
                  className="block h-8 w-16 rounded-control border border-line"
                  style={{ backgroundColor: hex }}
                />
              </td>
              <td>
                <code>{token.name}</code>
              </td>
              <td>
                <code>{token.value === hex ? hex : `${token.value} = ${hex}`}</code>
              </td>
              <td>
                <Ratio foreground={hex} background={WHITE} />
              </td>
              <td>
                <Ratio foreground={INK} background={hex} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const TYPE_STEPS = [
  ['text-xs', 'font-normal'],
  ['text-sm', 'font-normal'],
  ['text-base', 'font-normal'],
  ['text-lg', 'font-semibold'],
  ['text-xl', 'font-bold'],
  ['text-2xl', 'font-bold'],
  ['text-3xl', 'font-extrabold'],
  ['text-4xl', 'font-extrabold'],
] as const;

/** Tailwind's size steps as the product uses them, set in Cairo with Arabic copy. */
export function TypeScale() {
  return (
    <ul className="flex list-none flex-col gap-4 p-0">
      {TYPE_STEPS.map(([size, weight]) => (
        <li key={size} className="flex flex-col gap-1 border-b border-line pb-3">
          <code className="text-xs">
            {size} {weight}
          </code>
          <p lang="ar" dir="rtl" className={`m-0 font-sans text-ink ${size} ${weight}`}>
            لقطة — احجز مصورك المحترف في دقائق
          </p>
        </li>
      ))}
    </ul>
  );
}

const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 12, 16] as const;

/** The 4 px spacing base and the named rhythm steps of the theme. */
export function SpacingScale() {
  const named = themeTokens(themeCss, 'spacing');
  return (
    <div className="flex flex-col gap-2 text-sm">
      {SPACING_STEPS.map((step) => (
        <div key={step} className="flex items-center gap-3">
          <code className="w-24">p-{step}</code>
          <span
            aria-hidden="true"
            className="block h-4 rounded-sm bg-brand-300"
            style={{ width: `calc(var(--spacing) * ${step})` }}
          />
          <span>{step * 4} px</span>
        </div>
      ))}
      {named.map((token) => (
        <div key={token.name} className="flex items-center gap-3">
          <code className="w-24">{token.name}</code>
          <span
            aria-hidden="true"
            className="block h-4 rounded-sm bg-sand-300"
            style={{ width: `var(--spacing-${token.name})` }}
          />
          <span>{token.value}</span>
        </div>
      ))}
    </div>
  );
}

/** Corner radii and elevations of the theme, each on a sample card. */
export function RadiiAndShadows() {
  const radii = themeTokens(themeCss, 'radius');
  const shadows = themeTokens(themeCss, 'shadow');
  return (
    <div className="flex flex-wrap gap-6 text-sm">
      {radii.map((token) => (
        <figure key={token.name} className="m-0 flex flex-col items-center gap-2">
          <span
            aria-hidden="true"
            className="block h-16 w-28 border-2 border-line-strong bg-surface"
            style={{ borderRadius: `var(--radius-${token.name})` }}
          />
          <figcaption>
            <code>rounded-{token.name}</code> ({token.value})
          </figcaption>
        </figure>
      ))}
      {shadows.map((token) => (
        <figure key={token.name} className="m-0 flex flex-col items-center gap-2">
          <span
            aria-hidden="true"
            className="block h-16 w-28 rounded-card bg-surface"
            style={{ boxShadow: `var(--shadow-${token.name})` }}
          />
          <figcaption>
            <code>shadow-{token.name}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

const ICONS: [string, LucideIcon][] = [
  ['Camera', Camera],
  ['Search', Search],
  ['Mail', Mail],
  ['Menu', Menu],
  ['Pencil', Pencil],
  ['Download', Download],
  ['Inbox', Inbox],
  ['Info', Info],
  ['CircleCheck', CircleCheck],
  ['Star', Star],
  ['X', X],
];

const DIRECTIONAL: [string, LucideIcon][] = [
  ['ChevronLeft', ChevronLeft],
  ['ChevronRight', ChevronRight],
  ['ArrowRight', ArrowRight],
];

/**
 * lucide-react icons: neutral ones as drawn; directional ones mirrored in RTL. The RTL sample is
 * mirrored explicitly: this page's own direction would decide a `rtl:` variant for both.
 */
export function IconSet() {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <ul className="flex list-none flex-wrap gap-4 p-0">
        {ICONS.map(([name, Icon]) => (
          <li key={name} className="flex w-24 flex-col items-center gap-1">
            <Icon aria-hidden="true" className="size-6 text-ink" />
            <code className="text-xs">{name}</code>
          </li>
        ))}
      </ul>
      <table className="text-sm">
        <caption className="sr-only">Directional icons in each reading direction</caption>
        <thead>
          <tr>
            <th scope="col" className="text-start">
              Icon (class)
            </th>
            <th scope="col">LTR</th>
            <th scope="col">RTL</th>
          </tr>
        </thead>
        <tbody>
          {DIRECTIONAL.map(([name, Icon]) => (
            <tr key={name}>
              <td>
                <code>{name}</code> <code>rtl:-scale-x-100</code>
              </td>
              <td className="text-center">
                <Icon aria-hidden="true" className="inline size-6 text-ink" />
              </td>
              <td className="text-center">
                <Icon aria-hidden="true" className="inline size-6 -scale-x-100 text-ink" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
