/** Variant availability and selection (spec 000 §4 "Variants", CONTRACTS.md "Variant selection"). */
import type { ConfigurableChild, Product } from '../catalog/types.ts';
import { NoVariantsError } from '../errors.ts';
import { isInStock } from './in-stock.ts';

export interface VariantOptions {
  /** Out-of-stock variants may be listed. */
  showOutOfStock: boolean;
}

export type OptionValue = string | number;
/** The chosen options: attribute_code → value_index. */
export type OptionChoice = Readonly<Record<string, OptionValue>>;

/** A child is enabled when its status is below 2 (spec 000 §4 "Variants"): a disabled one is never shown nor counted. */
export function isVariantEnabled(child: Pick<ConfigurableChild, 'status'>): boolean {
  return child.status < 2;
}

/**
 * A child is available if it is enabled (isVariantEnabled) and, unless out-of-stock listing is on, it is in stock
 * (isInStock, as its stock state reads it; a child without stock data counts as in stock).
 */
export function isVariantAvailable(child: ConfigurableChild, { showOutOfStock }: VariantOptions): boolean {
  if (!isVariantEnabled(child)) return false;
  return showOutOfStock || child.stock === undefined || isInStock(child.stock);
}

export function availableVariants(product: Pick<Product, 'configurable_children'>, opts: VariantOptions): ConfigurableChild[] {
  return product.configurable_children.filter((child) => isVariantAvailable(child, opts));
}

/** The child's value of an attribute: its colour or size field, else its custom attribute. */
export function childAttributeValue(child: ConfigurableChild, code: string): OptionValue | undefined {
  if (code === 'color' && child.color !== undefined) return child.color;
  if (code === 'size' && child.size !== undefined) return child.size;
  return child.custom_attributes?.find((a) => a.attribute_code === code)?.value;
}

/** How many chosen options the child has. */
export function matchingOptionCount(child: ConfigurableChild, options: OptionChoice): number {
  return Object.entries(options).filter(([code, value]) => {
    const own = childAttributeValue(child, code);
    return own !== undefined && String(own) === String(value);
  }).length;
}

function currentPrice(child: ConfigurableChild): number {
  return child.price_incl_tax ?? child.price;
}

/** The child to show: exact sku; else most matching options (ties to the lower price); else the first. */
export function findVariant(
  product: Pick<Product, 'configurable_children'>,
  choice: { sku?: string; options?: OptionChoice },
  opts: VariantOptions,
): ConfigurableChild | undefined {
  const children = availableVariants(product, opts);
  const exact = choice.sku === undefined ? undefined : children.find((child) => child.sku === choice.sku);
  if (exact) return exact;
  let best: ConfigurableChild | undefined;
  let bestScore = 0;
  for (const child of children) {
    const score = matchingOptionCount(child, choice.options ?? {});
    if (score > bestScore || (score === bestScore && score > 0 && best && currentPrice(child) < currentPrice(best))) {
      best = child;
      bestScore = score;
    }
  }
  return best ?? children[0];
}

/** The chosen variant merged over the parent, except name and visibility; parentSku is the parent's sku. */
export function mergeVariant(product: Product, child: ConfigurableChild): Product {
  const merged: Record<string, unknown> = { ...product };
  for (const [key, value] of Object.entries(child)) {
    if (value !== undefined && key !== 'name' && key !== 'visibility') merged[key] = value;
  }
  return { ...(merged as unknown as Product), parentSku: product.sku };
}

/** The variant merged over its parent as a simple product: its own sku, prices, image and stock. */
export function variantAsProduct(parent: Product, child: ConfigurableChild): Product {
  return { ...mergeVariant(parent, child), type_id: 'simple', configurable_children: [], configurable_options: [] };
}

/** What a page or feed item prices and shows: the chosen variant merged over its parent (variantAsProduct), else the product. */
export function shownProduct(product: Product, child: ConfigurableChild | undefined): Product {
  return child ? variantAsProduct(product, child) : product;
}

/** Selects the variant per the rules and merges it over the parent; undefined when none is available. */
export function selectVariant(
  product: Product,
  choice: { sku?: string; options?: OptionChoice },
  opts: VariantOptions,
): Product | undefined {
  const child = findVariant(product, choice, opts);
  return child ? mergeVariant(product, child) : undefined;
}

/** True when an available child has every chosen option. */
export function hasVariantFor(
  product: Pick<Product, 'configurable_children'>,
  options: OptionChoice,
  opts: VariantOptions,
): boolean {
  const wanted = Object.keys(options).length;
  return availableVariants(product, opts).some((child) => matchingOptionCount(child, options) === wanted);
}

/**
 * Picking an option re-configures the product. If no variant matches, the previous choice for that
 * attribute is restored, or cleared when there was none. `previous` defaults to the current choice.
 */
export function reconfigure(
  current: { product: Pick<Product, 'configurable_children'>; options: OptionChoice },
  attribute: string,
  value: OptionValue,
  previous: OptionValue | undefined = current.options[attribute],
  opts: VariantOptions = { showOutOfStock: false },
): Record<string, OptionValue> {
  const next: Record<string, OptionValue> = { ...current.options, [attribute]: value };
  if (hasVariantFor(current.product, next, opts)) return next;
  const { [attribute]: _dropped, ...rest } = next;
  return previous === undefined ? rest : { ...rest, [attribute]: previous };
}

/** Removes unavailable children and the option values no available child has. */
export function filterUnavailableVariants<T extends Product>(product: T, opts: VariantOptions): T {
  const children = availableVariants(product, opts);
  const options = product.configurable_options.map((option) => ({
    ...option,
    values: option.values.filter((v) =>
      children.some((child) => String(childAttributeValue(child, option.attribute_code)) === String(v.value_index)),
    ),
  }));
  return { ...product, configurable_children: children, configurable_options: options };
}

export interface VariantsErrorOptions {
  /** Variant filtering is on. */
  filterVariants: boolean;
  showOutOfStock?: boolean;
}

/** 'No available product variants' when filtering is on and no variant of a configurable product remains. */
export function variantsError(
  product: Pick<Product, 'type_id' | 'configurable_children'>,
  { filterVariants, showOutOfStock = false }: VariantsErrorOptions,
): string | undefined {
  if (!filterVariants || product.type_id !== 'configurable') return undefined;
  return availableVariants(product, { showOutOfStock }).length === 0 ? new NoVariantsError().message : undefined;
}

/** The product with its variants error (errors.variants) set or cleared. */
export function withVariantsError<T extends Product>(product: T, opts: VariantsErrorOptions): T {
  const message = variantsError(product, opts);
  return { ...product, errors: { ...product.errors, variants: message ?? null } };
}
