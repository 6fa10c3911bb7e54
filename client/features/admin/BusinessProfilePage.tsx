import type { UpdateBusinessInput } from "../../../server/shared/business-profile.schema";
import { paths } from "../../app/paths";
import { useBusiness } from "../../lib/business";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { useTimedMessage } from "../../lib/use-timed-message";
import { BusinessProfileView, PROFILE_SAVE_FAILED, PROFILE_SAVED } from "./BusinessProfileView";

/** /admin/business (admins only, behind RequireAdmin). */
export function BusinessProfilePage() {
  usePageMeta("/admin/business");
  const business = useBusiness();
  const utils = trpc.useUtils();
  const message = useTimedMessage();
  const save = trpc.business.update.useMutation({
    onSuccess: (saved) => {
      // Every screen reading the profile follows at once.
      utils.business.get.setData(undefined, saved);
      message.showSuccess(PROFILE_SAVED);
    },
    onError: (error) => message.showError(errorMessage(error, PROFILE_SAVE_FAILED)),
  });

  return (
    <BusinessProfileView
      profile={business}
      saving={save.isPending}
      message={message.message}
      onSave={(input: UpdateBusinessInput) => save.mutate(input)}
      appointmentsHref={paths.admin}
    />
  );
}
