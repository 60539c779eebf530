/** The `client:afterload` and `client:eager` directives of src/islands/script/integration.ts, known to Astro's component types. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterload'?: boolean;
    'client:eager'?: boolean;
  }
}
