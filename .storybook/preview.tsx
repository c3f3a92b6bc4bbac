import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider, type Direction } from '../packages/ui/src/providers/UiProvider';
import { directionModes, VIEWPORTS } from '../packages/ui/src/storybook/viewports';
import '../packages/ui/src/theme/theme.css';

/** The direction toolbar's choices: the product's RTL, LTR, or both side by side. */
export type DirectionGlobal = Direction | 'both';

/**
 * Sets `<html dir lang="ar">` from the direction toolbar and gives Radix the same direction.
 * "both" renders the story twice, RTL beside LTR, each half with its own `dir` and Radix
 * direction, so a reviewer sees the mirroring in one view.
 */
const withDirection: Decorator = (Story, context) => {
  const choice = context.globals.direction as DirectionGlobal | undefined;
  document.documentElement.lang = 'ar';
  if (choice === 'both') {
    // No direction above the two halves: Tailwind's `rtl:`/`ltr:` variants also match any
    // descendant of a `[dir]` ancestor, so each half must be the only one deciding.
    document.documentElement.removeAttribute('dir');
    return (
      <div className="grid grid-cols-2 gap-4" data-testid="direction-pair">
        {(['rtl', 'ltr'] as const).map((dir) => (
          <section
            key={dir}
            dir={dir}
            aria-label={dir === 'rtl' ? 'RTL' : 'LTR'}
            className="min-w-0 rounded-card border border-dashed border-line-strong p-3"
          >
            <p dir="ltr" className="mb-2 text-xs font-semibold text-ink-muted">
              {dir.toUpperCase()}
            </p>
            <UiProvider dir={dir}>
              <Story />
            </UiProvider>
          </section>
        ))}
      </div>
    );
  }
  const dir: Direction = choice === 'ltr' ? 'ltr' : 'rtl';
  document.documentElement.dir = dir;
  return (
    <UiProvider dir={dir}>
      <Story />
    </UiProvider>
  );
};

/**
 * Waits for the Cairo font (Arabic and Latin subsets) before a story renders, so interaction
 * tests, axe colour checks and visual snapshots never see the fallback font.
 */
async function loadFonts() {
  await Promise.all([
    document.fonts.load('400 1em "Cairo Variable"', 'لقطة'),
    document.fonts.load('400 1em "Cairo Variable"', 'Laqta'),
  ]);
  return {};
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withDirection],
  loaders: [loadFonts],
  globalTypes: {
    direction: {
      description: 'Reading direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'rtl', title: 'RTL (العربية)' },
          { value: 'ltr', title: 'LTR' },
          { value: 'both', title: 'RTL | LTR side by side' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    direction: 'rtl',
  },
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      // The sidebar a designer walks (groups named in .storybook/hierarchy.ts): foundations and
      // primitives first, then the areas built from them, each opening with its overview page.
      // A whole screen stays in its area's group (no separate "Screens" group: moving it would
      // change its story id, and so its baselines). Written out here because Storybook reads
      // storySort without running imports.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Overview', '*'],
          'Primitives',
          'Public',
          ['Overview', '*'],
          'Auth',
          ['Overview', '*'],
          'Admin',
          // The resources in hierarchy.ts ADMIN_RESOURCES' order (hierarchy.test.ts checks), then
          // the shared admin widgets.
          [
            'Overview',
            'dashboard',
            'orders',
            'customers',
            'photographers',
            'transactions',
            'payouts',
            'services',
            'billboards',
            'suggestions',
            'newsletter',
            'about',
            'settings',
            'team',
            'activity',
            'profile',
            '*',
          ],
          '*',
        ],
      },
    },
    // Any axe violation fails the story (in the a11y panel and in `pnpm test:storybook`).
    // A story may only opt out with `a11y: { test: 'off' }` plus an `a11yOptOutReason` parameter.
    a11y: {
      test: 'error',
      config: {
        // A story shows one part of a page, so page-level structure rules do not apply to it
        // (they are covered by the app's end-to-end accessibility checks).
        rules: [
          { id: 'region', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
          { id: 'landmark-one-main', enabled: false },
        ],
      },
    },
    // Chromatic: an RTL and an LTR snapshot of every story at 1280 px (phone and tablet stories
    // narrow the same two modes through onPhone/onTablet).
    chromatic: { modes: directionModes('desktop') },
  },
};

export default preview;
