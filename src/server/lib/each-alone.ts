import type { EmailMessage, Mailer } from "./mail/mailer";

/**
 * Runs `work` for every item in turn, each on its own: one that throws never keeps the items after it from
 * their turn (one bad address, one broken record). When any threw, it rejects afterwards with an AggregateError
 * naming how many, so the job's caller still logs the failure.
 */
export async function eachAlone<T>(items: Iterable<T>, work: (item: T) => Promise<unknown>, what: string): Promise<void> {
  const failures: unknown[] = [];
  let total = 0;
  for (const item of items) {
    total += 1;
    try {
      await work(item);
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${total} ${what} failed`);
}

/** Sends each email on its own (see eachAlone): a failing address never keeps the mail from the others. */
export function sendEach(mailer: Mailer, messages: EmailMessage[]): Promise<void> {
  return eachAlone(messages, (message) => mailer.send(message), "emails");
}
