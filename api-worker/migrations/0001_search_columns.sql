ALTER TABLE `products` ADD `search_names` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_text` text DEFAULT '' NOT NULL;