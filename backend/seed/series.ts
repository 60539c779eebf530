/** Fictional series names of the brand Dermeya, one per product line (language independent). */
import type { ProductLineCode } from '../../src/config/index.ts';

export const BRAND = 'Dermeya';

export const SERIES: Readonly<Record<ProductLineCode, string>> = {
  A: 'Allergia',
  DS: 'Sebodex',
  E: 'Emolia',
  F: 'Fluidea',
  H: 'Capilea',
  M: 'Mamaya',
  N: 'Vasculine',
  R: 'Rosalia',
  P: 'Psorilis',
  S: 'Solaris',
  T: 'Acnelis',
  V: 'Vitilis',
  W: 'Albea',
  X: 'Radialis',
};
