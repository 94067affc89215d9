/** SPEC.md section 4: retries go 0 to 3; after the third, Retry reloads the whole page. */
export const MAX_RETRIES = 3;

export function nextRetryAction(retryCount: number): "reset" | "reload" {
  return retryCount >= MAX_RETRIES ? "reload" : "reset";
}
