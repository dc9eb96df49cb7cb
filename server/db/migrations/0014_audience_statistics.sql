-- D36: who looks for whom follows the gender (mostly the other one). Without statistics on the pair,
-- the planner multiplies their frequencies, expects a quarter of the members where an audience has
-- none (a woman looking for a man who filters for women), and walks the whole order index.
CREATE STATISTICS IF NOT EXISTS "profiles_gender_looking_for_stats" (mcv, dependencies) ON "gender", "looking_for" FROM "profiles";--> statement-breakpoint
ANALYZE "profiles";
