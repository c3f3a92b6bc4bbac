import { describe, expect, it } from 'vitest';
import { withServingFlags } from '../src/process/supervisor.js';

describe("the serving processes' V8 flags", () => {
  it('come after the flags the server was started with', () => {
    expect(withServingFlags(['--import', 'tsx'], ['--initial-old-space-size=64'])).toEqual([
      '--import',
      'tsx',
      '--initial-old-space-size=64',
    ]);
  });

  it("leave a flag the operator set alone, however it is spelled (the operator's value wins)", () => {
    expect(withServingFlags(['--initial-old-space-size=256'])).toEqual([
      '--initial-old-space-size=256',
    ]);
    expect(withServingFlags(['--initial_old_space_size=256'])).toEqual([
      '--initial_old_space_size=256',
    ]);
  });
});
