/** The router's last-resort fallback (SPEC.md section 8): "Unexpected Application Error!" with the reason. */
export function RouteErrorScreen({ error }: { error: Error }) {
  return (
    <main role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-red-800">{error.message || error.name}</p>
      <a className="mt-6 inline-block font-semibold text-brand-700 underline" href="/">
        Home
      </a>
    </main>
  );
}
