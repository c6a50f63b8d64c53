CREATE TYPE "public"."account_status" AS ENUM('active', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."bed_type" AS ENUM('full', 'queen', 'king');--> statement-breakpoint
CREATE TYPE "public"."room_status" AS ENUM('available', 'reserved', 'cleaning', 'maintenance');--> statement-breakpoint
CREATE TYPE "public"."room_type" AS ENUM('single', 'double', 'triple', 'multiple');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('owner', 'manager', 'receptionist');--> statement-breakpoint
CREATE TABLE "hotel_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"landline" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"maps_url" text NOT NULL,
	"facebook_url" text NOT NULL,
	"instagram_url" text NOT NULL,
	"chat_url" text NOT NULL,
	"check_in_time" text DEFAULT '15:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"breakfast_included" boolean DEFAULT true NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"local_currency" text DEFAULT 'NIO' NOT NULL,
	"exchange_rate" numeric(12, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_settings_single_row" CHECK ("hotel_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "room_beds" (
	"room_id" uuid NOT NULL,
	"type" "bed_type" NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "room_beds_room_id_type_pk" PRIMARY KEY("room_id","type"),
	CONSTRAINT "room_beds_quantity" CHECK ("room_beds"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "room_capacities" (
	"room_id" uuid NOT NULL,
	"capacity" integer NOT NULL,
	"tariff_cents" integer NOT NULL,
	"is_exception" boolean DEFAULT false NOT NULL,
	CONSTRAINT "room_capacities_room_id_capacity_pk" PRIMARY KEY("room_id","capacity"),
	CONSTRAINT "room_capacities_capacity" CHECK ("room_capacities"."capacity" between 1 and 20),
	CONSTRAINT "room_capacities_tariff" CHECK ("room_capacities"."tariff_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_services" (
	"room_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "room_services_room_id_service_id_pk" PRIMARY KEY("room_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"type" "room_type" NOT NULL,
	"status" "room_status" DEFAULT 'available' NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_number_positive" CHECK ("rooms"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"is_availabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"status" "account_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_beds" ADD CONSTRAINT "room_beds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_capacities" ADD CONSTRAINT "room_capacities_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_services" ADD CONSTRAINT "room_services_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_services" ADD CONSTRAINT "room_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_services_service_idx" ON "room_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_number_unique" ON "rooms" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "services_code_unique" ON "services" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_en_unique" ON "services" USING btree (lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_es_unique" ON "services" USING btree (lower("name_es"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tokens_hash_unique" ON "staff_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_tokens_user_idx" ON "staff_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_unique" ON "staff_users" USING btree (lower("email"));