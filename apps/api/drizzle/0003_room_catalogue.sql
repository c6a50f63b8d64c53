CREATE TYPE "public"."promotion_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TABLE "pricing_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"raw_tariff_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_periods_dates" CHECK ("pricing_periods"."start_date" <= "pricing_periods"."end_date"),
	CONSTRAINT "pricing_periods_tariff" CHECK ("pricing_periods"."raw_tariff_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_rooms" (
	"promotion_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	CONSTRAINT "promotion_rooms_promotion_id_room_id_pk" PRIMARY KEY("promotion_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"promotional_code" text NOT NULL,
	"discount" integer NOT NULL,
	"start_at" date NOT NULL,
	"expired_at" date NOT NULL,
	"status" "promotion_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_discount" CHECK ("promotions"."discount" between 1 and 90),
	CONSTRAINT "promotions_dates" CHECK ("promotions"."start_at" <= "promotions"."expired_at")
);
--> statement-breakpoint
CREATE TABLE "room_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"base_path" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_en" text NOT NULL,
	"alt_es" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing_periods" ADD CONSTRAINT "pricing_periods_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rooms" ADD CONSTRAINT "promotion_rooms_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rooms" ADD CONSTRAINT "promotion_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_images" ADD CONSTRAINT "room_images_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pricing_periods_room_dates_idx" ON "pricing_periods" USING btree ("room_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "promotion_rooms_room_idx" ON "promotion_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_name_unique" ON "promotions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree (upper("promotional_code"));--> statement-breakpoint
CREATE INDEX "promotions_active_dates_idx" ON "promotions" USING btree ("status","start_at","expired_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_images_position_unique" ON "room_images" USING btree ("room_id","position");