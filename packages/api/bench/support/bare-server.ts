/**
 * The reference of `pnpm bench:http`: a bare Fastify 5 server, no plugin, no hook, no logger, whose
 * one route answers the JSON in the file BARE_BODY_FILE (the same answer the real server gives for
 * the public setting) at GET /bare on 127.0.0.1:PORT. Run in a process of its own, as the real
 * server is, so neither shares an event loop with autocannon.
 *
 * With BARE_PAGE_FILE (and BARE_PAGE_HEADERS_FILE, a JSON object), a second route, GET /bare-page,
 * sends those bytes with those headers as they are: the landing exactly as the real server sends
 * it (compressed, with its headers), so the bench can show what the framework itself does with
 * an answer of that size.
 */
import fs from 'node:fs';
import Fastify from 'fastify';

const body: unknown = JSON.parse(fs.readFileSync(process.env.BARE_BODY_FILE!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);

const pageFile = process.env.BARE_PAGE_FILE;
if (pageFile) {
  const page = fs.readFileSync(pageFile);
  const headers = JSON.parse(
    fs.readFileSync(process.env.BARE_PAGE_HEADERS_FILE!, 'utf8'),
  ) as Record<string, string>;
  app.get('/bare-page', async (_request, reply) => reply.headers(headers).send(page));
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
