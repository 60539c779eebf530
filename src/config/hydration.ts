/**
 * The idle hydration timeout (spec 000 §4 "Idle hydration timeout is 2000 ms"), in a module of its own: the
 * `client:afterload` directive is inlined into every page, and importing constants.ts there inlined every
 * page with all of TIMINGS and COMMERCE (about 0.8 KB) for this one number.
 */
export const IDLE_HYDRATION_TIMEOUT_MS = 2000;
