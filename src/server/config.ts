import path from "node:path";
import { z } from "../shared/zod";
import { serverPaths } from "./paths";

/** Every environment variable the server reads; the README's configuration table mirrors this. */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_CONTENT: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http(s) URL" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Church website <no-reply@localhost>"),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  /** Also verifies the signature of Twilio's text webhook (/api/sms/inbound); alone, it receives texts without sending any. */
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().regex(/^\+[1-9]\d{6,14}$/, "TWILIO_FROM must be a phone number like +15595550100").optional(),
  /** End-to-end tests only: exposes /api/test/* (read the outbox, grant a role). Never set it in production. */
  E2E_TEST_ROUTES: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  /**
   * End-to-end tests only, with E2E_TEST_ROUTES: the instant the service schedule starts at (features/sermons/
   * service-clock.ts), so the tests never run into a scheduled service.
   */
  E2E_SERVICE_CLOCK: z.iso.datetime({ offset: true }).optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters (openssl rand -base64 32)").optional(),
  /** Admin portal: a session ends after this long without a request... */
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** ...and after this long in any case. */
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  /** Sign-in requests (password, code, magic link) one address may make per minute. */
  ADMIN_LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Members' sign-up and sign-in limits per address are multiplied by this: raise it when many members share
   * one address (the church's Wi-Fi on a Sunday), or for the end-to-end tests, which all come from 127.0.0.1.
   */
  MEMBER_AUTH_IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** Uploaded files (sermon notes, audio, artwork, event images) go to this S3-compatible bucket when set... */
  S3_BUCKET: z.string().optional(),
  /** ...at this endpoint (`https://s3.us-west-2.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`)... */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL" }).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` (default) addresses `endpoint/bucket/key` (MinIO, R2); `false` uses `bucket.endpoint/key` (AWS). */
  S3_PATH_STYLE: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  /**
   * Public responses (site settings, page texts, gallery, events, sermons, page HTML) are cached this many
   * seconds; a write through this server clears them at once. With several servers, another server's change
   * shows within this time. 0 computes every request.
   */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Bulk email: at most this many mails leave in any minute (the mail provider's limit). */
  EMAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Web Push: the site's VAPID key pair (base64url); unset, one is generated once and kept in DATA_DIR/vapid-keys.json. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, "VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{42,44}$/, "VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)").optional(),
  /** Who push services may contact about the site's notifications: mailto:you@church.org or an https address. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must start with mailto: or https://").optional(),
  /** Notifications: at most this many leave in any minute (each browser is one). */
  PUSH_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Online giving through Stripe when both are set; otherwise the demo provider that moves no money. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_").optional(),
  /** The webhook endpoint's signing secret (whsec_...): every webhook is checked against it. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_").optional(),
});

const TWILIO_KEYS = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

export type Config = z.infer<typeof configSchema> & {
  webDistDir: string;
  /** dist/site: the Astro build of the public pages (astro.config.ts). */
  siteDistDir: string;
  /** The site's address in links we send (emails, texts); defaults to this server on localhost. */
  publicUrl: string;
  /** Set when all three TWILIO_* variables are. */
  twilio?: { accountSid: string; authToken: string; from: string };
  /** Set when S3_BUCKET, S3_ENDPOINT and both keys are: uploads go to that bucket instead of DATA_DIR/uploads. */
  s3?: { bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; pathStyle: boolean };
  /** Set when both STRIPE_* variables are: giving goes through Stripe. */
  stripe?: { secretKey: string; webhookSecret: string };
};

const S3_KEYS = ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=` from a compose file) means "not set", as for DATABASE_URL; PORT would else be 0.
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v?.trim())));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const data = parsed.data;
  const twilioSet = TWILIO_KEYS.filter((key) => data[key]);
  // TWILIO_AUTH_TOKEN alone is enough to receive texts (the webhook responds in TwiML); sending needs all three.
  const webhookOnly = twilioSet.length === 1 && twilioSet[0] === "TWILIO_AUTH_TOKEN";
  if (twilioSet.length > 0 && twilioSet.length < TWILIO_KEYS.length && !webhookOnly) {
    throw new Error(`Invalid configuration:\n  Twilio needs all of ${TWILIO_KEYS.join(", ")}; only ${twilioSet.join(", ")} set`);
  }
  const s3Set = S3_KEYS.filter((key) => data[key]);
  if (s3Set.length > 0 && s3Set.length < S3_KEYS.length) {
    throw new Error(`Invalid configuration:\n  S3 storage needs all of ${S3_KEYS.join(", ")}; only ${s3Set.join(", ")} set`);
  }
  if (Boolean(data.VAPID_PUBLIC_KEY) !== Boolean(data.VAPID_PRIVATE_KEY)) {
    throw new Error("Invalid configuration:\n  Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY");
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = data;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new Error("Invalid configuration:\n  Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  }
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = data;
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = data;
  return {
    ...data,
    publicUrl: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ""),
    twilio: accountSid && authToken && from ? { accountSid, authToken, from } : undefined,
    s3:
      bucket && endpoint && accessKeyId && secretAccessKey
        ? { bucket, endpoint, region: data.S3_REGION, accessKeyId, secretAccessKey, pathStyle: data.S3_PATH_STYLE }
        : undefined,
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret } : undefined,
    DATA_DIR: path.resolve(data.DATA_DIR),
    webDistDir: serverPaths.webDist,
    siteDistDir: serverPaths.siteDist,
  };
}
