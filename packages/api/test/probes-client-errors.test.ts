import { connect, type AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/databases.js';

// Probes of issue 19: what Node's HTTP parser refuses before Fastify sees a request still gets the
// house envelope in Arabic (Fastify's default answer is English JSON without `success`).

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
async function rawExchange(port: number, request: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

function statusAndBody(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) as unknown };
}

describeOnEachDatabase(
  'probes: requests the HTTP parser refuses',
  (t) => {
    it('answers a query string over the header limit with 431 in the Arabic envelope', async () => {
      const app = await t.buildApp();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const longQuery = '&'.repeat(20_000);
      const answer = await rawExchange(
        port,
        `GET /api/health?${longQuery} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      const { statusLine, head, body } = statusAndBody(answer);
      expect(statusLine).toMatch(/^HTTP\/1\.1 431/);
      expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
      expect(body).toEqual({
        success: false,
        message: 'عنوان الطلب أو ترويساته أطول من المسموح به.',
        code: 'headers_too_large',
      });
    });

    it('answers broken HTTP with 400 in the Arabic envelope', async () => {
      const app = await t.buildApp();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answer = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n');
      const { statusLine, body } = statusAndBody(answer);
      expect(statusLine).toMatch(/^HTTP\/1\.1 400/);
      expect(body).toEqual({ success: false, message: 'الطلب غير صالح.', code: 'bad_request' });
    });

    it('answers a body that never arrives with 408 in the Arabic envelope', async () => {
      const app = await t.buildApp();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answer = await rawExchange(
        port,
        'POST /api/contact HTTP/1.1\r\nHost: x\r\n' +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nname=',
      );
      const { statusLine, body } = statusAndBody(answer);
      expect(statusLine).toMatch(/^HTTP\/1\.1 408/);
      expect(body).toEqual({
        success: false,
        message: 'انتهت مهلة إرسال الطلب، يرجى المحاولة مرة أخرى.',
        code: 'request_timeout',
      });
    });
  },
  { env: { REQUEST_TIMEOUT_SECONDS: '1' } },
);
