CREATE TYPE "public"."cash_count_kind" AS ENUM('opening', 'closing');--> statement-breakpoint
CREATE TYPE "public"."cash_session_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TYPE "public"."currency_unit_type" AS ENUM('bill', 'coin');--> statement-breakpoint
CREATE TABLE "cash_audit_counts" (
	"audit_id" uuid NOT NULL,
	"currency_unit_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"unit_value_cents" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cash_audit_counts_audit_id_currency_unit_id_pk" PRIMARY KEY("audit_id","currency_unit_id"),
	CONSTRAINT "cash_audit_counts_quantity" CHECK ("cash_audit_counts"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"session_id" uuid,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"observations" text
);
--> statement-breakpoint
CREATE TABLE "cash_session_counts" (
	"session_id" uuid NOT NULL,
	"kind" "cash_count_kind" NOT NULL,
	"currency_unit_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"unit_value_cents" bigint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cash_session_counts_session_id_kind_currency_unit_id_pk" PRIMARY KEY("session_id","kind","currency_unit_id"),
	CONSTRAINT "cash_session_counts_quantity" CHECK ("cash_session_counts"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "cash_session_status" DEFAULT 'open' NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"observations" text,
	CONSTRAINT "cash_sessions_closed" CHECK (("cash_sessions"."status" = 'open' and "cash_sessions"."closed_at" is null) or ("cash_sessions"."status" = 'closed' and "cash_sessions"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "currency_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"currency_code" text NOT NULL,
	"value_cents" bigint NOT NULL,
	"type" "currency_unit_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_units_value" CHECK ("currency_units"."value_cents" > 0),
	CONSTRAINT "currency_units_code" CHECK ("currency_units"."currency_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate" CHECK ("exchange_rates"."rate" >= 1 and "exchange_rates"."rate" <= 1000)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_session_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cash_session_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_audit_counts" ADD CONSTRAINT "cash_audit_counts_audit_id_cash_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."cash_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_audit_counts" ADD CONSTRAINT "cash_audit_counts_currency_unit_id_currency_units_id_fk" FOREIGN KEY ("currency_unit_id") REFERENCES "public"."currency_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_audits" ADD CONSTRAINT "cash_audits_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_audits" ADD CONSTRAINT "cash_audits_session_id_cash_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_session_counts" ADD CONSTRAINT "cash_session_counts_session_id_cash_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_session_counts" ADD CONSTRAINT "cash_session_counts_currency_unit_id_currency_units_id_fk" FOREIGN KEY ("currency_unit_id") REFERENCES "public"."currency_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_opened_by_staff_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_sessions" ADD CONSTRAINT "cash_sessions_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_audits_counted_idx" ON "cash_audits" USING btree ("counted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_sessions_one_open" ON "cash_sessions" USING btree ("status") WHERE "cash_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cash_sessions_opened_idx" ON "cash_sessions" USING btree ("opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_units_unique" ON "currency_units" USING btree ("currency_code","value_cents","type");--> statement-breakpoint
CREATE INDEX "exchange_rates_effective_idx" ON "exchange_rates" USING btree ("effective_from");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cash_session_id_cash_sessions_id_fk" FOREIGN KEY ("cash_session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_cash_session_id_cash_sessions_id_fk" FOREIGN KEY ("cash_session_id") REFERENCES "public"."cash_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_cash_session_idx" ON "payments" USING btree ("cash_session_id");--> statement-breakpoint
CREATE INDEX "refunds_cash_session_idx" ON "refunds" USING btree ("cash_session_id");