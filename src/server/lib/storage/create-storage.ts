import path from "node:path";
import type { Config } from "../../config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** S3 when S3_BUCKET (and its keys) are set, otherwise the local disk under DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, "DATA_DIR" | "s3">): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.DATA_DIR, "uploads"));
}
