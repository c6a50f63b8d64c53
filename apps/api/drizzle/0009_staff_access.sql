ALTER TYPE "public"."staff_role" ADD VALUE 'accountant';--> statement-breakpoint
ALTER TYPE "public"."staff_role" ADD VALUE 'housekeeper';--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_user_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role" "staff_role" NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_permission_pk" PRIMARY KEY("role","permission")
);
--> statement-breakpoint
CREATE TABLE "staff_user_permissions" (
	"user_id" uuid NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "staff_user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "staff_user_roles" (
	"user_id" uuid NOT NULL,
	"role" "staff_role" NOT NULL,
	CONSTRAINT "staff_user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "identification" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_permissions" ADD CONSTRAINT "staff_user_permissions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_roles" ADD CONSTRAINT "staff_user_roles_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_user_roles_role_idx" ON "staff_user_roles" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_phone_unique" ON "staff_users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_identification_unique" ON "staff_users" USING btree (lower("identification"));--> statement-breakpoint
-- Each person keeps the role they had, now as their first role.
INSERT INTO "staff_user_roles" ("user_id", "role") SELECT "id", "role" FROM "staff_users";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "role";