/**
 * Shown while the site settings load: the hero's and the first section's shapes, so the page does not
 * jump when the content arrives.
 */
export function HomeSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" role="status" aria-live="polite" data-testid="home-skeleton">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex min-h-[calc(100svh-4rem)] items-center bg-brand-900 px-4 py-16">
        <div className="mx-auto grid w-full max-w-7xl animate-pulse items-center gap-10 lg:grid-cols-[1fr_380px]">
          <div className="space-y-5">
            <div className="h-4 w-32 rounded bg-white/20" />
            <div className="h-12 w-full max-w-lg rounded bg-white/20 sm:h-16" />
            <div className="h-8 w-2/3 max-w-sm rounded bg-white/15" />
            <div className="h-5 w-full max-w-xl rounded bg-white/10" />
            <div className="flex flex-wrap gap-3 pt-3">
              <div className="h-12 w-40 rounded-lg bg-white/20" />
              <div className="h-12 w-40 rounded-lg bg-white/15" />
              <div className="h-12 w-24 rounded-lg bg-white/10" />
            </div>
          </div>
          <div className="h-64 rounded-2xl bg-white/15" />
        </div>
      </div>
      <div aria-hidden="true" className="bg-brand-800 px-4 py-14">
        <div className="mx-auto grid max-w-6xl animate-pulse gap-4 sm:grid-cols-3">
          <div className="h-28 rounded-xl bg-white/10" />
          <div className="h-28 rounded-xl bg-white/10" />
          <div className="h-28 rounded-xl bg-white/10" />
        </div>
      </div>
    </div>
  );
}
