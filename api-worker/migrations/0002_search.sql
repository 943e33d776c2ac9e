-- Full-text search over products (docs/decisions.md, "Search"). An external-content FTS5 table over the folded
-- columns products.search_names and products.search_text (written by derivedProductColumns with foldTurkish) and the
-- SKU. unicode61 with remove_diacritics 2 repeats the folding for anything written without it; the prefix indexes
-- answer 'impl'* from the index instead of walking every term.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  search_names,
  sku,
  search_text,
  content = 'products',
  content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
--> statement-breakpoint
-- Rows that existed before the search columns: the same fold in SQL. lower() only folds ASCII, so the Turkish i forms
-- are mapped by hand; the tokenizer lower-cases and strips the other letters (Ş ş Ğ ğ Ç ç Ö ö Ü ü â î û) itself.
UPDATE `products` SET
  `search_names` = lower(replace(replace(replace(
    (SELECT coalesce(group_concat(trim(value), ' '), '') FROM json_each(`products`.`name`) WHERE trim(value) <> ''),
    'İ', 'i'), 'I', 'i'), 'ı', 'i')),
  `search_text` = lower(replace(replace(replace(
    (SELECT coalesce(group_concat(trim(value), ' '), '') FROM (
      SELECT value FROM json_each(`products`.`short_description`)
      UNION ALL
      SELECT value FROM json_each(`products`.`description`)
    ) WHERE trim(value) <> ''),
    'İ', 'i'), 'I', 'i'), 'ı', 'i'))
WHERE `search_names` = '' AND `search_text` = '';
--> statement-breakpoint
INSERT INTO `products_fts`(`products_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `products_fts`(rowid, search_names, sku, search_text)
  VALUES (new.rowid, new.search_names, new.sku, new.search_text);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `products_fts`(`products_fts`, rowid, search_names, sku, search_text)
  VALUES ('delete', old.rowid, old.search_names, old.sku, old.search_text);
END;
--> statement-breakpoint
-- Only writes to the indexed columns re-index a product, so stock and price updates never touch the index.
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF search_names, sku, search_text ON `products` BEGIN
  INSERT INTO `products_fts`(`products_fts`, rowid, search_names, sku, search_text)
  VALUES ('delete', old.rowid, old.search_names, old.sku, old.search_text);
  INSERT INTO `products_fts`(rowid, search_names, sku, search_text)
  VALUES (new.rowid, new.search_names, new.sku, new.search_text);
END;
