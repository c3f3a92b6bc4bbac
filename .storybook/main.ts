import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storySpecifiers, UI_SRC } from './hierarchy';

const here = path.dirname(fileURLToPath(import.meta.url));
const topFolders = readdirSync(path.join(here, UI_SRC), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const config: StorybookConfig = {
  // The sidebar's groups come from the folders (see hierarchy.ts), never from `title` in metas.
  stories: storySpecifiers(process.env.LAQTA_STORY_DIRS, topFolders),
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
