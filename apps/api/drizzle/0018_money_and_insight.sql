CREATE TYPE "public"."goal_period" AS ENUM('monthly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."goal_type" AS ENUM('revenue', 'room_nights', 'occupancy');--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period" "goal_period" NOT NULL,
	"type" "goal_type" NOT NULL,
	"year" integer NOT NULL,
	"month" integer,
	"value" bigint NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_value" CHECK ("goals"."value" >= 1),
	CONSTRAINT "goals_year" CHECK ("goals"."year" between 1000 and 9999),
	CONSTRAINT "goals_month" CHECK (("goals"."period" = 'yearly' and "goals"."month" is null) or ("goals"."period" = 'monthly' and "goals"."month" between 1 and 12))
);
--> statement-breakpoint
CREATE TABLE "night_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_date" date NOT NULL,
	"run_by_staff_id" uuid,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_audits_no_shows" CHECK ("night_audits"."no_shows" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tendered_cents" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_due_cents" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_currency" "payment_currency";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_audits" ADD CONSTRAINT "night_audits_run_by_staff_id_staff_users_id_fk" FOREIGN KEY ("run_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goals_period_unique" ON "goals" USING btree ("type","year",coalesce("month", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "night_audits_business_date_unique" ON "night_audits" USING btree ("business_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_tender" CHECK ("payments"."tendered_cents" is null or ("payments"."tendered_cents" >= "payments"."charged_cents" and "payments"."change_due_cents" >= 0 and "payments"."change_currency" is not null));--> statement-breakpoint
-- The new permission nightaudit.run, for the manager (every grantable permission) and the receptionist (who keeps
-- the desk at night). A fresh database gets it from the seed; one whose grants were already given gets it here.
INSERT INTO "role_permissions" ("role", "permission")
SELECT r.role::"staff_role", 'nightaudit.run'
FROM (VALUES ('manager'), ('receptionist')) AS r(role)
WHERE EXISTS (SELECT 1 FROM "hotel_settings" WHERE "role_defaults_given")
   OR EXISTS (SELECT 1 FROM "role_permissions")
ON CONFLICT DO NOTHING;
