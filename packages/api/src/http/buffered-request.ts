import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { HttpError, messages, PayloadTooLargeError } from './errors.js';

/** Reads a whole body, or throws 413 past `limit` (draining the rest so the answer can be sent). */
export function readBody(stream: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(stream.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    stream.resume();
    return Promise.reject(new PayloadTooLargeError());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        stream.off('data', onData);
        stream.off('end', onEnd);
        stream.resume();
        reject(new PayloadTooLargeError());
        return;
      }
      chunks.push(buffer);
    };
    let ended = false;
    const onEnd = () => {
      ended = true;
      resolve(Buffer.concat(chunks));
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', reject);
    // A client that goes away mid-body must not leave the request waiting forever.
    stream.once('close', () => {
      if (!ended) reject(new HttpError(400, messages.badRequest));
    });
  });
}

/** The same request again, with `method` and a body read from `body`. */
export function replayOf(raw: IncomingMessage, body: Buffer, method: string): IncomingMessage {
  const replay = new Readable({
    read() {
      this.push(body);
      this.push(null);
    },
  });
  return Object.assign(replay, {
    method,
    url: raw.url,
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    httpVersion: raw.httpVersion,
    httpVersionMajor: raw.httpVersionMajor,
    httpVersionMinor: raw.httpVersionMinor,
    socket: raw.socket,
    connection: raw.socket,
    complete: true,
    aborted: false,
    trailers: {},
    rawTrailers: [],
  }) as unknown as IncomingMessage;
}
