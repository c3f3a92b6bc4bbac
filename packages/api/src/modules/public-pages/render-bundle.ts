import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicSettingsAnswer, ServiceCategory, SettingName } from '@laqta/contract';

/**
 * A catalogue read a page is drawn with (issue 20): the API answers it as `GET
 * publicApiPaths.<kind>` would (catalog-reads.ts). The bundle's `pageTargetOf` names them.
 */
export type CatalogRead =
  | { kind: 'services'; category: ServiceCategory | '' }
  | {
      kind: 'photographers';
      city: string;
      specialty: ServiceCategory | '';
      page: number;
      per_page: number;
    }
  | { kind: 'photographer'; id: number };

/** What a public page at an address reads (the bundle's `pageTargetOf`). */
export interface PageTarget {
  /**
   * The query parameters the page reads, in a fixed order ('' when none): equal for every visitor
   * of the same `path + search`; with '' the page may be kept for everyone (the page cache).
   */
  search: string;
  reads: CatalogRead[];
}

/**
 * What the app's server-render bundle exports (packages/app/src/prerender/renderPage.tsx, built by
 * packages/app/vite-plugins/prerender.js into `<app dist>/server/render.js`). The API loads it by
 * path at run time and never imports the app's source.
 */
export interface RenderBundle {
  publicPagePaths: readonly string[];
  /**
   * The page at `path` (exact paths and patterns such as `/photographers/:id`) with what it
   * reads, or null when no public page is there. Absent from an older bundle: `publicPagePaths`
   * then names every page, none reads the catalogue.
   */
  pageTargetOf?(path: string, search: string): PageTarget | null;
  settingTextsOf(path: string): SettingName[];
  renderDocument(options: {
    template: string;
    path: string;
    /** `PageTarget.search`. */
    search?: string;
    data: {
      publicSettings: PublicSettingsAnswer;
      /** `GET /api/settings/about`'s answer (an older bundle ignores it). */
      aboutSettings?: PublicSettingsAnswer;
      settingTexts: Partial<Record<SettingName, string>>;
      /** The answers to `PageTarget.reads` (null: a profile that is not public). */
      catalog?: { read: CatalogRead; answer: unknown }[];
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
