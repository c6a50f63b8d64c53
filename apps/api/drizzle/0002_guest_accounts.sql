CREATE TYPE "public"."code_purpose" AS ENUM('password_reset', 'password_change');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TABLE "client_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"identification" text,
	"city" text,
	"country" text,
	"birth_date" date,
	"description" text,
	"profile_image" text,
	"password_hash" text,
	"google_sub" text,
	"status" "account_status" DEFAULT 'active' NOT NULL,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_tokens" ADD CONSTRAINT "client_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_tokens_hash_unique" ON "client_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_tokens_client_idx" ON "client_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_unique" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_phone_unique" ON "clients" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_identification_unique" ON "clients" USING btree (lower("identification"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_google_sub_unique" ON "clients" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "one_time_codes_client_idx" ON "one_time_codes" USING btree ("client_id","purpose");