-- Catalogue and stock, per store view. Documents are stored as JSON in the shape the catalogue API
-- returns (vue-storefront-api style, spec 000 §3); indexed columns are copies used by SQL filters.

CREATE TABLE products (
  store_code   TEXT    NOT NULL,
  id           INTEGER NOT NULL,
  sku          TEXT    NOT NULL,
  type_id      TEXT    NOT NULL CHECK (type_id IN ('simple', 'configurable', 'grouped', 'bundle', 'downloadable')),
  url_path     TEXT    NOT NULL,
  status       INTEGER NOT NULL,
  visibility   INTEGER NOT NULL,
  updated_at   TEXT    NOT NULL,
  doc          TEXT    NOT NULL CHECK (json_valid(doc)),
  PRIMARY KEY (store_code, id)
);
CREATE UNIQUE INDEX products_store_sku ON products (store_code, sku);
CREATE INDEX products_store_url_path ON products (store_code, url_path);

CREATE TABLE categories (
  store_code   TEXT    NOT NULL,
  id           INTEGER NOT NULL,
  parent_id    INTEGER NOT NULL,
  level        INTEGER NOT NULL,
  position     INTEGER NOT NULL,
  is_active    INTEGER NOT NULL,
  url_path     TEXT    NOT NULL,
  doc          TEXT    NOT NULL CHECK (json_valid(doc)),
  PRIMARY KEY (store_code, id)
);
CREATE INDEX categories_store_url_path ON categories (store_code, url_path);

CREATE TABLE attributes (
  store_code     TEXT    NOT NULL,
  attribute_id   INTEGER NOT NULL,
  attribute_code TEXT    NOT NULL,
  doc            TEXT    NOT NULL CHECK (json_valid(doc)),
  PRIMARY KEY (store_code, attribute_id)
);
CREATE UNIQUE INDEX attributes_store_code ON attributes (store_code, attribute_code);

CREATE TABLE tax_rules (
  store_code TEXT    NOT NULL,
  id         INTEGER NOT NULL,
  doc        TEXT    NOT NULL CHECK (json_valid(doc)),
  PRIMARY KEY (store_code, id)
);

-- Stock is global per sku (one warehouse), as the stock API is not store-scoped.
CREATE TABLE stock (
  sku          TEXT    PRIMARY KEY,
  product_id   INTEGER NOT NULL,
  qty          REAL    NOT NULL,
  is_in_stock  INTEGER NOT NULL,
  manage_stock INTEGER NOT NULL
);

-- Daily gross price per store view, for the lowest price of the last 30 days.
CREATE TABLE price_history (
  store_code TEXT NOT NULL,
  sku        TEXT NOT NULL,
  day        TEXT NOT NULL,
  price      REAL NOT NULL,
  PRIMARY KEY (store_code, sku, day)
);

-- Customer groups and their tax classes (tier prices and user-group tax).
CREATE TABLE customer_groups (
  id           INTEGER PRIMARY KEY,
  code         TEXT    NOT NULL,
  tax_class_id INTEGER NOT NULL
);
