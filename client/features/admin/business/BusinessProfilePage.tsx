import type { UpdateBusinessInput } from "#server/shared/business-profile.schema.ts";
import { paths } from "#client/app/paths.ts";
import { useBusiness } from "#client/lib/business.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useBusinessT } from "./business-messages";
import { uploadImage, uploadPhoto } from "../common/upload-photo";
import { BrandSection } from "./BrandSection";
import { BusinessProfileView } from "./BusinessProfileView";
import { useUpdateBusiness } from "./api/use-update-business";
import { useUpdateOfficeSettings } from "./api/use-office-settings";
import { OfficeSettingsSection } from "./OfficeSettingsSection";
import { SiteCopySection } from "./SiteCopySection";
import { LegalPagesSection } from "./LegalPagesSection";
import { useState } from "react";
import type { LegalPageName } from "#server/shared/legal.schema.ts";
import { useUpdateSiteCopy } from "./api/use-site-copy";
import { useUpdateLegalPage } from "./api/use-legal-pages";
import { can } from "#server/shared/permissions.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useRole } from "#client/lib/session.ts";

export function BusinessProfilePage() {
  usePageMeta("/admin/business");
  const t = useBusinessT();
  const business = useBusiness();
  const message = useTimedMessage();
  const save = useUpdateBusiness({
    onSuccess: () => message.showSuccess(t("business.saved")),
    onError: (error) => message.showError(errorMessage(error, t("business.saveFailed"))),
  });
  const mayChangeSettings = can(useRole(), "settings");
  const settings = trpc.settings.get.useQuery(undefined, { enabled: mayChangeSettings });
  // Said beside the section's own button, far below the profile's message.
  const settingsMessage = useTimedMessage();
  const saveSettings = useUpdateOfficeSettings({
    onSuccess: () => settingsMessage.showSuccess(t("settings.saved")),
    onError: (error) => settingsMessage.showError(errorMessage(error, t("settings.saveFailed"))),
  });

  // The logo and colour save on their own, with their message beside their own button.
  const brandMessage = useTimedMessage();
  const saveBrand = useUpdateBusiness({
    onSuccess: () => brandMessage.showSuccess(t("brand.saved")),
    onError: (error) => brandMessage.showError(errorMessage(error, t("brand.saveFailed"))),
  });

  const copyMessage = useTimedMessage();
  const saveCopy = useUpdateSiteCopy({
    onSuccess: () => copyMessage.showSuccess(t("copy.saved")),
    onError: (error) => copyMessage.showError(errorMessage(error, t("copy.saveFailed"))),
  });

  const legal = trpc.legal.get.useQuery();
  const legalMessage = useTimedMessage();
  const [legalSaved, setLegalSaved] = useState<LegalPageName | null>(null);
  const saveLegal = useUpdateLegalPage({
    onSuccess: (_pages, { page }) => {
      setLegalSaved(page);
      legalMessage.showSuccess(t("legal.saved"));
    },
    onError: (error, { page }) => {
      setLegalSaved(page);
      legalMessage.showError(errorMessage(error, t("legal.saveFailed")));
    },
  });

  return (
    <BusinessProfileView
      profile={business}
      onUploadPhoto={(file) => uploadPhoto(file, t("business.photoUploadFailed"))}
      saving={save.isPending}
      message={message.message}
      onSave={(input: UpdateBusinessInput) => save.mutate(input)}
      appointmentsHref={paths.admin}
      settings={
        <>
          <BrandSection
            // A fresh editor from the saved logo and colour once they come back from a save.
            key={JSON.stringify(business.brand)}
            brand={business.brand}
            businessName={business.name}
            saving={saveBrand.isPending}
            message={brandMessage.message}
            onUploadLogo={(file) => uploadImage("/api/business/logo", file, t("brand.logoUploadFailed"))}
            onSave={(input) => saveBrand.mutate(input)}
          />
          <SiteCopySection
            // A fresh form from the saved texts once they come back from a save.
            key={JSON.stringify(business.copy)}
            business={business}
            saving={saveCopy.isPending}
            message={copyMessage.message}
            onSave={(body) => saveCopy.mutate(body)}
          />
          <LegalPagesSection
            legal={queryState(legal, (data) => ({ pages: data }), t("legal.loadFailed"))}
            saving={saveLegal.isPending ? (saveLegal.variables?.page ?? null) : null}
            message={legalSaved && legalMessage.message ? { page: legalSaved, message: legalMessage.message } : null}
            onSave={(page, body) => saveLegal.mutate({ page, ...body })}
            hrefs={{ privacy: paths.privacy, terms: paths.terms }}
          />
          {mayChangeSettings && (
            <OfficeSettingsSection
              settings={queryState(settings, (data) => ({ settings: data }), t("settings.loadFailed"))}
              saving={saveSettings.isPending}
              message={settingsMessage.message}
              onSave={(input) => saveSettings.mutate(input)}
              sampleReviewsHref={business.reviews.some((review) => review.sample) ? paths.adminReviews : null}
            />
          )}
        </>
      }
    />
  );
}
