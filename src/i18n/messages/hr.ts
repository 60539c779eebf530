/** The Croatian catalogue, merged from its areas (same structure as en.ts). */
import type { Messages } from '../types.ts';
import { account } from './hr/account.ts';
import { cart } from './hr/cart.ts';
import { catalog } from './hr/catalog.ts';
import { errors } from './hr/errors.ts';
import { forms } from './hr/forms.ts';
import { layout } from './hr/layout.ts';
import { routes } from './hr/routes.ts';
import { validation } from './hr/validation.ts';
import { blog } from './hr/blog.ts';
import { pages } from './hr/pages.ts';
import { landing } from './hr/landing.ts';
import { pharmacy } from './hr/pharmacy.ts';
import { productContent } from './hr/productContent.ts';

export const hr: Messages = {
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
