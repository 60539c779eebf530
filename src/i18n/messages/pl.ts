/** The Polish catalogue, merged from its areas (same structure as en.ts). */
import type { Messages } from '../types.ts';
import { account } from './pl/account.ts';
import { cart } from './pl/cart.ts';
import { catalog } from './pl/catalog.ts';
import { errors } from './pl/errors.ts';
import { forms } from './pl/forms.ts';
import { layout } from './pl/layout.ts';
import { routes } from './pl/routes.ts';
import { validation } from './pl/validation.ts';
import { blog } from './pl/blog.ts';
import { pages } from './pl/pages.ts';
import { landing } from './pl/landing.ts';
import { pharmacy } from './pl/pharmacy.ts';
import { productContent } from './pl/productContent.ts';

export const pl: Messages = {
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
