/** Accessibility of the Polish store view's screens and the Croatian pharmacy finder (a11y-check.ts). */
import { describeAccessibility } from './a11y-check.ts';

describeAccessibility(['pl'], [['hr', 'pharmacy-finder']]);
