-- The full-text index with a list of its own for every prefix of 1 to 10 characters (0002 had 2, 3 and 4; queries
-- look a longer word up by its first 10, LONGEST_INDEXED_PREFIX). FTS5 answers any other prefix by merging the lists
-- of every word starting with it, on each query, at a cost in proportion to its matches. The table keeps its name,
-- columns and tokenizer, so the triggers of 0002 keep it in step as before; 'rebuild' indexes the products again.
DROP TABLE `products_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
  search_names,
  sku,
  search_text,
  content = 'products',
  content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3 4 5 6 7 8 9 10'
);
--> statement-breakpoint
INSERT INTO `products_fts` (`products_fts`) VALUES ('rebuild');
