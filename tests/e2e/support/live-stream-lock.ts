import { mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** One lock per e2e server (another checkout may run its own suite on another port). */
const LOCK = path.join(process.env.TMPDIR ?? tmpdir(), `church-e2e-live-stream-${process.env.E2E_PORT ?? 4173}.lock`);
/** A lock older than this was left by a worker that was killed; no test holds the stream that long. */
const STALE_MS = 5 * 60_000;

/**
 * Runs `work` while no other test holds the site's live stream. The live state is one for the whole site: a test
 * that switches it on (or expects it off) in one worker must not meet another worker's switch. A directory is the
 * lock, since creating one either succeeds or fails whole.
 */
export async function holdingTheLiveStream(work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
