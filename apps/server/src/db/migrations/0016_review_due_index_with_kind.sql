-- The review summary counts a learner's items due today by kind: with the kind in the (user_id, due)
-- index, it reads the index alone instead of each item's row (decision 041).
DROP INDEX "review_items_user_due_idx";--> statement-breakpoint
CREATE INDEX "review_items_user_due_idx" ON "review_items" USING btree ("user_id","due","item_type");
