import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider, type Direction } from '../packages/ui/src/providers/UiProvider';
import { DIRECTION_MODES, VIEWPORTS } from '../packages/ui/src/storybook/viewports';
import '../packages/ui/src/theme/theme.css';

/** Sets `<html dir lang="ar">` from the direction toolbar and gives Radix the same direction. */
const withDirection: Decorator = (Story, context) => {
  const dir: Direction = context.globals.direction === 'ltr' ? 'ltr' : 'rtl';
  document.documentElement.dir = dir;
  document.documentElement.lang = 'ar';
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
    chromatic: { modes: DIRECTION_MODES },
  },
};

export default preview;
