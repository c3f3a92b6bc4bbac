import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ValidationError } from '../http/errors.js';
import type { UploadedFile } from '../http/uploaded-file.js';

/**
 * Where uploaded images live. Handlers use `app.uploads` and only ever see public URLs, so an
 * object store can replace the local folder without touching them.
 */
export interface UploadStorage {
  /** Stores an image and answers its public URL (`/uploads/2026/11/<random>.webp`). */
  saveUpload(file: UploadedFile, options?: { field?: string }): Promise<{ url: string }>;
  /** Removes a stored upload by its URL; unknown URLs are ignored. */
  removeUpload(url: string): Promise<void>;
}

/** Image types accepted, by sniffed content (never the name or declared type). */
const imageExtensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export const notAnImageMessage = 'يجب أن يكون الملف صورة بصيغة JPG أو PNG أو WebP أو GIF أو AVIF.';

/** Files under `dir`, served by the app at `urlPrefix` (plugins/static-files.ts). */
export function createLocalUploadStorage(dir: string, urlPrefix = '/uploads'): UploadStorage {
  return {
    async saveUpload(file, { field = 'image' } = {}) {
      const type = await fileTypeFromBuffer(file.buffer);
      const extension = type ? imageExtensions[type.mime] : undefined;
      if (!extension) throw new ValidationError({ [field]: [notAnImageMessage] });
      const now = new Date();
      const folder = path.join(
        String(now.getUTCFullYear()),
        String(now.getUTCMonth() + 1).padStart(2, '0'),
      );
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await fs.mkdir(path.join(dir, folder), { recursive: true });
      await fs.writeFile(path.join(dir, folder, name), file.buffer, { flag: 'wx' });
      return { url: `${urlPrefix}/${folder.split(path.sep).join('/')}/${name}` };
    },
    async removeUpload(url) {
      if (!url.startsWith(`${urlPrefix}/`)) return;
      const relative = url.slice(urlPrefix.length + 1);
      const target = path.resolve(dir, relative);
      if (!target.startsWith(path.resolve(dir) + path.sep)) return;
      await fs.rm(target, { force: true });
    },
  };
}
