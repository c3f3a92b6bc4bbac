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
