CREATE TABLE `category_product_counts` (
	`category_id` text PRIMARY KEY NOT NULL,
	`active_products` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `category_product_counts` (`category_id`, `active_products`)
  SELECT `category_id`, count(*) FROM `products`
  WHERE `is_active` = 1 AND `category_id` IS NOT NULL
  GROUP BY `category_id`;
--> statement-breakpoint
CREATE TRIGGER `category_counts_after_insert` AFTER INSERT ON `products`
  WHEN NEW.`is_active` = 1 AND NEW.`category_id` IS NOT NULL BEGIN
  INSERT INTO `category_product_counts` (`category_id`, `active_products`) VALUES (NEW.`category_id`, 1)
    ON CONFLICT (`category_id`) DO UPDATE SET `active_products` = `active_products` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `category_counts_after_delete` AFTER DELETE ON `products`
  WHEN OLD.`is_active` = 1 AND OLD.`category_id` IS NOT NULL BEGIN
  UPDATE `category_product_counts` SET `active_products` = `active_products` - 1
    WHERE `category_id` = OLD.`category_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `category_counts_after_update` AFTER UPDATE OF `is_active`, `category_id` ON `products` BEGIN
  UPDATE `category_product_counts` SET `active_products` = `active_products` - 1
    WHERE OLD.`is_active` = 1 AND `category_id` = OLD.`category_id`;
  INSERT INTO `category_product_counts` (`category_id`, `active_products`)
    SELECT NEW.`category_id`, 1 WHERE NEW.`is_active` = 1 AND NEW.`category_id` IS NOT NULL
    ON CONFLICT (`category_id`) DO UPDATE SET `active_products` = `active_products` + 1;
END;
