// The portal's Content-Security-Policy has no 'unsafe-eval'. Zod 4 compiles fast object parsers with
// `new Function` and probes once whether it may: under the CSP the probe is refused and reported as a
// violation on every page that validates a form (it cost Lighthouse Best Practices points). jitless skips
// the probe and the compiled path; the plain path validates the same. Imported first by main.tsx, before
// any schema runs; only zod's small config module lands in the first download.
import { config } from 'zod/v4/core';

config({ jitless: true });
