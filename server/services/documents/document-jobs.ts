import type { DocumentsService } from "./documents.service";

/*
 * The documents' background work (decision 0254), run by every instance (server/main.ts), each
 * claiming its rows first so two instances never do one file or one appointment twice: the
 * malware check of new files and of those clamd could not check yet, the retention rule, and the
 * reminder of missing documents two days before an appointment.
 */

export type DocumentJobs = Pick<DocumentsService, "scanDue" | "eraseExpired" | "remindMissing" | "scannerAnswers">;

/** How often the checks run: a new upload waits at most this long for its scan. */
const POLL_MS = 2_000;
/** The retention rule and the reminders need no more than one pass a minute. */
const SLOW_EVERY = 30;

export function runDocumentJobs(jobs: DocumentJobs, onError: (error: unknown) => void, pollMs = POLL_MS) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let passes = 0;
  const pass = async () => {
    try {
      await jobs.scanDue();
      if (passes % SLOW_EVERY === 0) {
        await jobs.eraseExpired();
        await jobs.remindMissing();
      }
    } catch (error) {
      onError(error);
    }
    passes += 1;
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = null;
        if (timer) schedule();
      });
    }, pollMs);
    timer.unref();
  };
  return {
    start: () => schedule(),
    /** Stops after the pass in progress (a scan finishes rather than leave its claim to time out). */
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
