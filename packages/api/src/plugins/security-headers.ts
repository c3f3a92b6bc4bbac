import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The CSP fits the built Vite SPA (own scripts and styles only)
 * and allows YouTube embeds and their thumbnails.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          // Radix/React components may inject small <style> elements at runtime.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          // No upgrade-insecure-requests: the product is also served over plain http on a LAN.
        },
      },
      // Cross-origin YouTube frames must load; they do not send CORP headers.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // API answers carry customers' personal data and per-admin views: no browser or proxy keeps
    // one unless its route says otherwise (the public settings it reads carry their own rule).
    // Pages and assets (plugins/static-files.ts) set theirs.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'laqta-security-headers', fastify: '5.x' },
);
