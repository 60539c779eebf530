/** What every route module receives from createApp. */
import type { DatabaseSync } from 'node:sqlite';
import type { Config } from '../src/config/index.ts';
import type { CatalogDocs } from './catalog/store-docs.ts';
import type { Logger } from './http/logger.ts';
import type { BackendSettings } from './settings.ts';

export interface AppDeps {
  readonly db: DatabaseSync;
  readonly settings: BackendSettings;
  readonly config: Config;
  readonly now: () => Date;
  readonly catalog: CatalogDocs;
  readonly logger: Logger;
}
