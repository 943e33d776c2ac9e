-- product_facet_counts (0011) holds each category's active products, split by stock, sale and featured: the counts
-- of 0008 and the three triggers writing them on every product write are no longer read.
DROP TRIGGER `category_counts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `category_counts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `category_counts_after_update`;
--> statement-breakpoint
DROP TABLE `category_product_counts`;
