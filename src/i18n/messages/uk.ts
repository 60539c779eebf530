/** The Ukrainian catalogue, merged from its areas (same structure as en.ts). */
import type { Messages } from '../types.ts';
import { account } from './uk/account.ts';
import { cart } from './uk/cart.ts';
import { catalog } from './uk/catalog.ts';
import { errors } from './uk/errors.ts';
import { forms } from './uk/forms.ts';
import { layout } from './uk/layout.ts';
import { routes } from './uk/routes.ts';
import { validation } from './uk/validation.ts';
import { blog } from './uk/blog.ts';
import { pages } from './uk/pages.ts';
import { landing } from './uk/landing.ts';
import { pharmacy } from './uk/pharmacy.ts';
import { productContent } from './uk/productContent.ts';

export const uk: Messages = {
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
