/** SPEC.md section 4: a playlist advances at the end of a clip and wraps to the first after the last. */
export function nextClipIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}
