import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../../../src/server/lib/storage/s3-storage";

/** s3rver's built-in credentials: it checks every request's SigV4 signature against them. */
const ACCESS_KEY = "S3RVER";

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
 * An S3-compatible server on loopback (s3rver, files in a temporary folder) with one empty bucket: the storage
 * code talks to it exactly as to AWS S3, R2 or MinIO (path-style addresses, signed requests).
 */
export async function startLocalS3(bucket = "church-uploads"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "church-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
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
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
