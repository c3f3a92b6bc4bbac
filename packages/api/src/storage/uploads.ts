import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { HttpError, messages, ValidationError } from '../http/errors.js';
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
  /** Throws unless a file can be written where uploads are stored (the health check asks). */
  checkWritable(): Promise<void>;
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

/** A name no other write uses, hidden from the static server (dot files are not served). */
const partialNameOf = (name: string) => `.${name}.${randomBytes(4).toString('hex')}.partial`;

/**
 * Writes `source` to `target` under a temporary name in the same folder, then renames it into
 * place: a reader sees the whole file or none, and a failed write (a full disk) leaves nothing.
 */
async function writeAtomically(source: string, target: string): Promise<void> {
  const partial = path.join(path.dirname(target), partialNameOf(path.basename(target)));
  try {
    await fs.copyFile(source, partial, fs.constants.COPYFILE_EXCL);
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** Files under `dir`, served by the app at `urlPrefix` (plugins/static-files.ts). */
export function createLocalUploadStorage(dir: string, urlPrefix = '/uploads'): UploadStorage {
  return {
    async saveUpload(file, { field = 'image' } = {}) {
      const type = await fileTypeFromFile(file.path);
      const extension = type ? imageExtensions[type.mime] : undefined;
      if (!extension) throw new ValidationError({ [field]: [notAnImageMessage] });
      const now = new Date();
      const folder = path.join(
        String(now.getUTCFullYear()),
        String(now.getUTCMonth() + 1).padStart(2, '0'),
      );
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      try {
        await fs.mkdir(path.join(dir, folder), { recursive: true });
        await writeAtomically(file.path, path.join(dir, folder, name));
      } catch (error) {
        // The disk, not the client: a 503 in Arabic (the error handler logs the cause).
        throw Object.assign(new HttpError(503, messages.unavailable), { cause: error });
      }
      return { url: `${urlPrefix}/${folder.split(path.sep).join('/')}/${name}` };
    },
    async removeUpload(url) {
      if (!url.startsWith(`${urlPrefix}/`)) return;
      const relative = url.slice(urlPrefix.length + 1);
      const target = path.resolve(dir, relative);
      if (!target.startsWith(path.resolve(dir) + path.sep)) return;
      await fs.rm(target, { force: true });
    },
    async checkWritable() {
      await fs.mkdir(dir, { recursive: true });
      const probe = path.join(dir, partialNameOf('health'));
      try {
        await fs.writeFile(probe, '', { flag: 'wx' });
      } finally {
        await fs.rm(probe, { force: true });
      }
    },
  };
}
