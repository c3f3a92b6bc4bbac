import { expect, it } from 'vitest';
import { DEMO_SIZE, seedDemoMarketplace } from '../src/seed/demo.js';
import { describeOnEachDatabase } from './support/databases.js';

const silent = { info() {}, warn() {}, error() {} };

describeOnEachDatabase('demo marketplace on start', (t) => {
  const orderCount = async () =>
    Number(
      (
        await t
          .db()
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds nothing when demo data is off or in production', async () => {
    const db = t.db();
    await seedDemoMarketplace({ db, config: { ...t.config(), seedDemo: false }, log: silent });
    await seedDemoMarketplace({
      db,
      config: { ...t.config(), seedDemo: true, nodeEnv: 'production' },
      log: silent,
    });
    expect(await orderCount()).toBe(0);
  });

  it('seeds the demo set on a database without orders, and only once', async () => {
    const db = t.db();
    const config = { ...t.config(), seedDemo: true, nodeEnv: 'development' as const };
    await seedDemoMarketplace({ db, config, log: silent });
    expect(await orderCount()).toBe(DEMO_SIZE.orders);
    await seedDemoMarketplace({ db, config, log: silent });
    expect(await orderCount()).toBe(DEMO_SIZE.orders);
  });
});
