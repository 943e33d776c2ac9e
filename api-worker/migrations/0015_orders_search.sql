-- Admin order search (docs/decisions.md, "Admin order search"): a trigram FTS5 index of each order's number, its
-- shipping name folded the way foldName (db/queries/admin-orders-reads.ts) folds a search, and its shipping phone's
-- digits, so a search of three or more characters finds its orders by substring without reading every order. An
-- entry's rowid is its order's, so the triggers find it at once; the order's id is kept unindexed beside it, and the
-- list joins on that id, never on the rowid, which a VACUUM may renumber in a table without an integer key. Should
-- that happen, a new order whose rowid an older entry holds replaces that entry (INSERT OR REPLACE) rather than fail:
-- an order is never refused for its search entry.
CREATE VIRTUAL TABLE `orders_search` USING fts5(
  order_id UNINDEXED,
  order_number,
  full_name,
  phone,
  tokenize = 'trigram'
);
--> statement-breakpoint
-- What the index holds for an order, written once: the name folded with NAME_FOLD's letters, then ASCII
-- lower-casing; the phone without what people put between its digits (PHONE_PUNCTUATION).
CREATE VIEW `orders_search_source` AS
SELECT
  `rowid` AS order_rowid,
  `id` AS order_id,
  `order_number`,
  lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    coalesce(json_extract(`shipping_address`, '$.fullName'), ''),
    'Ç', 'c'), 'ç', 'c'), 'Ğ', 'g'), 'ğ', 'g'), 'İ', 'i'), 'I', 'i'), 'ı', 'i'), 'Ö', 'o'), 'ö', 'o'), 'Ş', 's'),
    'ş', 's'), 'Ü', 'u'), 'ü', 'u')) AS full_name,
  replace(replace(replace(replace(replace(replace(
    coalesce(json_extract(`shipping_address`, '$.phone'), ''),
    ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '') AS phone
FROM `orders`;
--> statement-breakpoint
INSERT INTO `orders_search`(rowid, order_id, order_number, full_name, phone)
SELECT order_rowid, order_id, order_number, full_name, phone FROM `orders_search_source`;
--> statement-breakpoint
CREATE TRIGGER `orders_search_after_insert` AFTER INSERT ON `orders` BEGIN
  INSERT OR REPLACE INTO `orders_search`(rowid, order_id, order_number, full_name, phone)
  SELECT order_rowid, order_id, order_number, full_name, phone FROM `orders_search_source` WHERE order_id = new.`id`;
END;
--> statement-breakpoint
-- The shop never deletes an order nor changes its number or address (tests empty their tables); should a later
-- change do so, the index follows. The entry is found by its rowid; its id must agree, so an entry whose order's
-- rowid was renumbered is left alone, pointing at its own order, rather than another order's being removed.
CREATE TRIGGER `orders_search_after_delete` AFTER DELETE ON `orders` BEGIN
  DELETE FROM `orders_search` WHERE rowid = old.`rowid` AND order_id = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_after_update` AFTER UPDATE OF `order_number`, `shipping_address` ON `orders` BEGIN
  DELETE FROM `orders_search` WHERE rowid = old.`rowid` AND order_id = old.`id`;
  INSERT OR REPLACE INTO `orders_search`(rowid, order_id, order_number, full_name, phone)
  SELECT order_rowid, order_id, order_number, full_name, phone FROM `orders_search_source` WHERE order_id = new.`id`;
END;
