-- The inventory's permissions take the area's one name: inventory.manage (count and adjust stock) becomes
-- inventory.count, then products.manage becomes inventory.manage and products.view inventory.view, in the role
-- grants and the direct grants alike. In this order, so that no grant of the old inventory.manage is read as the new
-- one. A holder who already has a new name keeps one row (the copy is skipped, the old row removed). The audit log
-- keeps the names as they were written. Run once, as every migration is: a second run would turn the new
-- inventory.manage into inventory.count.
INSERT INTO "role_permissions" ("role", "permission")
SELECT "role", 'inventory.count' FROM "role_permissions" WHERE "permission" = 'inventory.manage'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "role_permissions" WHERE "permission" = 'inventory.manage';
--> statement-breakpoint
INSERT INTO "staff_user_permissions" ("user_id", "permission")
SELECT "user_id", 'inventory.count' FROM "staff_user_permissions" WHERE "permission" = 'inventory.manage'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "staff_user_permissions" WHERE "permission" = 'inventory.manage';
--> statement-breakpoint
INSERT INTO "role_permissions" ("role", "permission")
SELECT "role", 'inventory.manage' FROM "role_permissions" WHERE "permission" = 'products.manage'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "role_permissions" WHERE "permission" = 'products.manage';
--> statement-breakpoint
INSERT INTO "staff_user_permissions" ("user_id", "permission")
SELECT "user_id", 'inventory.manage' FROM "staff_user_permissions" WHERE "permission" = 'products.manage'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "staff_user_permissions" WHERE "permission" = 'products.manage';
--> statement-breakpoint
INSERT INTO "role_permissions" ("role", "permission")
SELECT "role", 'inventory.view' FROM "role_permissions" WHERE "permission" = 'products.view'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "role_permissions" WHERE "permission" = 'products.view';
--> statement-breakpoint
INSERT INTO "staff_user_permissions" ("user_id", "permission")
SELECT "user_id", 'inventory.view' FROM "staff_user_permissions" WHERE "permission" = 'products.view'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "staff_user_permissions" WHERE "permission" = 'products.view';
