ALTER TABLE "properties" DROP CONSTRAINT "properties_payment_status_check";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "payment_status";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "payment_amount";
