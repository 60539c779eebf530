/** Accessibility of the English store view's screens and the Ukrainian pharmacy finder (a11y-check.ts). */
import { describeAccessibility } from './a11y-check.ts';

describeAccessibility(['en'], [['ua', 'pharmacy-finder']]);
