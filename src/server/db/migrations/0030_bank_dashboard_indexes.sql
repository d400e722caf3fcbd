CREATE INDEX "properties_ordered_at_idx" ON "properties" USING btree ("ordered_at") WHERE "properties"."ordered_at" is not null;--> statement-breakpoint
CREATE INDEX "documents_certificates_unbilled_idx" ON "documents" USING btree ("uploaded_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "documents"."type" = 'certificate' and "documents"."billing_status" = 'pending';
