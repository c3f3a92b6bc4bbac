/**
 * The reference of `pnpm bench:http`: a bare Fastify 5 server, no plugin, no hook, no logger, whose
 * one route answers the JSON in the file BARE_BODY_FILE (the same answer the real server gives for
 * the public setting) at GET /bare on 127.0.0.1:PORT. Run in a process of its own, as the real
 * server is, so neither shares an event loop with autocannon.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body: unknown = JSON.parse(fs.readFileSync(process.env.BARE_BODY_FILE!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
