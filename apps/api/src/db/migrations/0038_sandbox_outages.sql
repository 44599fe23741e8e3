-- The sandbox gateway's outages (unresponsive, webhooks dropped), started and ended by the fault drill.
CREATE TABLE "sandbox_outages" (
	"kind" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
