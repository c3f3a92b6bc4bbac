// Worker thread of .storybook/test-runner.ts: do two PNGs show the same picture by
// jest-image-snapshot's own measure (same size, no pixel differing beyond the runner's
// PIXEL_THRESHOLD, sent with each pair)? Chromium sometimes anti-aliases a rounded corner one level differently, so the bytes
// differ while the picture passes. Decoding and diffing here, in plain Node, takes ~50 ms; inside
// Jest's sandbox the same code took 1–4 s a screenshot on the busy CI machine (measured).
// Uses the pngjs and pixelmatch that jest-image-snapshot itself uses.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(createRequire(import.meta.url).resolve('jest-image-snapshot'));
const { PNG } = require('pngjs');
const pixelmatch = require('pixelmatch');

parentPort.on('message', ({ id, received, baseline, threshold }) => {
  let same = false;
  try {
    const a = PNG.sync.read(Buffer.from(received));
    const b = PNG.sync.read(Buffer.from(baseline));
    same =
      a.width === b.width &&
      a.height === b.height &&
      pixelmatch(a.data, b.data, null, a.width, a.height, { threshold }) === 0;
  } catch {
    same = false; // unreadable: let jest-image-snapshot report it
  }
  parentPort.postMessage({ id, same });
});
