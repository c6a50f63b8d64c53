-- Every API instance keeps the room search's answers until what they are computed from changes: a statement
-- that changes one of these tables tells all of them, on commit (NOTIFY is dropped on a rollback, and repeated
-- ones in a transaction are delivered once).
CREATE FUNCTION notify_rooms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rooms_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['hotel_settings', 'rooms', 'room_beds', 'room_capacities', 'room_services',
    'services', 'room_images', 'pricing_periods', 'promotions', 'promotion_rooms', 'room_closures',
    'reservation_rooms']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION notify_rooms_changed()', source || '_rooms_changed', source);
  END LOOP;
END;
$$;
