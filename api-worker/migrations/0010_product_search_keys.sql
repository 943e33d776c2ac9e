CREATE TABLE `product_search_keys` (
	`row_id` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`is_active` integer NOT NULL,
	`category_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `product_search_keys` (`row_id`, `id`, `is_active`, `category_id`, `created_at`)
  SELECT rowid, `id`, `is_active`, `category_id`, `created_at` FROM `products`;
--> statement-breakpoint
CREATE TRIGGER `product_search_keys_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search_keys` (`row_id`, `id`, `is_active`, `category_id`, `created_at`)
    VALUES (NEW.rowid, NEW.`id`, NEW.`is_active`, NEW.`category_id`, NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_keys_after_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search_keys` WHERE `row_id` = OLD.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_keys_after_update` AFTER UPDATE OF `id`, `is_active`, `category_id`, `created_at` ON `products` BEGIN
  UPDATE `product_search_keys`
    SET `id` = NEW.`id`, `is_active` = NEW.`is_active`, `category_id` = NEW.`category_id`, `created_at` = NEW.`created_at`
    WHERE `row_id` = NEW.rowid;
END;
