import { z } from 'zod';

// Our Content-Security-Policy allows no eval (`script-src 'self'`). Zod probes `new Function` to
// compile a faster parser; in the browser that probe is refused and reported as a CSP issue
// (Lighthouse best practices), so parse without it. Imported for its effect by the app's entry
// and by the public pages with a form, before any schema parses.
z.config({ jitless: true });
