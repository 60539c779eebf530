/** The `client:afterload` directive of src/islands/script/integration.ts, known to Astro's component types. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
  }
}
