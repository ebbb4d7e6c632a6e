import { z } from 'zod';

// Our Content-Security-Policy (script-src 'self') forbids eval. zod probes for it with `new Function` when an object
// schema is built, to compile a faster parser, and the browser reports the probe as a policy violation. In a browser,
// parse without compiling; this module is imported before any schema is built.
if ('document' in globalThis) z.config({ jitless: true });
