/**
 * Zod in the browser parses without generated code: the pages' Content-Security-Policy allows no `eval`
 * (src/layouts/csp.ts), and Zod 4 otherwise probes for it with `new Function("")` at its first object parse,
 * which the browser reports as a violation even though Zod catches the error and falls back. Imported by
 * the islands that parse API answers (live prices and stock, search); content-sync and the backend keep
 * Zod's faster generated parsers.
 */
import { z } from 'zod';

z.config({ jitless: true });
