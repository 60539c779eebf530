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

export const hr: Messages = {
  ...routes,
  ...catalog,
  ...errors,
  ...validation,
  ...cart,
  ...account,
  ...forms,
  ...layout,
};
