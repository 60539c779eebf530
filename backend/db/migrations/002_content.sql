-- The content service (Cockpit v1 style). A collection entry or singleton is one JSON document;
-- localized fields follow Cockpit's convention: `field` holds the default language (pl), `field_{lang}`
-- the others (lang codes of the catalogues: en, fr, hr, ro, uk).

CREATE TABLE content_models (
  name   TEXT PRIMARY KEY,
  kind   TEXT NOT NULL CHECK (kind IN ('singleton', 'collection')),
  fields TEXT NOT NULL CHECK (json_valid(fields))
);

CREATE TABLE content_entries (
  collection TEXT    NOT NULL REFERENCES content_models (name),
  id         TEXT    NOT NULL,
  created    INTEGER NOT NULL,
  modified   INTEGER NOT NULL,
  published  INTEGER NOT NULL,
  doc        TEXT    NOT NULL CHECK (json_valid(doc)),
  PRIMARY KEY (collection, id)
);

CREATE TABLE content_singletons (
  name      TEXT    PRIMARY KEY REFERENCES content_models (name),
  modified  INTEGER NOT NULL,
  published INTEGER NOT NULL,
  doc       TEXT    NOT NULL CHECK (json_valid(doc))
);

CREATE TABLE instagram_tiles (
  id           INTEGER PRIMARY KEY,
  is_published INTEGER NOT NULL,
  image        TEXT    NOT NULL,
  link         TEXT    NOT NULL,
  alt          TEXT    NOT NULL,
  created      INTEGER NOT NULL
);

CREATE TABLE countries (
  id                TEXT PRIMARY KEY,
  full_name_english TEXT NOT NULL,
  full_name_locale  TEXT NOT NULL CHECK (json_valid(full_name_locale))
);

-- Images rendered at seed time (files live under the media directory; this is the registry the
-- image proxy checks before reading a file).
CREATE TABLE media (
  path   TEXT PRIMARY KEY,
  width  INTEGER NOT NULL,
  height INTEGER NOT NULL
);

-- Seed bookkeeping: which seed number produced the data and its digest.
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
