/**
 * A small seeded pseudo-random generator (sfc32, seeded through a string hash), so that the same
 * seed always produces the same marketplace. Math.random cannot be seeded.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks from a table built once by `weightedTable`. */
  weighted<T>(table: WeightedTable<T>): T;
}

/** Items with relative weights, prepared for fast repeated picks. */
export interface WeightedTable<T> {
  items: readonly T[];
  /** Running totals of the weights. */
  cumulative: readonly number[];
  total: number;
}

export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  return { items: entries.map(([item]) => item), cumulative, total };
}

/** xmur3: turns any string into a stream of 32-bit seeds. */
function hashSeed(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
}

export function createRandom(seed: string): Random {
  const nextSeed = hashSeed(seed);
  let a = nextSeed();
  let b = nextSeed();
  let c = nextSeed();
  let d = nextSeed();

  function next(): number {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  }
  // Discard the first outputs: sfc32 starts weakly mixed.
  for (let i = 0; i < 15; i++) next();

  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted({ items, cumulative, total }) {
      const roll = next() * total;
      for (let i = 0; i < items.length; i++) {
        if (roll < cumulative[i]!) return items[i]!;
      }
      return items[items.length - 1]!;
    },
  };
}
