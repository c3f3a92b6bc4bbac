import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const UI_SRC = 'packages/ui/src';

/**
 * Titles come from the folders under packages/ui/src (primitives/Button, public/Hero…): no `title`
 * in metas. `LAQTA_STORY_DIRS` (comma-separated folders under packages/ui/src, set by
 * scripts/test-storybook.mjs) narrows a build to some folders while keeping the same titles and ids.
 */
function storySpecifiers() {
  const dirs = (process.env.LAQTA_STORY_DIRS ?? '')
    .split(',')
    .map((dir) => dir.trim().replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);
  if (dirs.length === 0) return [{ directory: `../${UI_SRC}`, files: '**/*.stories.tsx' }];
  return dirs.map((dir) => ({
    directory: `../${UI_SRC}/${dir}`,
    titlePrefix: dir,
    files: '**/*.stories.tsx',
  }));
}

const config: StorybookConfig = {
  stories: storySpecifiers(),
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig, { configType }) {
    // A static build (tests, Chromatic) only reports problems; `pnpm storybook` keeps Vite's log.
    if (configType === 'PRODUCTION') viteConfig.logLevel = 'warn';
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Radix ships "use client" directives, meaningless in a client bundle: keep the build log quiet.
    const build = (viteConfig.build ??= {});
    // Storybook's own preview bundle is large by nature; the app's bundle budget lives elsewhere.
    build.chunkSizeWarningLimit = 2000;
    const rolldown = (build.rolldownOptions ??= {});
    const previous = rolldown.onwarn;
    rolldown.onwarn = (warning, warn) => {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      if (previous) previous(warning, warn);
      else warn(warning);
    };
    return viteConfig;
  },
};

export default config;
