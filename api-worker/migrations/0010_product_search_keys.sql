CREATE TABLE `product_search_keys` (
	`row_id` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`is_active` integer NOT NULL,
	`is_featured` integer NOT NULL,
	`category_id` text,
	`price` integer NOT NULL,
	`effective_price` integer NOT NULL,
	`in_stock` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `product_search_keys`
  (`row_id`, `id`, `is_active`, `is_featured`, `category_id`, `price`, `effective_price`, `in_stock`, `created_at`)
  SELECT rowid, `id`, `is_active`, `is_featured`, `category_id`, `price`, `effective_price`, `stock` > 0, `created_at`
  FROM `products`;
--> statement-breakpoint
CREATE TRIGGER `product_search_keys_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search_keys`
    (`row_id`, `id`, `is_active`, `is_featured`, `category_id`, `price`, `effective_price`, `in_stock`, `created_at`)
    VALUES (NEW.rowid, NEW.`id`, NEW.`is_active`, NEW.`is_featured`, NEW.`category_id`, NEW.`price`,
      NEW.`effective_price`, NEW.`stock` > 0, NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_keys_after_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search_keys` WHERE `row_id` = OLD.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_keys_after_update` AFTER UPDATE OF
  `id`, `is_active`, `is_featured`, `category_id`, `price`, `effective_price`, `created_at` ON `products` BEGIN
  UPDATE `product_search_keys`
    SET `id` = NEW.`id`, `is_active` = NEW.`is_active`, `is_featured` = NEW.`is_featured`,
      `category_id` = NEW.`category_id`, `price` = NEW.`price`, `effective_price` = NEW.`effective_price`,
      `in_stock` = NEW.`stock` > 0, `created_at` = NEW.`created_at`
    WHERE `row_id` = NEW.rowid;
END;
--> statement-breakpoint
-- An order changes stock on every line: the keys are written only when a product runs out or comes back.
CREATE TRIGGER `product_search_keys_after_stock` AFTER UPDATE OF `stock` ON `products`
  WHEN (OLD.`stock` > 0) IS NOT (NEW.`stock` > 0) BEGIN
  UPDATE `product_search_keys` SET `in_stock` = NEW.`stock` > 0 WHERE `row_id` = NEW.rowid;
END;
