-- The copy triggers of 0010 and 0011, tightened (decision 0009): the profile they copy from is read FOR
-- SHARE, so a rename committing meanwhile is waited for and its new value copied; and a client's
-- profile is written only when a copied value changes, so unrelated property updates leave no dead rows.
CREATE OR REPLACE FUNCTION properties_copy_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT name, email INTO NEW.client_name, NEW.client_email FROM profiles WHERE id = NEW.client_id FOR SHARE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_copy_to_client() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  auditor_name text;
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.client_id IS DISTINCT FROM NEW.client_id) THEN
    UPDATE profiles SET property_status = 'new', property_ordered_at = NULL, property_address = NULL,
      property_coupon_code = NULL, property_auditor_name = NULL
    WHERE id = OLD.client_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT name INTO auditor_name FROM profiles WHERE id = NEW.auditor_id FOR SHARE;
    UPDATE profiles SET property_status = NEW.status, property_ordered_at = NEW.ordered_at,
      property_address = NEW.address, property_coupon_code = NEW.coupon_code,
      property_auditor_name = auditor_name
    WHERE id = NEW.client_id
      AND (property_status, property_ordered_at, property_address, property_coupon_code, property_auditor_name)
        IS DISTINCT FROM (NEW.status, NEW.ordered_at, NEW.address, NEW.coupon_code, auditor_name);
  END IF;
  RETURN NULL;
END $$;
