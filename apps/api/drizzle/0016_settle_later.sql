-- The new permission frontdesk.settle_later (check a guest out with a balance still due) for the manager, who holds
-- every grantable permission by default. A fresh database gets it from the seed; one whose grants were already
-- given gets it here, once (as 0015 does for products.view).
INSERT INTO "role_permissions" ("role", "permission")
SELECT 'manager'::"staff_role", 'frontdesk.settle_later'
WHERE EXISTS (SELECT 1 FROM "hotel_settings" WHERE "role_defaults_given")
   OR EXISTS (SELECT 1 FROM "role_permissions")
ON CONFLICT DO NOTHING;
