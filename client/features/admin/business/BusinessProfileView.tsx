import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Checkbox,
  Container,
  Fieldset,
  FileInput,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { AdminPageHeader } from "../common/AdminPageHeader";
import { PHOTO_TYPES, type BusinessProfile, type UpdateBusinessInput } from "#server/shared/business-profile.schema.ts";
import { LAYOUT } from "#server/shared/design-tokens.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useBusinessT } from "./business-messages";
import { formValuesOf, toBusinessInput, validateBusinessForm, type BusinessFormValues } from "./business-form";

export type BusinessProfileViewProps = {
  profile: BusinessProfile;
  /** Uploads a preparer's or the hero's photo and resolves with its URL; rejects with a message to show. */
  onUploadPhoto: (file: File) => Promise<string>;
  saving: boolean;
  message: TimedMessage | null;
  onSave: (input: UpdateBusinessInput) => void;
  appointmentsHref: string;
  /** What follows the profile: the site's texts (decision 0244) and the office's settings (decision 0242). */
  settings?: ReactNode;
};

/** /admin/business: the facts every page, email and search result shows about the office. */
export function BusinessProfileView({ profile, onUploadPhoto, saving, message, onSave, appointmentsHref, settings }: BusinessProfileViewProps) {
  const t = useBusinessT();
  const form = useForm<BusinessFormValues>({ initialValues: formValuesOf(profile), validate: validateBusinessForm });
  // The fields' bindings, named here rather than in the markup (which holds only texts to read).
  const field = {
    name: form.getInputProps("name"),
    city: form.getInputProps("city"),
    tagline: form.getInputProps("tagline"),
    phone: form.getInputProps("phone"),
    email: form.getInputProps("email"),
    street: form.getInputProps("street"),
    locality: form.getInputProps("locality"),
    region: form.getInputProps("region"),
    postalCode: form.getInputProps("postalCode"),
    latitude: form.getInputProps("latitude"),
    longitude: form.getInputProps("longitude"),
    about: form.getInputProps("about"),
    aboutEs: form.getInputProps("aboutEs"),
    foundedYear: form.getInputProps("foundedYear"),
    walkIns: form.getInputProps("walkIns", { type: "checkbox" }),
  };

  /** Uploads at once: the saved profile then names the photo by its URL. */
  function uploadPhoto(field: string, file: File | null) {
    if (!file) return;
    form.clearFieldError(field);
    onUploadPhoto(file).then(
      (url) => form.setFieldValue(field, url),
      (error: unknown) => form.setFieldError(field, error instanceof Error ? error.message : String(error)),
    );
  }
  const preparersError = form.errors.preparersList;

  return (
    <Container py="xl">
      <Stack gap="lg" maw={LAYOUT.measure}>
        <AdminPageHeader title={t("business.title")} homeHref={appointmentsHref} />
        {profile.is_placeholder && (
          <Alert color="gray" variant="light" role="status">
            <Text fw={700}>{t("business.placeholderTitle")}</Text>
            <Text size="sm">{t("business.placeholderIntro")}</Text>
            <List size="sm" mt={4}>
              <List.Item>{t("business.placeholderLegal")}</List.Item>
              <List.Item>{t("business.placeholderTestimonials")}</List.Item>
            </List>
          </Alert>
        )}
        <ActionMessage message={message} />
        <form noValidate onSubmit={form.onSubmit((values) => onSave(toBusinessInput(values)))}>
          <Stack gap="lg">
            <Fieldset legend={t("business.business")}>
              <Stack gap="sm">
                <TextInput label={t("business.name")} required {...field.name} />
                <TextInput label={t("business.city")} description={t("business.cityHint")} required {...field.city} />
                <TextInput label={t("business.tagline")} required {...field.tagline} />
              </Stack>
            </Fieldset>
            <Fieldset legend={t("business.contact")}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t("business.phone")} type="tel" autoComplete="tel" required {...field.phone} />
                <TextInput label={t("business.email")} type="email" required {...field.email} />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t("business.address")}>
              <Stack gap="sm">
                <TextInput label={t("business.street")} required {...field.street} />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput label={t("business.locality")} required {...field.locality} />
                  <TextInput label={t("business.region")} required maxLength={2} {...field.region} />
                  <TextInput label={t("business.postalCode")} required {...field.postalCode} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t("business.latitude")} inputMode="decimal" required {...field.latitude} />
                  <TextInput label={t("business.longitude")} inputMode="decimal" required {...field.longitude} />
                </SimpleGrid>
                <Text size="sm">{t("business.mapHint")}</Text>
              </Stack>
            </Fieldset>
            <Fieldset legend={t("business.homePage")}>
              <Stack gap="sm">
                <Group gap="md" align="flex-end" wrap="wrap">
                  {form.values.heroPhoto ? (
                    <Image src={form.values.heroPhoto} alt="" w={160} h={100} radius="md" fit="cover" />
                  ) : (
                    <Text size="sm" w={160}>
                      {t("business.heroIllustration")}
                    </Text>
                  )}
                  <FileInput
                    label={t("business.heroPhoto")}
                    description={t("business.heroPhotoHint")}
                    placeholder={t(form.values.heroPhoto ? "business.photoChooseAnother" : "business.photoChoose")}
                    leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
                    accept={PHOTO_TYPES.join(",")}
                    clearable={false}
                    value={null}
                    onChange={(file) => uploadPhoto("heroPhoto", file)}
                    error={form.errors.heroPhoto}
                    flex={1}
                    miw={220}
                  />
                  {form.values.heroPhoto && (
                    <Button variant="subtle" onClick={() => form.setFieldValue("heroPhoto", null)}>
                      {t("business.heroUseIllustration")}
                    </Button>
                  )}
                </Group>
                <TextInput
                  label={t("business.foundedYear")}
                  description={t("business.foundedYearHint", { city: form.values.locality })}
                  inputMode="numeric"
                  maxLength={4}
                  w={{ base: "100%", sm: 240 }}
                  {...field.foundedYear}
                />
                <Checkbox label={t("business.walkIns")} description={t("business.walkInsHint")} {...field.walkIns} />
              </Stack>
            </Fieldset>
            <Fieldset legend={t("business.aboutPage")}>
              <Textarea
                label={t("business.about")}
                description={t("business.aboutHint")}
                autosize
                minRows={6}
                required
                {...field.about}
              />
              <Textarea label={t("business.aboutEs")} description={t("business.aboutEsHint")} autosize minRows={6} mt="md" {...field.aboutEs} />
            </Fieldset>
            <Fieldset legend={t("business.preparers")}>
              <Stack gap="sm">
                {form.values.preparers.length === 0 && <Text size="sm">{t("business.noPreparers")}</Text>}
                {form.values.preparers.map((preparer, index) => (
                  <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
                    <SimpleGrid cols={{ base: 1, sm: 2 }} flex={1}>
                      <TextInput label={t("business.preparerName")} required {...form.getInputProps(`preparers.${index}.name`)} />
                      <TextInput label={t("business.preparerRole")} placeholder={t("business.preparerRoleExample")} required {...form.getInputProps(`preparers.${index}.role`)} />
                      <TextInput label={t("business.credentials")} placeholder={t("business.credentialsExample")} {...form.getInputProps(`preparers.${index}.credentials`)} />
                      <Group gap="sm" wrap="nowrap" align="flex-end">
                        <Avatar src={preparer.photo} alt="" size={48} radius="xl" />
                        <FileInput
                          label={t("business.photo")}
                          description={t(preparer.photo ? "business.photoReplaceHint" : "business.photoHint")}
                          placeholder={t(preparer.photo ? "business.photoChooseAnother" : "business.photoChoose")}
                          leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
                          accept={PHOTO_TYPES.join(",")}
                          clearable={false}
                          value={null}
                          onChange={(file) => uploadPhoto(`preparers.${index}.photo`, file)}
                          error={form.errors[`preparers.${index}.photo`]}
                          flex={1}
                        />
                      </Group>
                    </SimpleGrid>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      aria-label={preparer.name ? t("business.removePreparer", { name: preparer.name }) : t("business.removeUnnamedPreparer")}
                      onClick={() => form.removeListItem("preparers", index)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ))}
                {preparersError && (
                  <Text c="red.8" size="sm" role="alert">
                    {preparersError}
                  </Text>
                )}
                <Button
                  variant="light"
                  w="fit-content"
                  onClick={() => form.insertListItem("preparers", { name: "", role: "", credentials: "", photo: null })}
                >
                  {t("business.addPreparer")}
                </Button>
              </Stack>
            </Fieldset>
            <Button type="submit" loading={saving} w="fit-content">
              {t("business.save")}
            </Button>
          </Stack>
        </form>
        {settings}
      </Stack>
    </Container>
  );
}
