import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicSettingsAnswer, SettingName } from '@laqta/contract';

/**
 * What the app's server-render bundle exports (packages/app/src/prerender/renderPage.tsx, built by
 * packages/app/vite-plugins/prerender.js into `<app dist>/server/render.js`). The API loads it by
 * path at run time and never imports the app's source.
 */
export interface RenderBundle {
  publicPagePaths: readonly string[];
  settingTextsOf(path: string): SettingName[];
  renderDocument(options: {
    template: string;
    path: string;
    data: {
      publicSettings: PublicSettingsAnswer;
      settingTexts: Partial<Record<SettingName, string>>;
    };
    origin: string;
  }): Promise<string | null>;
}

export interface LoadedRenderBundle {
  bundle: RenderBundle;
  /** `server/page.html`: the built index.html whose scripts wait for the first frame. */
  template: string;
}

/** The bundle and its template from a build, or null when the build has none (the SPA alone). */
export async function loadRenderBundle(appDistDir: string): Promise<LoadedRenderBundle | null> {
  const serverDir = path.join(appDistDir, 'server');
  const bundlePath = path.join(serverDir, 'render.js');
  const templatePath = path.join(serverDir, 'page.html');
  if (!fs.existsSync(bundlePath) || !fs.existsSync(templatePath)) return null;
  const bundle = (await import(pathToFileURL(bundlePath).href)) as RenderBundle;
  return { bundle, template: fs.readFileSync(templatePath, 'utf8') };
}
