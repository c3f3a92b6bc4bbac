import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';
import { HttpError, messages, PayloadTooLargeError } from './errors.js';
import { UploadedFile } from './uploaded-file.js';

export interface UploadFormLimits {
  /** Largest file, in bytes. */
  fileSize: number;
  files: number;
  fields: number;
  /** Largest text value, in bytes. */
  fieldSize: number;
  /** Largest whole body, in bytes (413 from Content-Length, and while reading otherwise). */
  totalBytes: number;
}

/**
 * Reads a multipart form from the socket in one pass: text fields into memory (bounded by the
 * limits), each file streamed into its own file under `dir`, never held whole in memory. Answers
 * the pairs in the order they came (an empty, nameless file input is dropped, as Laravel does).
 * Past a limit: 413; a body the parser cannot read (no boundary, truncated, a broken part): 400.
 * On a refusal the rest of the body is drained, so the answer can be sent.
 */
export function readUploadForm(
  raw: IncomingMessage,
  limits: UploadFormLimits,
  dir: string,
): Promise<[string, unknown][]> {
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.totalBytes) {
    raw.resume();
    return Promise.reject(new PayloadTooLargeError());
  }
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: raw.headers as Parameters<typeof Busboy>[0]['headers'],
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldSize,
        parts: limits.fields + limits.files,
        headerPairs: 200,
      },
    });
  } catch {
    // No boundary, or one busboy refuses (too long): the client's mistake.
    raw.resume();
    return Promise.reject(new HttpError(400, messages.badRequest));
  }

  return new Promise((resolve, reject) => {
    const pairs: ([string, unknown] | null)[] = [];
    const writes: Promise<void>[] = [];
    const openFiles = new Set<Readable>();
    let settled = false;
    let complete = false;

    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      raw.unpipe(parser);
      raw.resume();
      // Stops every file still being written, and answers once their temporary files are closed
      // (so whoever removes the folder afterwards removes them all).
      for (const file of openFiles) file.destroy();
      void Promise.all(writes).then(() => reject(error));
    };
    const badRequest = () => fail(new HttpError(400, messages.badRequest));
    const tooLarge = () => fail(new PayloadTooLargeError());

    let received = 0;
    raw.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.totalBytes) tooLarge();
    });
    raw.once('end', () => (complete = true));
    raw.once('error', badRequest);
    // A client that goes away mid-body must not leave the request waiting forever.
    raw.once('close', () => {
      if (!complete) badRequest();
    });

    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      // busboy cuts an over-long value short silently: refuse rather than store half a text.
      if (nameTruncated || valueTruncated) return tooLarge();
      pairs.push([name, value]);
    });
    parser.on('file', (name, file, filename, _encoding, mimetype) => {
      if (settled) return file.resume();
      const at = pairs.push(null) - 1;
      const target = path.join(dir, `${at}.upload`);
      const output = createWriteStream(target, { flags: 'wx' });
      openFiles.add(file);
      file.once('limit', tooLarge);
      const write = pipeline(file, output).then(
        () => {
          openFiles.delete(file);
          if (filename === '' && output.bytesWritten === 0) return;
          pairs[at] = [name, new UploadedFile(filename, mimetype, target, output.bytesWritten)];
        },
        () => badRequest(),
      );
      writes.push(write);
    });
    parser.on('partsLimit', tooLarge);
    parser.on('filesLimit', tooLarge);
    parser.on('fieldsLimit', tooLarge);
    parser.on('error', badRequest);
    parser.on('finish', () => {
      void Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        resolve(pairs.filter((pair) => pair !== null));
      });
    });
    raw.pipe(parser);
  });
}
