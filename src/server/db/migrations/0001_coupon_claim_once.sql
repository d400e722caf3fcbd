-- A coupon is claimed once: once claimed_by is set it may not change to another person or back to
-- null (docs/rules/coupons.md, 'The atomic claim': the redemption race relies on it as the last line of
-- defence).
CREATE FUNCTION coupons_claim_once() RETURNS trigger AS $$
BEGIN
  IF OLD.claimed_by IS NOT NULL AND NEW.claimed_by IS DISTINCT FROM OLD.claimed_by THEN
    RAISE EXCEPTION 'coupon % is already claimed', OLD.code USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER coupons_claim_once_trigger BEFORE UPDATE ON coupons
  FOR EACH ROW EXECUTE FUNCTION coupons_claim_once();
