CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_a" text NOT NULL,
	"member_b" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" bigint,
	"unread_a" integer DEFAULT 0 NOT NULL,
	"unread_b" integer DEFAULT 0 NOT NULL,
	"shares_contact_a" boolean DEFAULT false NOT NULL,
	"shares_contact_b" boolean DEFAULT false NOT NULL,
	CONSTRAINT "conversations_ordered_pair" CHECK ("conversations"."member_a" < "conversations"."member_b"),
	CONSTRAINT "conversations_unread_not_negative" CHECK ("conversations"."unread_a" >= 0 and "conversations"."unread_b" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_id" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_body" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_a_users_id_fk" FOREIGN KEY ("member_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_b_users_id_fk" FOREIGN KEY ("member_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree ("member_a","member_b");--> statement-breakpoint
CREATE INDEX "conversations_a_activity_idx" ON "conversations" USING btree ("member_a","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_b_activity_idx" ON "conversations" USING btree ("member_b","last_activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_a_unread_idx" ON "conversations" USING btree ("member_a") WHERE "conversations"."unread_a" > 0;--> statement-breakpoint
CREATE INDEX "conversations_b_unread_idx" ON "conversations" USING btree ("member_b") WHERE "conversations"."unread_b" > 0;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "messages_flagged_created_idx" ON "messages" USING btree ("created_at") WHERE "messages"."flagged";