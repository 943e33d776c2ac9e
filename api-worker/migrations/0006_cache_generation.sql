CREATE TABLE `cache_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
