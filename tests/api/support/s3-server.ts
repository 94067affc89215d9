import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3StorageOptions } from "../../../src/server/lib/storage/s3-storage";

/** s3rver's built-in credentials: it checks every request's SigV4 signature against them. */
const ACCESS_KEY = "S3RVER";

/**
 * Runs s3rver and prints its port. s3rver seals ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps
 * in its legacy provider: so it runs in a process of its own started with --openssl-legacy-provider (the tests'
 * own process, and the server's, stay on the default provider).
 */
const RUNNER = `
const S3rver = require("s3rver");
const [directory, bucket] = process.argv.slice(1);
new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  .run()
  .then(({ port }) => console.log(JSON.stringify({ port })));
`;

export interface LocalS3 {
  /** What the S3_* variables (or createS3Storage) need to reach the bucket. */
  options: Omit<S3StorageOptions, "fetch">;
  /** The same as environment variables, for a server process. */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  stop: () => Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver 3.7, files in a temporary folder) with one empty bucket: the storage
 * code talks to it exactly as to AWS S3, R2 or MinIO (path-style addresses, signed requests).
 */
export async function startLocalS3(bucket = "church-uploads"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "church-s3-"));
  const child: ChildProcess = spawn(process.execPath, ["--openssl-legacy-provider", "-e", RUNNER, directory, bucket], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = /\{"port":\d+\}/.exec(out)?.[0];
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.stderr?.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code}: ${out}`)));
  });
  const options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    pathStyle: true,
  };
  return {
    options,
    env: {
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_PATH_STYLE: "true",
    },
    directory,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
