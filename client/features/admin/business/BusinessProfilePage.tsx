import type { UpdateBusinessInput } from "#server/shared/business-profile.schema.ts";
import { paths } from "#client/app/paths.ts";
import { useBusiness } from "#client/lib/business.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { businessT, type BusinessT, useBusinessT } from "./business-messages";
import { BusinessProfileView } from "./BusinessProfileView";
import { useUpdateBusiness } from "./api/use-update-business";

/** Sends the file as it is, with its own type (POST /api/business/photos); resolves with its URL. */
async function uploadPhoto(file: File, t: BusinessT = businessT): Promise<string> {
  const response = await fetch("/api/business/photos", { method: "POST", headers: { "content-type": file.type }, body: file });
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !body.url) throw new Error(body.message ?? t("business.photoUploadFailed"));
  return body.url;
}

export function BusinessProfilePage() {
  usePageMeta("/admin/business");
  const t = useBusinessT();
  const business = useBusiness();
  const message = useTimedMessage();
  const save = useUpdateBusiness({
    onSuccess: () => message.showSuccess(t("business.saved")),
    onError: (error) => message.showError(errorMessage(error, t("business.saveFailed"))),
  });

  return (
    <BusinessProfileView
      profile={business}
      onUploadPhoto={(file) => uploadPhoto(file, t)}
      saving={save.isPending}
      message={message.message}
      onSave={(input: UpdateBusinessInput) => save.mutate(input)}
      appointmentsHref={paths.admin}
    />
  );
}
