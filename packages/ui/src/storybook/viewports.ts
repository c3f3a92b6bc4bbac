// Viewports shared by Storybook's toolbar, the offline visual tests and Chromatic (stories only).

export const VIEWPORTS = {
  phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Chromatic's modes, defined here only: every story is captured right to left and left to right,
 * at the width of its viewport (the widths of the offline tests). The preview applies the desktop
 * pair to every story; `onPhone`/`onTablet` give the same two keys a narrower width, and Storybook
 * merges parameters key by key, so a phone story gets two snapshots, not four.
 */
export function directionModes(viewport: ViewportName = 'desktop') {
  const width = Number.parseInt(VIEWPORTS[viewport].styles.width, 10);
  return {
    rtl: { direction: 'rtl', viewport: width },
    ltr: { direction: 'ltr', viewport: width },
  };
}

function onViewport(viewport: ViewportName) {
  return {
    globals: { viewport: { value: viewport, isRotated: false } },
    parameters: { chromatic: { modes: directionModes(viewport) } },
  };
}

/** Spread into a story to render it on a 360 px phone (toolbar, visual test and Chromatic). */
export const onPhone = onViewport('phone');
/** Spread into a story to render it on a 768 px tablet. */
export const onTablet = onViewport('tablet');

/** A direction a story may fix for itself: one of the two, or both side by side. */
export type FixedDirection = 'rtl' | 'ltr' | 'both';

/**
 * Spread into a story (or meta) that shows one direction whatever the toolbar says: `'ltr'`,
 * `'rtl'`, or `'both'` side by side. It sets the direction global and, since both Chromatic modes
 * would then capture the same picture, disables the duplicate mode (Chromatic's `disable: true`),
 * so the story is captured once: in the `ltr` mode for `'ltr'`, in the `rtl` mode otherwise. The
 * offline visual test already takes one shot of such a story.
 */
export function inDirection(direction: FixedDirection) {
  const duplicate = direction === 'ltr' ? 'rtl' : 'ltr';
  return {
    globals: { direction },
    parameters: { chromatic: { modes: { [duplicate]: { disable: true } } } },
  };
}
