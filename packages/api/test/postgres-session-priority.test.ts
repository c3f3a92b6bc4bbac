import os from 'node:os';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { lowerSessionPriority } from '../src/db/postgres-session-priority.js';

/**
 * Issue 21: the admin process lowers the PostgreSQL backends that serve it only when the process
 * id the server gives is that very backend on this host. A server elsewhere (another machine, a
 * container) may name an id that is some other process here: it must be left alone. The lowering
 * itself is tested on a real server in admin-process.test.ts.
 */
function serverNaming(pid: number, clientPort: number | null): pg.ClientBase {
  const client = {
    query: async () => ({ rows: [{ pid, client_port: clientPort }] }),
  };
  return client as unknown as pg.ClientBase;
}

describe("lowering the admin process's PostgreSQL sessions", () => {
  it('leaves a process of this host that is not that backend as it was', async () => {
    const before = os.getPriority(process.pid);
    expect(await lowerSessionPriority(serverNaming(process.pid, 54_321), 10)).toBe('elsewhere');
    expect(await lowerSessionPriority(serverNaming(process.pid, null), 10)).toBe('elsewhere');
    expect(os.getPriority(process.pid)).toBe(before);
  });

  it('answers elsewhere for an id no process of this host has', async () => {
    expect(await lowerSessionPriority(serverNaming(2 ** 22 + 1, 54_321), 10)).toBe('elsewhere');
  });
});
