import { config } from 'zod/v4/core';

// zod compiles its object parsers with `new Function`, which our CSP (script-src 'self') refuses:
// the browser files a violation on every page that parses a reply. The interpreted parser needs no eval;
// an object schema reads the setting when it is built, so this runs before the first one (zod.ts).
config({ jitless: true });
