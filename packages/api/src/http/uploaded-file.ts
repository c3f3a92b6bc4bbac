/**
 * A file from a multipart form, streamed to a temporary file while the request was read
 * (size-limited by plugins/laravel-forms.ts). The file is removed once the answer is sent, so a
 * handler that keeps it stores it (`app.uploads.saveUpload`) before answering.
 */
export class UploadedFile {
  constructor(
    /** The name the browser sent (never trust it for paths). */
    readonly filename: string,
    /** The type the browser declared (never trust it; sniff the bytes before storing). */
    readonly mimetype: string,
    /** Where the bytes are, for the length of the request. */
    readonly path: string,
    /** Bytes received. */
    readonly size: number,
  ) {}
}
