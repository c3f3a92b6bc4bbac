import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerPaths } from '@laqta/contract';
import { openCustomerExports } from '../src/modules/customers/export.js';
import { describeOnEachDatabase } from './support/databases.js';
import { adminAuthorization } from './support/marketplace-rows.js';

// Probes of issue 19: an export whose client goes away releases its writer, and a CSV cannot
// smuggle a formula into a spreadsheet whatever delimiter its locale reads it with.
const stamp = '2026-01-01T09:00:00.000Z';
const customer = (name: string, at: number, email = `c${at}@example.com`) => ({
  name,
  email,
  phone: `05${String(at).padStart(8, '0')}`,
  city: 'الرياض',
  avatar_url: null,
  status: 'active' as const,
  created_at: stamp,
  updated_at: stamp,
});

/** Waits until `check` holds, or gives up after `timeoutMs`. */
async function eventually(check: () => boolean, timeoutMs = 3_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

describeOnEachDatabase('probes: an aborted export releases its writer', (t) => {
  let app: FastifyInstance;
  let port: number;
  let authorization: string;

  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
    // About 10 MB of rows that compress badly enough (XLSX is zipped): more than the socket buffers of a
    // client that stops reading hold, so the writer has to wait for room (the wait an aborted
    // download used to leave pending forever).
    for (let batch = 0; batch < 10; batch++) {
      const rows = Array.from({ length: 1_000 }, (_, k) =>
        // Bulk in the e-mail, not the name, whose search index would make the insert slow.
        customer('عميل', batch * 1_000 + k, `${randomBytes(750).toString('hex')}@example.com`),
      );
      await t.db().insertInto('customers').values(rows).execute();
    }
    app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.server.closeAllConnections());

  for (const format of ['csv', 'xlsx'] as const) {
    it(`releases a ${format} export whose client stops reading after the first chunk, then leaves`, async () => {
      const socket = connect(port, '127.0.0.1');
      socket.write(
        `GET ${customerPaths.export}?format=${format} HTTP/1.1\r\nHost: x\r\n` +
          `Authorization: ${authorization}\r\n\r\n`,
      );
      const [first] = (await once(socket, 'data')) as [Buffer];
      socket.pause();
      expect(first.toString('latin1')).toMatch(/^HTTP\/1\.1 200/);
      // The writer fills the socket and waits for room that never comes.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(openCustomerExports()).toBe(1);
      socket.destroy();
      expect(await eventually(() => openCustomerExports() === 0)).toBe(true);
    });
  }
});

describeOnEachDatabase('probes: CSV cells cannot become formulas in any delimiter locale', (t) => {
  it('defuses cells starting with = + - @ tab or CR and quotes cells holding ; or a tab', async () => {
    const authorization = await adminAuthorization(t.db());
    const names = [
      '=HYPERLINK("http://x.test","سارة")',
      '+966500000000',
      '-1+1',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
      'نورة;=1+1',
      'ريم\t=1+1',
      'هند العتيبي',
    ];
    await t
      .db()
      .insertInto('customers')
      .values(names.map((name, at) => customer(name, 90_000 + at)))
      .execute();
    const response = await t.app().inject({
      method: 'GET',
      url: `${customerPaths.export}?format=csv&sort=created_at`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    const cells = [
      `"'=HYPERLINK(""http://x.test"",""سارة"")"`,
      `'+966500000000`,
      `'-1+1`,
      `'@SUM(A1)`,
      `"'\t=1+1"`,
      `"'\r=1+1"`,
      `"نورة;=1+1"`,
      `"ريم\t=1+1"`,
      `هند العتيبي`,
    ];
    for (const cell of cells) expect(text, cell).toContain(`,${cell},`);
  });
});
