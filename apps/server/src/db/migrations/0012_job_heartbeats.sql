CREATE TABLE "job_heartbeats" (
	"job_id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"data" jsonb NOT NULL,
	"instance" text NOT NULL,
	"beat" timestamp with time zone DEFAULT now() NOT NULL
);
