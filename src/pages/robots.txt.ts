/** robots.txt of the site being built, naming its sitemap index (src/layouts/seo.ts). */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../layouts/seo.ts';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('robots.txt needs the site URL (astro.config.mjs `site`)');
  return new Response(robotsTxt(site), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
