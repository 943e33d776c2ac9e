CREATE TABLE `product_facet_counts` (
	`category_key` text NOT NULL,
	`in_stock` integer NOT NULL,
	`on_sale` integer NOT NULL,
	`featured` integer NOT NULL,
	`active_products` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`category_key`, `in_stock`, `on_sale`, `featured`)
);
--> statement-breakpoint
-- A product's cell: its category ('' for none), whether it is in stock, on sale (the discount rule holds exactly when
-- the price paid is below the price) and featured. Only active products are counted.
INSERT INTO `product_facet_counts` (`category_key`, `in_stock`, `on_sale`, `featured`, `active_products`)
  SELECT coalesce(`category_id`, ''), `stock` > 0, `effective_price` < `price`, `is_featured`, count(*)
  FROM `products` WHERE `is_active` = 1
  GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER `product_facet_counts_after_insert` AFTER INSERT ON `products` WHEN NEW.`is_active` = 1 BEGIN
  INSERT INTO `product_facet_counts` (`category_key`, `in_stock`, `on_sale`, `featured`, `active_products`)
    VALUES (coalesce(NEW.`category_id`, ''), NEW.`stock` > 0, NEW.`effective_price` < NEW.`price`, NEW.`is_featured`, 1)
    ON CONFLICT (`category_key`, `in_stock`, `on_sale`, `featured`) DO UPDATE SET `active_products` = `active_products` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_facet_counts_after_delete` AFTER DELETE ON `products` WHEN OLD.`is_active` = 1 BEGIN
  UPDATE `product_facet_counts` SET `active_products` = `active_products` - 1
    WHERE `category_key` = coalesce(OLD.`category_id`, '') AND `in_stock` = (OLD.`stock` > 0)
      AND `on_sale` = (OLD.`effective_price` < OLD.`price`) AND `featured` = OLD.`is_featured`;
END;
--> statement-breakpoint
-- An order changes stock on every line: the counts move only when a product runs out or comes back.
CREATE TRIGGER `product_facet_counts_after_update` AFTER UPDATE OF
  `is_active`, `category_id`, `stock`, `price`, `effective_price`, `is_featured` ON `products`
  WHEN (OLD.`is_active`, coalesce(OLD.`category_id`, ''), OLD.`stock` > 0, OLD.`effective_price` < OLD.`price`, OLD.`is_featured`)
    IS NOT (NEW.`is_active`, coalesce(NEW.`category_id`, ''), NEW.`stock` > 0, NEW.`effective_price` < NEW.`price`, NEW.`is_featured`)
  BEGIN
  UPDATE `product_facet_counts` SET `active_products` = `active_products` - 1
    WHERE OLD.`is_active` = 1 AND `category_key` = coalesce(OLD.`category_id`, '') AND `in_stock` = (OLD.`stock` > 0)
      AND `on_sale` = (OLD.`effective_price` < OLD.`price`) AND `featured` = OLD.`is_featured`;
  INSERT INTO `product_facet_counts` (`category_key`, `in_stock`, `on_sale`, `featured`, `active_products`)
    SELECT coalesce(NEW.`category_id`, ''), NEW.`stock` > 0, NEW.`effective_price` < NEW.`price`, NEW.`is_featured`, 1
    WHERE NEW.`is_active` = 1
    ON CONFLICT (`category_key`, `in_stock`, `on_sale`, `featured`) DO UPDATE SET `active_products` = `active_products` + 1;
END;
