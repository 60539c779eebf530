/**
 * Stock: GET /api/stock/check?sku and /api/stock/list?skus (spec 000 §7). An unknown sku is a 404
 * in check and simply absent in list. Stock is global per sku (one warehouse).
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { envelope } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { parseQuery, skuList, skuParam } from '../http/query.ts';
import { statement } from '../db/statements.ts';
import { STOCK_LIST_MAX } from '../../src/api/stock.ts';

export interface StockRow {
  readonly sku: string;
  readonly product_id: number;
  readonly qty: number;
  readonly is_in_stock: boolean;
  readonly manage_stock: boolean;
}

interface RawStock {
  sku: string;
  product_id: number;
  qty: number;
  is_in_stock: number;
  manage_stock: number;
}

function toStock(row: RawStock): StockRow {
  return {
    sku: row.sku,
    product_id: row.product_id,
    qty: row.qty,
    is_in_stock: row.is_in_stock === 1,
    manage_stock: row.manage_stock === 1,
  };
}

/** Stock rows for the skus that exist, in the order asked. */
export function readStock(db: DatabaseSync, skus: readonly string[]): StockRow[] {
  if (skus.length === 0) return [];
  const unique = [...new Set(skus)];
  const rows = statement(
    db,
    `SELECT sku, product_id, qty, is_in_stock, manage_stock FROM stock WHERE sku IN (${unique.map(() => '?').join(',')})`,
  ).all(...unique) as unknown as RawStock[];
  const bySku = new Map(rows.map((r) => [r.sku, toStock(r)]));
  return unique.flatMap((sku) => bySku.get(sku) ?? []);
}

// Built once: a zod schema costs more to build than the request it checks.
const checkQuery = z.strictObject({ sku: skuParam });
// The list holds at most as many skus as the client sends in one batch.
const listQuery = z.strictObject({ skus: skuList(STOCK_LIST_MAX) });

export function stockRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/api/stock/check', (c) => {
    const { sku } = parseQuery(c, checkQuery);
    const [row] = readStock(deps.db, [sku]);
    if (!row) throw notFound(`No stock for sku "${sku}"`);
    return envelope(c, row);
  });
  app.get('/api/stock/list', (c) => {
    const { skus } = parseQuery(c, listQuery);
    return envelope(c, readStock(deps.db, skus));
  });
  return app;
}
