/**
 * A small catalogue and content fixture in a migrated in-memory database, for backend tests that
 * must not depend on the sample-data generator.
 */
import type { DatabaseSync } from 'node:sqlite';
import { migrate, openDatabase } from '../../../backend/db/index.ts';

export const FIXTURE_NOW = new Date('2026-11-15T12:00:00Z');

interface P {
  id: number;
  sku: string;
  name: string;
  price: number;
  cat: [number, string][];
  seria: number;
  color?: number;
  status?: number;
  visibility?: number;
  type?: string;
  special?: number;
  children?: { sku: string; id: number; price: number; status?: number }[];
  updated: string;
}

export const FIXTURE_PRODUCTS: readonly P[] = [
  {
    id: 1,
    sku: 'KR-001',
    name: 'Krem nawilżający do twarzy',
    price: 40,
    cat: [[10, 'Twarz']],
    seria: 1,
    color: 5,
    updated: '2026-01-10',
  },
  {
    id: 2,
    sku: 'KR-002',
    name: 'Krem ochronny SPF 50',
    price: 60,
    cat: [[11, 'Ochrona słoneczna']],
    seria: 10,
    color: 6,
    updated: '2026-03-01',
    special: 45,
  },
  { id: 3, sku: 'SZ-003', name: 'Szampon łagodny', price: 30, cat: [[12, 'Włosy']], seria: 5, color: 5, updated: '2026-02-01' },
  { id: 4, sku: 'EM-004', name: 'Emulsja do ciała', price: 120, cat: [[13, 'Krem i balsam']], seria: 3, updated: '2026-05-01' },
  {
    id: 5,
    sku: 'SE-005',
    name: 'Serum kojące',
    price: 0,
    cat: [[10, 'Twarz']],
    seria: 8,
    type: 'configurable',
    updated: '2026-04-01',
    children: [
      { sku: 'SE-005-30', id: 51, price: 150 },
      { sku: 'SE-005-50', id: 52, price: 210 },
      { sku: 'SE-005-99', id: 53, price: 90, status: 2 },
    ],
  },
  { id: 6, sku: 'KR-006', name: 'Krem wycofany', price: 50, cat: [[10, 'Twarz']], seria: 1, status: 2, updated: '2026-01-01' },
  { id: 7, sku: 'ZL-007', name: 'Żel myjący', price: 25, cat: [[10, 'Twarz']], seria: 11, color: 7, updated: '2026-06-01' },
];

function productDoc(p: P, store: string): Record<string, unknown> {
  const slug = p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: p.id,
    sku: p.sku,
    name: store === 'pl' ? p.name : `${p.name} (${store})`,
    slug,
    url_key: slug,
    url_path: `produkt/${slug}`,
    type_id: p.type ?? 'simple',
    status: p.status ?? 1,
    visibility: p.visibility ?? 4,
    tax_class_id: 2,
    price: p.price,
    final_price: p.price,
    special_price: p.special ?? null,
    special_from_date: null,
    special_to_date: null,
    tier_prices: [{ customer_group_id: 1, qty: 1, value: p.price * 0.9 }],
    category_ids: p.cat.map(([id]) => id),
    category: p.cat.map(([category_id, name]) => ({ category_id, name })),
    seria: p.seria,
    ...(p.color === undefined ? {} : { color: p.color }),
    stock: { qty: 10, is_in_stock: true, manage_stock: true },
    image: `/p/${p.sku}-1.png`,
    media_gallery: [{ image: `/p/${p.sku}-1.png` }],
    updated_at: p.updated,
    created_at: p.updated,
    configurable_children: (p.children ?? []).map((c) => ({
      sku: c.sku,
      id: c.id,
      status: c.status ?? 1,
      price: c.price,
      final_price: c.price,
      special_price: null,
      tax_class_id: 2,
      tier_prices: [],
    })),
    configurable_options: p.children
      ? [{ attribute_id: 200, attribute_code: 'size', label: 'Size', values: [{ value_index: 1, label: '30 ml' }] }]
      : [],
  };
}

export function insertCatalog(db: DatabaseSync, stores: readonly string[] = ['pl', 'en']): void {
  const product = db.prepare(
    'INSERT INTO products (store_code, id, sku, type_id, url_path, status, visibility, updated_at, doc) VALUES (?,?,?,?,?,?,?,?,?)',
  );
  const category = db.prepare(
    'INSERT INTO categories (store_code, id, parent_id, level, position, is_active, url_path, doc) VALUES (?,?,?,?,?,?,?,?)',
  );
  const tax = db.prepare('INSERT INTO tax_rules (store_code, id, doc) VALUES (?,?,?)');
  const attr = db.prepare('INSERT INTO attributes (store_code, attribute_id, attribute_code, doc) VALUES (?,?,?,?)');
  for (const store of stores) {
    for (const p of FIXTURE_PRODUCTS) {
      const doc = productDoc(p, store);
      product.run(
        store,
        p.id,
        p.sku,
        String(doc['type_id']),
        String(doc['url_path']),
        Number(doc['status']),
        Number(doc['visibility']),
        p.updated,
        JSON.stringify(doc),
      );
    }
    for (const [id, name, parent, level] of [
      [10, 'Twarz', 2, 2],
      [11, 'Ochrona słoneczna', 2, 2],
      [12, 'Włosy', 2, 2],
      [13, 'Krem i balsam', 2, 2],
    ] as const) {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const doc = {
        id,
        parent_id: parent,
        name,
        slug,
        url_key: slug,
        url_path: `produkty/${slug}`,
        path: `1/2/${id}`,
        level,
        position: id,
        is_active: true,
        product_count: 2,
        children_data: [],
      };
      category.run(store, id, parent, level, id, 1, doc.url_path, JSON.stringify(doc));
    }
    tax.run(
      store,
      1,
      JSON.stringify({
        id: 1,
        code: 'VAT',
        product_tax_class_ids: [2],
        customer_tax_class_ids: [3],
        rates: [{ rate: 23, tax_country_id: 'PL', tax_region_id: 0, region_name: '' }],
      }),
    );
    attr.run(
      store,
      93,
      'color',
      JSON.stringify({
        attribute_id: 93,
        attribute_code: 'color',
        is_user_defined: true,
        is_visible: true,
        is_comparable: true,
        options: [{ value: '5', label: 'Biały' }],
      }),
    );
  }
  const group = db.prepare('INSERT INTO customer_groups (id, code, tax_class_id) VALUES (?,?,?)');
  group.run(0, 'NOT LOGGED IN', 3);
  group.run(1, 'General', 3);
  const stock = db.prepare('INSERT INTO stock (sku, product_id, qty, is_in_stock, manage_stock) VALUES (?,?,?,?,?)');
  stock.run('KR-001', 1, 10, 1, 1);
  stock.run('KR-002', 2, 0, 0, 1);
  stock.run('SZ-003', 3, 5, 1, 0);
  stock.run('SE-005-30', 51, 3, 1, 1);
  const history = db.prepare('INSERT INTO price_history (store_code, sku, day, price) VALUES (?,?,?,?)');
  for (let d = 0; d < 40; d += 1) {
    const day = new Date(FIXTURE_NOW.getTime() - d * 86_400_000).toISOString().slice(0, 10);
    history.run('pl', 'KR-002', day, d === 35 ? 20 : d === 10 ? 50 : 60);
  }
}

export function insertContent(db: DatabaseSync): void {
  db.prepare('INSERT INTO content_models (name, kind, fields) VALUES (?,?,?)').run(
    'blog_posts',
    'collection',
    JSON.stringify([
      { name: 'title', type: 'text', localize: true },
      { name: 'slug', type: 'text' },
      { name: 'views', type: 'number' },
    ]),
  );
  db.prepare('INSERT INTO content_models (name, kind, fields) VALUES (?,?,?)').run(
    'static_pages',
    'collection',
    JSON.stringify([
      { name: 'slug', type: 'text' },
      { name: 'content', type: 'wysiwyg', localize: true },
    ]),
  );
  db.prepare('INSERT INTO content_models (name, kind, fields) VALUES (?,?,?)').run(
    'top_bar',
    'singleton',
    JSON.stringify([{ name: 'items', type: 'repeater', localize: true }]),
  );
  const entry = db.prepare(
    'INSERT INTO content_entries (collection, id, created, modified, published, doc) VALUES (?,?,?,?,?,?)',
  );
  const base = Math.floor(FIXTURE_NOW.getTime() / 1000);
  for (let i = 1; i <= 12; i += 1) {
    entry.run(
      'blog_posts',
      `post${i}`,
      base - i * 1000,
      base - i * 500,
      base - i * 400,
      JSON.stringify({
        title: `Wpis ${i}`,
        title_en: `Post ${i}`,
        slug: `wpis-${i}`,
        views: i * 10,
        category: i % 2 === 0 ? 'pielegnacja' : 'porady',
      }),
    );
  }
  entry.run(
    'blog_posts',
    'draft',
    base,
    base,
    0,
    JSON.stringify({ title: 'Szkic', slug: 'szkic', views: 999, category: 'porady' }),
  );
  entry.run(
    'static_pages',
    'page1',
    base,
    base,
    base,
    JSON.stringify({
      slug: 'koszty-dostawy',
      content: '<p>Koszty</p>',
      content_en: '<p>Costs</p>',
      store_id: 4,
      identifier: 'koszty-dostawy',
      id: 1,
    }),
  );
  entry.run(
    'static_pages',
    'page2',
    base,
    base,
    base,
    JSON.stringify({
      slug: 'regulamin',
      content: '<p>Regulamin</p>',
      store_id: 4,
      identifier: 'regulamin',
      id: 2,
      type: 'block',
    }),
  );
  db.prepare('INSERT INTO content_singletons (name, modified, published, doc) VALUES (?,?,?,?)').run(
    'top_bar',
    base,
    base,
    JSON.stringify({ items: ['Darmowa dostawa'], items_en: ['Free delivery'] }),
  );
  const tile = db.prepare('INSERT INTO instagram_tiles (id, is_published, image, link, alt, created) VALUES (?,?,?,?,?,?)');
  for (let i = 1; i <= 15; i += 1)
    tile.run(i, i % 5 === 0 ? 0 : 1, `/i/${i}.png`, `https://instagram.example/p/${i}`, `Tile ${i}`, base - i);
  const country = db.prepare('INSERT INTO countries (id, full_name_english, full_name_locale) VALUES (?,?,?)');
  country.run('PL', 'Poland', JSON.stringify({ pl: 'Polska', en: 'Poland' }));
  country.run('HR', 'Croatia', JSON.stringify({ pl: 'Chorwacja', en: 'Croatia' }));
  db.prepare('INSERT INTO media (path, width, height) VALUES (?,?,?)').run('/p/KR-001-1.png', 600, 744);
}

/** A migrated in-memory database holding the fixture. */
export function fixtureDatabase(): DatabaseSync {
  const db = openDatabase(':memory:');
  migrate(db);
  insertCatalog(db);
  insertContent(db);
  return db;
}
