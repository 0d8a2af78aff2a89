/*
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first object schema is made. The app's Content-Security-Policy has no 'unsafe-eval', so the
 * probe is reported as a violation. zod reads its configuration from this global when it loads;
 * this classic script runs before any module (index.html), whatever order the chunks load in.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
