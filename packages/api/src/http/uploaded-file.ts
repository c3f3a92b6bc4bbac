/** A file from a multipart form, held in memory (size-limited by plugins/laravel-forms.ts). */
export class UploadedFile {
  constructor(
    /** The name the browser sent (never trust it for paths). */
    readonly filename: string,
    /** The type the browser declared (never trust it; sniff the bytes before storing). */
    readonly mimetype: string,
    readonly buffer: Buffer,
  ) {}

  get size(): number {
    return this.buffer.length;
  }
}
