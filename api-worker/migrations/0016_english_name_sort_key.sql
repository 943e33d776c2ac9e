-- English name order (docs/decisions.md, "English name order"): `sort=name` for an English caller reads
-- name_sort_key_en, the English name (the Turkish one when it has none, as readLocalized falls back) folded by
-- englishNameSortKey (src/lib/sort-key.ts), with an index like the Turkish key's. Products written from now on get the
-- key from the worker (derivedProductColumns); the rows already here get it below, the same key computed in SQL.
ALTER TABLE `products` ADD `name_sort_key_en` text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- What each character becomes in the key (englishSortPiece), for the code points lo to hi: Latin-1 Supplement to
-- Greek (U+0080-U+03FF), punctuation and symbols (U+2000-U+2BFF), variation selectors and emoji. Generated from
-- englishSortPiece; test/english-sort-key-migration.test.ts checks the backfill below against it for each of them.
-- ASCII is worked out in the UPDATE; any other character is kept as it is (a letter of another script, sorted after z)
-- until the product's next save writes the key the worker computes.
CREATE TABLE `english_sort_pieces` (
	`lo` integer PRIMARY KEY NOT NULL,
	`hi` integer NOT NULL,
	`piece` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `english_sort_pieces` (`lo`, `hi`, `piece`) VALUES
  (128, 169, ' '), (170, 170, 'a'), (171, 177, ' '), (178, 178, '2'), (179, 179, '3'), (180, 180, ' '),
  (181, 181, 'μ'), (182, 184, ' '), (185, 185, '1'), (186, 186, 'o'), (187, 187, ' '), (188, 188, '1 4'),
  (189, 189, '1 2'), (190, 190, '3 4'), (191, 191, ' '), (192, 197, 'a'), (198, 198, 'ae'), (199, 199, 'c'),
  (200, 203, 'e'), (204, 207, 'i'), (208, 208, 'd'), (209, 209, 'n'), (210, 214, 'o'), (215, 215, ' '),
  (216, 216, 'o'), (217, 220, 'u'), (221, 221, 'y'), (222, 222, 'th'), (223, 223, 'ss'), (224, 229, 'a'),
  (230, 230, 'ae'), (231, 231, 'c'), (232, 235, 'e'), (236, 239, 'i'), (240, 240, 'd'), (241, 241, 'n'),
  (242, 246, 'o'), (247, 247, ' '), (248, 248, 'o'), (249, 252, 'u'), (253, 253, 'y'), (254, 254, 'th'),
  (255, 255, 'y'), (256, 261, 'a'), (262, 269, 'c'), (270, 273, 'd'), (274, 283, 'e'), (284, 291, 'g'),
  (292, 295, 'h'), (296, 305, 'i'), (306, 307, 'ij'), (308, 309, 'j'), (310, 311, 'k'), (313, 318, 'l'),
  (319, 320, 'l '), (321, 322, 'l'), (323, 328, 'n'), (329, 329, 'ʼn'), (330, 330, 'ŋ'), (332, 337, 'o'),
  (338, 339, 'oe'), (340, 345, 'r'), (346, 353, 's'), (354, 359, 't'), (360, 371, 'u'), (372, 373, 'w'),
  (374, 376, 'y'), (377, 382, 'z'), (383, 383, 's'), (385, 385, 'ɓ'), (386, 386, 'ƃ'), (388, 388, 'ƅ'),
  (390, 390, 'ɔ'), (391, 391, 'ƈ'), (393, 393, 'ɖ'), (394, 394, 'ɗ'), (395, 395, 'ƌ'), (398, 398, 'ǝ'),
  (399, 399, 'ə'), (400, 400, 'ɛ'), (401, 401, 'ƒ'), (403, 403, 'ɠ'), (404, 404, 'ɣ'), (406, 406, 'ɩ'),
  (407, 407, 'ɨ'), (408, 408, 'ƙ'), (412, 412, 'ɯ'), (413, 413, 'ɲ'), (415, 415, 'ɵ'), (416, 417, 'o'),
  (418, 418, 'ƣ'), (420, 420, 'ƥ'), (422, 422, 'ʀ'), (423, 423, 'ƨ'), (425, 425, 'ʃ'), (428, 428, 'ƭ'),
  (430, 430, 'ʈ'), (431, 432, 'u'), (433, 433, 'ʊ'), (434, 434, 'ʋ'), (435, 435, 'ƴ'), (437, 437, 'ƶ'),
  (439, 439, 'ʒ'), (440, 440, 'ƹ'), (444, 444, 'ƽ'), (452, 454, 'dz'), (455, 457, 'lj'), (458, 460, 'nj'),
  (461, 462, 'a'), (463, 464, 'i'), (465, 466, 'o'), (467, 476, 'u'), (478, 481, 'a'), (482, 483, 'ae'),
  (484, 484, 'ǥ'), (486, 487, 'g'), (488, 489, 'k'), (490, 493, 'o'), (494, 495, 'ʒ'), (496, 496, 'j'),
  (497, 499, 'dz'), (500, 501, 'g'), (502, 502, 'ƕ'), (503, 503, 'ƿ'), (504, 505, 'n'), (506, 507, 'a'),
  (508, 509, 'ae'), (510, 511, 'o'), (512, 515, 'a'), (516, 519, 'e'), (520, 523, 'i'), (524, 527, 'o'),
  (528, 531, 'r'), (532, 535, 'u'), (536, 537, 's'), (538, 539, 't'), (540, 540, 'ȝ'), (542, 543, 'h'),
  (544, 544, 'ƞ'), (546, 546, 'ȣ'), (548, 548, 'ȥ'), (550, 551, 'a'), (552, 553, 'e'), (554, 561, 'o'),
  (562, 563, 'y'), (570, 570, 'ⱥ'), (571, 571, 'ȼ'), (573, 573, 'ƚ'), (574, 574, 'ⱦ'), (577, 577, 'ɂ'),
  (579, 579, 'ƀ'), (580, 580, 'ʉ'), (581, 581, 'ʌ'), (582, 582, 'ɇ'), (584, 584, 'ɉ'), (586, 586, 'ɋ'),
  (588, 588, 'ɍ'), (590, 590, 'ɏ'), (688, 688, 'h'), (689, 689, 'ɦ'), (690, 690, 'j'), (691, 691, 'r'),
  (692, 692, 'ɹ'), (693, 693, 'ɻ'), (694, 694, 'ʁ'), (695, 695, 'w'), (696, 696, 'y'), (706, 709, ' '),
  (722, 735, ' '), (736, 736, 'ɣ'), (737, 737, 'l'), (738, 738, 's'), (739, 739, 'x'), (740, 740, 'ʕ'),
  (741, 747, ' '), (749, 749, ' '), (751, 767, ' '), (768, 879, ''), (880, 880, 'ͱ'), (882, 882, 'ͳ'),
  (884, 884, 'ʹ'), (885, 885, ' '), (886, 886, 'ͷ'), (888, 890, ' '), (894, 894, ' '), (895, 895, 'ϳ'),
  (896, 901, ' '), (902, 902, 'α'), (903, 903, ' '), (904, 904, 'ε'), (905, 905, 'η'), (906, 906, 'ι'),
  (907, 907, ' '), (908, 908, 'ο'), (909, 909, ' '), (910, 910, 'υ'), (911, 911, 'ω'), (912, 912, 'ι'),
  (913, 913, 'α'), (914, 914, 'β'), (915, 915, 'γ'), (916, 916, 'δ'), (917, 917, 'ε'), (918, 918, 'ζ'),
  (919, 919, 'η'), (920, 920, 'θ'), (921, 921, 'ι'), (922, 922, 'κ'), (923, 923, 'λ'), (924, 924, 'μ'),
  (925, 925, 'ν'), (926, 926, 'ξ'), (927, 927, 'ο'), (928, 928, 'π'), (929, 929, 'ρ'), (930, 930, ' '),
  (931, 931, 'σ'), (932, 932, 'τ'), (933, 933, 'υ'), (934, 934, 'φ'), (935, 935, 'χ'), (936, 936, 'ψ'),
  (937, 937, 'ω'), (938, 938, 'ι'), (939, 939, 'υ'), (940, 940, 'α'), (941, 941, 'ε'), (942, 942, 'η'),
  (943, 943, 'ι'), (944, 944, 'υ'), (970, 970, 'ι'), (971, 971, 'υ'), (972, 972, 'ο'), (973, 973, 'υ'),
  (974, 974, 'ω'), (975, 975, 'ϗ'), (976, 976, 'β'), (977, 977, 'θ'), (978, 980, 'υ'), (981, 981, 'φ'),
  (982, 982, 'π'), (984, 984, 'ϙ'), (986, 986, 'ϛ'), (988, 988, 'ϝ'), (990, 990, 'ϟ'), (992, 992, 'ϡ'),
  (994, 994, 'ϣ'), (996, 996, 'ϥ'), (998, 998, 'ϧ'), (1000, 1000, 'ϩ'), (1002, 1002, 'ϫ'), (1004, 1004, 'ϭ'),
  (1006, 1006, 'ϯ'), (1008, 1008, 'κ'), (1009, 1009, 'ρ'), (1010, 1010, 'ς'), (1012, 1012, 'θ'), (1013, 1013, 'ε'),
  (1014, 1014, ' '), (1015, 1015, 'ϸ'), (1017, 1017, 'ς'), (1018, 1018, 'ϻ'), (1021, 1021, 'ͻ'), (1022, 1022, 'ͼ'),
  (1023, 1023, 'ͽ'), (8192, 8303, ' '), (8304, 8304, '0'), (8305, 8305, 'i'), (8306, 8307, ' '), (8308, 8308, '4'),
  (8309, 8309, '5'), (8310, 8310, '6'), (8311, 8311, '7'), (8312, 8312, '8'), (8313, 8313, '9'), (8314, 8318, ' '),
  (8319, 8319, 'n'), (8320, 8320, '0'), (8321, 8321, '1'), (8322, 8322, '2'), (8323, 8323, '3'), (8324, 8324, '4'),
  (8325, 8325, '5'), (8326, 8326, '6'), (8327, 8327, '7'), (8328, 8328, '8'), (8329, 8329, '9'), (8330, 8335, ' '),
  (8336, 8336, 'a'), (8337, 8337, 'e'), (8338, 8338, 'o'), (8339, 8339, 'x'), (8340, 8340, 'ə'), (8341, 8341, 'h'),
  (8342, 8342, 'k'), (8343, 8343, 'l'), (8344, 8344, 'm'), (8345, 8345, 'n'), (8346, 8346, 'p'), (8347, 8347, 's'),
  (8348, 8348, 't'), (8349, 8399, ' '), (8400, 8432, ''), (8433, 8449, ' '), (8450, 8450, 'c'), (8451, 8454, ' '),
  (8455, 8455, 'ɛ'), (8456, 8457, ' '), (8458, 8458, 'g'), (8459, 8463, 'h'), (8464, 8465, 'i'), (8466, 8467, 'l'),
  (8468, 8468, ' '), (8469, 8469, 'n'), (8470, 8472, ' '), (8473, 8473, 'p'), (8474, 8474, 'q'), (8475, 8477, 'r'),
  (8478, 8483, ' '), (8484, 8484, 'z'), (8485, 8485, ' '), (8486, 8486, 'ω'), (8487, 8487, ' '), (8488, 8488, 'z'),
  (8489, 8489, ' '), (8490, 8490, 'k'), (8491, 8491, 'a'), (8492, 8492, 'b'), (8493, 8493, 'c'), (8494, 8494, ' '),
  (8495, 8496, 'e'), (8497, 8497, 'f'), (8498, 8498, 'ⅎ'), (8499, 8499, 'm'), (8500, 8500, 'o'), (8501, 8501, 'א'),
  (8502, 8502, 'ב'), (8503, 8503, 'ג'), (8504, 8504, 'ד'), (8505, 8505, 'i'), (8506, 8507, ' '), (8508, 8508, 'π'),
  (8509, 8510, 'γ'), (8511, 8511, 'π'), (8512, 8516, ' '), (8517, 8518, 'd'), (8519, 8519, 'e'), (8520, 8520, 'i'),
  (8521, 8521, 'j'), (8522, 8525, ' '), (8527, 8527, ' '), (8528, 8528, '1 7'), (8529, 8529, '1 9'),
  (8530, 8530, '1 10'), (8531, 8531, '1 3'), (8532, 8532, '2 3'), (8533, 8533, '1 5'), (8534, 8534, '2 5'),
  (8535, 8535, '3 5'), (8536, 8536, '4 5'), (8537, 8537, '1 6'), (8538, 8538, '5 6'), (8539, 8539, '1 8'),
  (8540, 8540, '3 8'), (8541, 8541, '5 8'), (8542, 8542, '7 8'), (8543, 8543, '1 '), (8544, 8544, 'i'),
  (8545, 8545, 'ii'), (8546, 8546, 'iii'), (8547, 8547, 'iv'), (8548, 8548, 'v'), (8549, 8549, 'vi'),
  (8550, 8550, 'vii'), (8551, 8551, 'viii'), (8552, 8552, 'ix'), (8553, 8553, 'x'), (8554, 8554, 'xi'),
  (8555, 8555, 'xii'), (8556, 8556, 'l'), (8557, 8557, 'c'), (8558, 8558, 'd'), (8559, 8559, 'm'),
  (8560, 8560, 'i'), (8561, 8561, 'ii'), (8562, 8562, 'iii'), (8563, 8563, 'iv'), (8564, 8564, 'v'),
  (8565, 8565, 'vi'), (8566, 8566, 'vii'), (8567, 8567, 'viii'), (8568, 8568, 'ix'), (8569, 8569, 'x'),
  (8570, 8570, 'xi'), (8571, 8571, 'xii'), (8572, 8572, 'l'), (8573, 8573, 'c'), (8574, 8574, 'd'),
  (8575, 8575, 'm'), (8579, 8579, 'ↄ'), (8585, 8585, '0 3'), (8586, 9311, ' '), (9312, 9312, '1'),
  (9313, 9313, '2'), (9314, 9314, '3'), (9315, 9315, '4'), (9316, 9316, '5'), (9317, 9317, '6'), (9318, 9318, '7'),
  (9319, 9319, '8'), (9320, 9320, '9'), (9321, 9321, '10'), (9322, 9322, '11'), (9323, 9323, '12'),
  (9324, 9324, '13'), (9325, 9325, '14'), (9326, 9326, '15'), (9327, 9327, '16'), (9328, 9328, '17'),
  (9329, 9329, '18'), (9330, 9330, '19'), (9331, 9331, '20'), (9332, 9332, ' 1 '), (9333, 9333, ' 2 '),
  (9334, 9334, ' 3 '), (9335, 9335, ' 4 '), (9336, 9336, ' 5 '), (9337, 9337, ' 6 '), (9338, 9338, ' 7 '),
  (9339, 9339, ' 8 '), (9340, 9340, ' 9 '), (9341, 9341, ' 10 '), (9342, 9342, ' 11 '), (9343, 9343, ' 12 '),
  (9344, 9344, ' 13 '), (9345, 9345, ' 14 '), (9346, 9346, ' 15 '), (9347, 9347, ' 16 '), (9348, 9348, ' 17 '),
  (9349, 9349, ' 18 '), (9350, 9350, ' 19 '), (9351, 9351, ' 20 '), (9352, 9352, '1 '), (9353, 9353, '2 '),
  (9354, 9354, '3 '), (9355, 9355, '4 '), (9356, 9356, '5 '), (9357, 9357, '6 '), (9358, 9358, '7 '),
  (9359, 9359, '8 '), (9360, 9360, '9 '), (9361, 9361, '10 '), (9362, 9362, '11 '), (9363, 9363, '12 '),
  (9364, 9364, '13 '), (9365, 9365, '14 '), (9366, 9366, '15 '), (9367, 9367, '16 '), (9368, 9368, '17 '),
  (9369, 9369, '18 '), (9370, 9370, '19 '), (9371, 9371, '20 '), (9372, 9449, ' '), (9450, 9450, '0'),
  (9472, 10101, ' '), (10132, 11263, ' '), (65024, 65039, ''), (126976, 127231, ' '), (127232, 127233, '0 '),
  (127234, 127234, '1 '), (127235, 127235, '2 '), (127236, 127236, '3 '), (127237, 127237, '4 '),
  (127238, 127238, '5 '), (127239, 127239, '6 '), (127240, 127240, '7 '), (127241, 127241, '8 '),
  (127242, 127242, '9 '), (127245, 129791, ' ');
--> statement-breakpoint
-- The name a reader of English sees (English, else Turkish, else any other), lower-cased (lower() folds ASCII only),
-- walked one character at a time: a-z and 0-9 kept, other ASCII a space, the rest through english_sort_pieces; then
-- runs of spaces made one (the marks < and > cannot remain after the walk) and the ends trimmed.
UPDATE `products` SET `name_sort_key_en` = (
  WITH RECURSIVE walk(rest, folded) AS (
    SELECT lower(coalesce((
      SELECT `value` FROM json_each(`products`.`name`)
      -- JavaScript's trim() blanks: a text of them alone is empty, as readLocalized reads it.
      WHERE `type` = 'text' AND trim(`value`, char(9, 10, 11, 12, 13, 32, 160, 5760, 8192, 8193, 8194, 8195, 8196,
        8197, 8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288, 65279)) <> ''
      ORDER BY `key` = 'en' DESC, `key` = 'tr' DESC, `id`
      LIMIT 1
    ), '')), ''
    UNION ALL
    SELECT substr(rest, 2), folded || (
      SELECT CASE
        WHEN c GLOB '[a-z0-9]' THEN c
        WHEN unicode(c) < 128 THEN ' '
        ELSE coalesce(
          (SELECT CASE WHEN `hi` >= unicode(c) THEN `piece` END FROM `english_sort_pieces`
            WHERE `lo` <= unicode(c) ORDER BY `lo` DESC LIMIT 1),
          c
        )
      END
      FROM (SELECT substr(rest, 1, 1) AS c)
    )
    FROM walk WHERE rest <> ''
  )
  SELECT trim(replace(replace(replace(folded, ' ', '<>'), '><', ''), '<>', ' ')) FROM walk WHERE rest = ''
);
--> statement-breakpoint
DROP TABLE `english_sort_pieces`;
--> statement-breakpoint
CREATE INDEX `products_active_name_en_idx` ON `products` (`is_active`,`name_sort_key_en`);
--> statement-breakpoint
-- SQLite, without statistics, takes the index created last among equally good ones (a list's visibility check is an
-- equality on is_active, the first column of many): created last, the English key's index won every such tie, and the
-- on-sale and featured lists read through it instead of their own indexes (test/products-query-plan.test.ts). The
-- indexes created after the Turkish key's are created again, in their order, so the English key's stands beside the
-- Turkish key's and the indexes that won these ties before still win them.
DROP INDEX `products_active_stock_idx`;
--> statement-breakpoint
CREATE INDEX `products_active_stock_idx` ON `products` (`is_active`,`stock`);
--> statement-breakpoint
DROP INDEX `products_active_category_idx`;
--> statement-breakpoint
CREATE INDEX `products_active_category_idx` ON `products` (`is_active`,`category_id`);
--> statement-breakpoint
DROP INDEX `products_category_created_idx`;
--> statement-breakpoint
CREATE INDEX `products_category_created_idx` ON `products` (`category_id`,`created_at`);
--> statement-breakpoint
DROP INDEX `products_featured_created_idx`;
--> statement-breakpoint
CREATE INDEX `products_featured_created_idx` ON `products` (`is_featured`,`created_at`);
--> statement-breakpoint
DROP INDEX `products_discount_idx`;
--> statement-breakpoint
CREATE INDEX `products_discount_idx` ON `products` (`effective_price`,`price`);
--> statement-breakpoint
DROP INDEX `products_on_sale_created_idx`;
--> statement-breakpoint
CREATE INDEX `products_on_sale_created_idx` ON `products` (`is_active`,`created_at`) WHERE "products"."effective_price" < "products"."price";
--> statement-breakpoint
DROP INDEX `products_created_idx`;
--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_at`,`id`);
