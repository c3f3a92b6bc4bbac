// Viewports shared by Storybook's toolbar, the offline visual tests and Chromatic (stories only).

export const VIEWPORTS = {
  phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Chromatic captures every story in both reading directions. */
export const DIRECTION_MODES = {
  rtl: { direction: 'rtl' },
  ltr: { direction: 'ltr' },
} as const;

function onViewport(viewport: ViewportName) {
  const width = Number.parseInt(VIEWPORTS[viewport].styles.width, 10);
  return {
    globals: { viewport: { value: viewport, isRotated: false } },
    parameters: {
      chromatic: {
        modes: {
          [`rtl ${viewport}`]: { direction: 'rtl', viewport: width },
          [`ltr ${viewport}`]: { direction: 'ltr', viewport: width },
        },
      },
    },
  };
}

/** Spread into a story to render it on a 360 px phone (toolbar, visual test and Chromatic). */
export const onPhone = onViewport('phone');
/** Spread into a story to render it on a 768 px tablet. */
export const onTablet = onViewport('tablet');
