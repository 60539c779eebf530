/**
 * The type of an .astro file imported from a .ts test (the component project of vitest.config.ts): tsc does
 * not read .astro files (astro check does, and types the import from the component itself).
 */
declare module '*.astro' {
  import type { experimental_AstroContainer } from 'astro/container';
  /** An Astro component, as the container API renders it. */
  const component: Parameters<experimental_AstroContainer['renderToString']>[0];
  export default component;
}
