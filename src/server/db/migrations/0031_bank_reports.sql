CREATE INDEX "properties_ordered_idx" ON "properties" USING btree ("ordered_at");
