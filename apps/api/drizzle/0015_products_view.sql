-- The new permission products.view (see products and their stock) for the roles that hold it by default. A fresh
-- database has no grants yet: the seed gives every role its defaults, products.view among them. A database whose
-- grants were already given (the flag of 0011, or grants from before it) gets the new permission here, once.
INSERT INTO "role_permissions" ("role", "permission")
SELECT "role"::"staff_role", 'products.view'
FROM (VALUES ('manager'), ('receptionist'), ('accountant')) AS defaults ("role")
WHERE EXISTS (SELECT 1 FROM "hotel_settings" WHERE "role_defaults_given")
   OR EXISTS (SELECT 1 FROM "role_permissions")
ON CONFLICT DO NOTHING;
