import type { UpdateBusinessInput } from "../../../server/shared/business-profile.schema";
import { paths } from "../../app/paths";
import { useBusiness } from "../../lib/business";
import { errorMessage } from "../../lib/error-message";
import { usePageMeta } from "../../lib/page-meta";
import { trpc } from "../../lib/trpc";
import { useTimedMessage } from "../../lib/use-timed-message";
import { BusinessProfileView, PROFILE_SAVE_FAILED, PROFILE_SAVED } from "./BusinessProfileView";

/** Sends the file as it is, with its own type (POST /api/business/photos); resolves with its URL. */
async function uploadPhoto(file: File): Promise<string> {
  const response = await fetch("/api/business/photos", { method: "POST", headers: { "content-type": file.type }, body: file });
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !body.url) throw new Error(body.message ?? PHOTO_UPLOAD_FAILED);
  return body.url;
}

export const PHOTO_UPLOAD_FAILED = "Failed to upload the photo.";

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
      onUploadPhoto={uploadPhoto}
      saving={save.isPending}
      message={message.message}
      onSave={(input: UpdateBusinessInput) => save.mutate(input)}
      appointmentsHref={paths.admin}
    />
  );
}
