/** The Romanian catalogue, merged from its areas (same structure as en.ts). */
import type { Messages } from '../types.ts';
import { account } from './ro/account.ts';
import { cart } from './ro/cart.ts';
import { catalog } from './ro/catalog.ts';
import { errors } from './ro/errors.ts';
import { forms } from './ro/forms.ts';
import { layout } from './ro/layout.ts';
import { routes } from './ro/routes.ts';
import { validation } from './ro/validation.ts';
import { blog } from './ro/blog.ts';
import { pages } from './ro/pages.ts';
import { landing } from './ro/landing.ts';
import { pharmacy } from './ro/pharmacy.ts';
import { productContent } from './ro/productContent.ts';

export const ro: Messages = {
  ...routes,
  ...catalog,
  ...errors,
  ...validation,
  ...cart,
  ...account,
  ...forms,
  ...layout,
  ...blog,
  ...pages,
  ...landing,
  ...pharmacy,
  ...productContent,
};
