/** A chat message's author and time, in the live chat and in its moderation list. */
export function ChatByline({ name, at, time }: { name: string; at: string; time: { format: (date: Date) => string } }) {
  return (
    <p className="text-sm">
      <span className="font-semibold text-brand-900">{name}</span>{" "}
      <time className="text-xs text-slate-600" dateTime={at}>
        {time.format(new Date(at))}
      </time>
    </p>
  );
}
