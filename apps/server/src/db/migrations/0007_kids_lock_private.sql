-- Kids Lock closes the social side to learners under 10 (decision 021; 10 is KIDS_LOCK_AGE): from
-- now on they cannot post, comment, follow or make share links, and nobody can change an age. What
-- such accounts left before goes out of strangers' reach once: their use cases become private,
-- the share links to them and their comments are removed, and no one follows them or is followed
-- by them. Their saved use cases and notes were never public and stay as they are.
UPDATE usecases SET is_public = false
  WHERE is_public AND created_by IN (SELECT id FROM users WHERE age < 10);
--> statement-breakpoint
DELETE FROM usecase_shares
  WHERE usecase_id IN (SELECT id FROM usecases WHERE created_by IN (SELECT id FROM users WHERE age < 10));
--> statement-breakpoint
DELETE FROM usecase_comments WHERE user_id IN (SELECT id FROM users WHERE age < 10);
--> statement-breakpoint
DELETE FROM follows
  WHERE follower_id IN (SELECT id FROM users WHERE age < 10) OR followee_id IN (SELECT id FROM users WHERE age < 10);
