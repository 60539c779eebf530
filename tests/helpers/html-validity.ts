/**
 * The markup check of the build and end-to-end tests: html-validate's `standard` preset (the HTML standard's content
 * models, nesting, attributes, duplicate ids) and its `a11y` preset (names of links, buttons, images and form fields;
 * ARIA attributes where they belong), less three patterns the storefront uses on purpose (below).
 */
import { HtmlValidate, type Message } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // `role="list"` on lists drawn without markers: WebKit drops their list semantics otherwise.
    'no-redundant-role': 'off',
    // A listing's filter options are links (a URL each, without JavaScript) that its island makes toggle buttons
    // (`role="button"`, `aria-pressed`): the native element is preferred for every other role.
    'prefer-native-element': ['error', { exclude: ['button'] }],
    // The sort select and the pharmacy finder's search act as they change (their islands), without a submit button.
    'wcag/h32': 'off',
  },
});

/**
 * Astro writes the style of its island elements (`display: contents`) in the body, before a page's first island
 * (`astro/dist/runtime/server/scripts.js`); the standard allows `<style>` only where metadata content is expected.
 * It is the framework's, the same on every page with an island, and every browser applies it: it alone is taken out.
 */
const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

const describeMessage = (m: Message): string => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`;

/** What the check finds wrong in a document's markup, a line each (none: valid). */
export async function markupProblems(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html.replace(ASTRO_ISLAND_STYLE, ''), name);
  return report.results.flatMap((r) => r.messages.map(describeMessage));
}
