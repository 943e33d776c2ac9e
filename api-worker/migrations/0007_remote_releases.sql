CREATE TABLE `remote_releases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`remote` text NOT NULL,
	`build_id` text NOT NULL,
	`live` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`rolled_back_at` text
);
--> statement-breakpoint
CREATE INDEX `remote_releases_remote_idx` ON `remote_releases` (`remote`,`id`);