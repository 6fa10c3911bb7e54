import { config } from "zod/v4/core";

/*
 * zod compiles a fast parser with `new Function` where eval is allowed, and finds out by trying.
 * The site's Content-Security-Policy forbids eval, so in the browser that try was a reported CSP
 * violation on every page with a form (Lighthouse, best practices). The browser's forms are small:
 * tell zod not to try. Loaded before every lazy piece (./load-lazily.ts), so before any schema is made;
 * the home page's own code makes none. The server keeps the fast parser.
 */
config({ jitless: true });
