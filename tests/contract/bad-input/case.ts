/** One malformed request of the bad-input table and the answer it must get. */
export interface Case {
  readonly name: string;
  readonly method?: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly raw?: boolean;
  readonly status: number;
  readonly message: RegExp;
}
