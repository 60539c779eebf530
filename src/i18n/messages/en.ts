/**
 * The source catalogue (English). Every other language must translate every key of it
 * (`Messages` in ../types.ts). Split by area; the areas must not share a key.
 */
import { account } from './en/account.ts';
import { cart } from './en/cart.ts';
import { catalog } from './en/catalog.ts';
import { errors } from './en/errors.ts';
import { forms } from './en/forms.ts';
import { layout } from './en/layout.ts';
import { routes } from './en/routes.ts';
import { validation } from './en/validation.ts';
import { blog } from './en/blog.ts';
import { pages } from './en/pages.ts';
import { landing } from './en/landing.ts';
import { pharmacy } from './en/pharmacy.ts';
import { productContent } from './en/productContent.ts';

/** The areas of the catalogue, in one place so the tests can check they do not overlap. */
export const enAreas = {
  routes,
  catalog,
  errors,
  validation,
  cart,
  account,
  forms,
  layout,
  blog,
  pages,
  landing,
  pharmacy,
  productContent,
} as const;

export const en = {
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
} as const;
