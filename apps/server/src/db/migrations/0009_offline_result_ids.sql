-- A client-made id per saved quiz (decision 027): a result sent again after going offline is recognised.
ALTER TABLE "results" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "results_user_client_uq" ON "results" USING btree ("user_id","client_id");