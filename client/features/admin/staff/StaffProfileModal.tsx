import { Avatar, Button, Checkbox, FileInput, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPhotoUp } from "@tabler/icons-react";
import { useState } from "react";
import { PHOTO_TYPES } from "#server/shared/business-profile.schema.ts";
import { SPOKEN_LANGUAGES, staffProfileBody, type StaffMember, type StaffProfileBody } from "#server/shared/staff.schema.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import { useLanguageNames } from "#client/lib/spoken-languages.ts";
import { useStaffT } from "./staff-messages";

export type StaffProfileModalProps = {
  /** Whose profile; the dialog is open while it is set. */
  member: StaffMember | null;
  submitting: boolean;
  /** Uploads a photo and resolves with its URL; rejects with a sentence to show. */
  onUploadPhoto: (file: File) => Promise<string>;
  /** Resolves true once saved; the dialog then closes. */
  onSubmit: (profile: StaffProfileBody) => Promise<boolean>;
  onClose: () => void;
};

type Values = { photo: string | null; credentials: string; languages: string[]; bio: string; on_about: boolean };

/**
 * What clients see of a member of the staff (decision 0238): a photo, credentials, the languages
 * they speak (named in the page's language) and a few sentences. The booking page's choice of
 * preparer shows the photo, credentials and languages; the About page's team, for those the owner
 * shows there (decision 0240), all of it.
 */
export function StaffProfileModal({ member, submitting, onUploadPhoto, onSubmit, onClose }: StaffProfileModalProps) {
  const t = useStaffT();
  const languages = useLanguageNames();
  const [uploading, setUploading] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      photo: member?.profile.photo ?? null,
      credentials: member?.profile.credentials ?? "",
      languages: member?.profile.languages ?? [],
      bio: member?.profile.bio ?? "",
      on_about: member?.profile.on_about ?? false,
    },
    validate: (values) => zodFieldErrors(staffProfileBody, values),
  });

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    form.clearFieldError("photo");
    try {
      form.setFieldValue("photo", await onUploadPhoto(file));
    } catch (error) {
      form.setFieldError("photo", error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? t("profile.title", { name: member.name }) : ""}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("deactivate.closeDialog") }}
    >
      {member && (
        <form noValidate onSubmit={form.onSubmit(async (values) => void (await onSubmit(values as StaffProfileBody)))}>
          <Stack gap="md">
            <Group align="flex-end" gap="md" wrap="nowrap">
              <Avatar src={form.values.photo} alt="" name={member.name} variant="filled" color="gray.7" size={64} radius="xl" aria-hidden />
              <FileInput
                label={t("profile.photo")}
                description={t("profile.photoHint")}
                placeholder={t(form.values.photo ? "profile.photoChooseAnother" : "profile.photoChoose")}
                leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
                accept={PHOTO_TYPES.join(",")}
                clearable={false}
                value={null}
                disabled={uploading}
                onChange={(file) => void upload(file)}
                error={form.errors.photo}
                flex={1}
              />
              {form.values.photo && (
                <Button variant="default" onClick={() => form.setFieldValue("photo", null)}>
                  {t("profile.photoRemove")}
                </Button>
              )}
            </Group>
            <TextInput label={t("profile.credentials")} description={t("profile.credentialsHint")} autoComplete="off" {...form.getInputProps("credentials")} />
            <MultiSelect
              label={t("profile.languages")}
              data={SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languages.name(code) }))}
              searchable
              clearable
              {...form.getInputProps("languages")}
            />
            <Textarea label={t("profile.bio")} description={t("profile.bioHint")} autosize minRows={3} {...form.getInputProps("bio")} />
            <Checkbox label={t("profile.onAbout")} description={t("profile.onAboutHint")} {...form.getInputProps("on_about", { type: "checkbox" })} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t("profile.cancel")}
              </Button>
              <Button type="submit" loading={submitting} disabled={uploading}>
                {t("profile.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
