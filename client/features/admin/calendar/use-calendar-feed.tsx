import type { ReactNode } from "react";
import { useRecentAuthentication } from "#client/components/use-recent-authentication.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import type { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useReplaceCalendarFeed } from "./api/use-replace-calendar-feed";
import { useCalendarT } from "./calendar-messages";
import { CalendarFeedCard } from "./CalendarFeedCard";

/** The calendar feed's card, and the "confirm it's you" a new address needs first (decision 0176). */
export function useCalendarFeed(message: ReturnType<typeof useTimedMessage>, own = false): { card: ReactNode; dialog: ReactNode } {
  const t = useCalendarT();
  const feed = trpc.calendarFeed.address.useQuery();
  const replace = useReplaceCalendarFeed();
  const { withRecentAuthentication, dialog } = useRecentAuthentication();
  const onReplace = () =>
    withRecentAuthentication(() => replace.mutateAsync()).then(
      () => message.showSuccess(t("feed.replaced")),
      (error: unknown) => message.showError(errorMessage(error, t("feed.replaceFailed"))),
    );
  const state = queryState(feed, (address) => ({ url: address.url }), t("feed.loadFailed"));
  return { card: <CalendarFeedCard feed={state} rotating={replace.isPending} onRotate={() => void onReplace()} own={own} />, dialog };
}
