/** Every content entity of spec 000 §3 "Content entities", in every language. */
import type { DatabaseSync } from 'node:sqlite';
import { seedBlog } from './blog.ts';
import { seedHome } from './home.ts';
import { seedLanding } from './landing.ts';
import { seedPages } from './pages.ts';
import { seedCountries, seedInstagram, seedPharmacies } from './places.ts';
import { seedProductContent } from './product.ts';
import type { ContentContext } from './writer.ts';

export function seedContent(db: DatabaseSync, ctx: ContentContext): void {
  seedHome(ctx);
  seedProductContent(ctx);
  seedBlog(ctx);
  seedPages(ctx);
  seedLanding(ctx);
  seedPharmacies(ctx);
  seedInstagram(db, ctx);
  seedCountries(db);
}
