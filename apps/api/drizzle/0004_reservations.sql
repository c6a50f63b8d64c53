CREATE TYPE "public"."payment_status" AS ENUM('pending', 'partially_paid', 'paid');--> statement-breakpoint
CREATE TYPE "public"."reservation_category" AS ENUM('medical_visit', 'tour_operator_or_ngo', 'companies', 'tourism');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('reserved', 'in_progress', 'completed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."reservation_type" AS ENUM('online', 'front_desk');--> statement-breakpoint
CREATE TABLE "reservation_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"room_number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"guest_count" integer NOT NULL,
	"tariff_cents" integer NOT NULL,
	"raw_tariff_cents" integer NOT NULL,
	"promotion_id" uuid,
	"discount" integer DEFAULT 0 NOT NULL,
	"nights" jsonb NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reservation_rooms_dates" CHECK ("reservation_rooms"."start_date" < "reservation_rooms"."end_date"),
	CONSTRAINT "reservation_rooms_guests" CHECK ("reservation_rooms"."guest_count" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"client_id" uuid,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"currency" text NOT NULL,
	"raw_total_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"category" "reservation_category" NOT NULL,
	"type" "reservation_type" DEFAULT 'online' NOT NULL,
	"estimated_arrival_time" text,
	"additional_description" text,
	"guest_email" text NOT NULL,
	"guest_name" text NOT NULL,
	"guest_identification" text NOT NULL,
	"guest_phone" text NOT NULL,
	"guest_country" text NOT NULL,
	"status" "reservation_status" DEFAULT 'reserved' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"created_by_client_id" uuid,
	"created_by_staff_id" uuid,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates" CHECK ("reservations"."check_in" < "reservations"."check_out"),
	CONSTRAINT "reservations_totals" CHECK ("reservations"."total_cents" >= 0 and "reservations"."total_cents" <= "reservations"."raw_total_cents")
);
--> statement-breakpoint
ALTER TABLE "hotel_settings" ADD COLUMN "change_deadline_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_client_id_clients_id_fk" FOREIGN KEY ("created_by_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_rooms_reservation_idx" ON "reservation_rooms" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_unique" ON "reservations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reservations_client_check_in_idx" ON "reservations" USING btree ("client_id","check_in");--> statement-breakpoint
-- No double booking: two live (not cancelled) stays of one room may not share a night. Check-out day is
-- free for the next check-in ('[)' ranges). The GiST index also serves availability searches by overlap.
ALTER TABLE "reservation_rooms" ADD CONSTRAINT "reservation_rooms_no_overlap" EXCLUDE USING gist (
	"room_id" WITH =,
	daterange("start_date", "end_date", '[)') WITH &&
) WHERE (NOT "canceled");--> statement-breakpoint
-- Most-booked ranking and the dashboard's occupancy read live stays by date.
CREATE INDEX "reservation_rooms_live_dates_idx" ON "reservation_rooms" USING btree ("start_date") WHERE NOT "canceled";
