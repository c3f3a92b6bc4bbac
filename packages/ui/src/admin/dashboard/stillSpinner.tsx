import type { Decorator } from '@storybook/react-vite';

/**
 * Stories only: holds spinners still, so a loading state's screenshot is the same on every run
 * (the visual test caught the spin at different angles). The play tests still see the spinner.
 */
export const stillSpinner: Decorator = (Story) => (
  <>
    <style>{'.animate-spin { animation: none !important; }'}</style>
    {Story()}
  </>
);
