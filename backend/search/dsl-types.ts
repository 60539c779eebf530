/** The parsed search DSL: the subset of CONTRACTS.md "Catalogue search". */

export type Scalar = string | number | boolean;

export type Clause =
  | { readonly kind: 'term'; readonly field: string; readonly value: Scalar }
  | { readonly kind: 'terms'; readonly field: string; readonly values: readonly Scalar[] }
  | {
      readonly kind: 'range';
      readonly field: string;
      readonly gt?: Scalar;
      readonly gte?: Scalar;
      readonly lt?: Scalar;
      readonly lte?: Scalar;
    }
  | {
      readonly kind: 'multi_match';
      readonly query: string;
      readonly fields: readonly { field: string; boost: number }[];
      readonly fuzziness: number | 'AUTO';
      readonly operator: 'or' | 'and';
      readonly minimumShouldMatch: string | number;
    }
  | { readonly kind: 'match_all' }
  | {
      readonly kind: 'bool';
      readonly must: readonly Clause[];
      readonly filter: readonly Clause[];
      readonly should: readonly Clause[];
      readonly mustNot: readonly Clause[];
      readonly minimumShouldMatch?: number;
    };

export interface SortKey {
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

export type Aggregation =
  | { readonly kind: 'terms'; readonly field: string; readonly size: number }
  | { readonly kind: 'range'; readonly field: string; readonly ranges: readonly { from?: number; to?: number; key?: string }[] };

export interface SearchDsl {
  readonly query: Clause;
  readonly sort: readonly SortKey[];
  readonly from: number;
  readonly size: number;
  readonly minScore?: number;
  readonly aggs: ReadonlyMap<string, Aggregation>;
  readonly source: { readonly includes: readonly string[]; readonly excludes: readonly string[] } | false;
  readonly groupId?: number;
  readonly groupToken?: string;
}
