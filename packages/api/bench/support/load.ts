/**
 * autocannon as the HTTP benchmarks use it (loopback, keep-alive, one request shape per run), and
 * the figures they print: requests/s, p50, p99, max, errors and non-2xx answers.
 */
import autocannon from 'autocannon';

export interface LoadFigures {
  /** Mean requests/s over the run (autocannon's `requests.average`). */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Socket errors and timeouts (a refused or cut connection, no answer in time). */
  errors: number;
  /** Answers outside 200–299. */
  non2xx: number;
  requests: number;
  /** The server's CPU time per answered request (ms), when the caller measured it. */
  cpuMsPerRequest?: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A path per request (deep pages…); without it every request asks `url` again. */
  nextPath?: () => string;
}

export function figuresOf(result: autocannon.Result): LoadFigures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** One autocannon run; resolves with its figures. */
export function load({
  url,
  connections,
  seconds,
  headers = {},
  nextPath,
}: LoadOptions): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers,
        ...(nextPath
          ? {
              requests: [
                { method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) },
              ],
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve(figuresOf(result))),
    );
    instance.on('error', reject);
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over several runs of the same route (errors are summed). */
export function medianFigures(runs: readonly LoadFigures[]): LoadFigures {
  const of = (pick: (figures: LoadFigures) => number) => median(runs.map(pick));
  const sum = (pick: (figures: LoadFigures) => number) =>
    runs.reduce((total, figures) => total + pick(figures), 0);
  return {
    cpuMsPerRequest: of((f) => f.cpuMsPerRequest ?? Number.NaN),
    rps: of((f) => f.rps),
    p50: of((f) => f.p50),
    p99: of((f) => f.p99),
    max: of((f) => f.max),
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
    requests: sum((f) => f.requests),
  };
}

/** Prints rows of cells in columns: the first `firstWidth` wide, the others `width`. */
export function printTable(rows: readonly (readonly (string | number)[])[], firstWidth = 34) {
  for (const cells of rows)
    console.log(
      cells
        .map((cell, i) =>
          i === 0 ? String(cell).padEnd(firstWidth) : String(cell).padStart(i === 1 ? 9 : 8),
        )
        .join(' '),
    );
}
