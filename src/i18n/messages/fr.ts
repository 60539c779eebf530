/** The French catalogue, merged from its areas (same structure as en.ts). */
import type { Messages } from '../types.ts';
import { account } from './fr/account.ts';
import { cart } from './fr/cart.ts';
import { catalog } from './fr/catalog.ts';
import { errors } from './fr/errors.ts';
import { forms } from './fr/forms.ts';
import { layout } from './fr/layout.ts';
import { routes } from './fr/routes.ts';
import { validation } from './fr/validation.ts';
import { blog } from './fr/blog.ts';
import { pages } from './fr/pages.ts';
import { landing } from './fr/landing.ts';
import { pharmacy } from './fr/pharmacy.ts';
import { productContent } from './fr/productContent.ts';

export const fr: Messages = {
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
