CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon_name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "practice_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"level" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"instructions" text NOT NULL,
	"benefits" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_practice_id" uuid NOT NULL,
	"duration_minutes" integer NOT NULL,
	"rating" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"mood_before" jsonb,
	"mood_after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"traditional_rating" integer NOT NULL,
	"traditional_evidence" text NOT NULL,
	"scientific_rating" integer NOT NULL,
	"scientific_evidence" text NOT NULL,
	"cultural_origins" text[] NOT NULL,
	"risks" text[] NOT NULL,
	"contraindications" text[] NOT NULL,
	"preparation_requirements" text[] NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_text)) STORED,
	"sort_order" integer NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practices_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"practice_id" uuid,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"difficulty" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"optimal_for" text NOT NULL,
	"instructions" text NOT NULL,
	"reasoning" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"completed_sessions" integer DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_session_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "practice_levels" ADD CONSTRAINT "practice_levels_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_practice_id_user_practices_id_fk" FOREIGN KEY ("user_practice_id") REFERENCES "public"."user_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_category_id_practice_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."practice_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_practices" ADD CONSTRAINT "user_practices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_practices" ADD CONSTRAINT "user_practices_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_levels_practice_position_idx" ON "practice_levels" USING btree ("practice_id","position");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_created_idx" ON "practice_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "practices_category_idx" ON "practices" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "practices_search_idx" ON "practices" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "user_practices_user_idx" ON "user_practices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_practices_user_practice_idx" ON "user_practices" USING btree ("user_id","practice_id") WHERE "user_practices"."practice_id" is not null;