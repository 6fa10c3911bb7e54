import { ActionIcon, Alert, Avatar, FileInput, Button, Container, Fieldset, Group, List, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { AdminPageHeader } from "./AdminPageHeader";
import { PHOTO_TYPES, type BusinessProfile, type UpdateBusinessInput } from "../../../server/shared/business-profile.schema";
import { ActionMessage } from "../../components/ActionMessage";
import type { TimedMessage } from "../../lib/use-timed-message";
import { formValuesOf, toBusinessInput, validateBusinessForm, type BusinessFormValues } from "./business-form";

export type BusinessProfileViewProps = {
  profile: BusinessProfile;
  /** Uploads a preparer's photo and resolves with its URL; rejects with a message to show. */
  onUploadPhoto: (file: File) => Promise<string>;
  saving: boolean;
  message: TimedMessage | null;
  onSave: (input: UpdateBusinessInput) => void;
  appointmentsHref: string;
};

export const PROFILE_SAVED = "Business profile saved. The site shows it from the next page load.";
export const PROFILE_SAVE_FAILED = "Failed to save the business profile.";

/** /admin/business: the facts every page, email and search result shows about the office. */
export function BusinessProfileView({ profile, onUploadPhoto, saving, message, onSave, appointmentsHref }: BusinessProfileViewProps) {
  const form = useForm<BusinessFormValues>({ initialValues: formValuesOf(profile), validate: validateBusinessForm });

  function uploadPhoto(index: number, file: File | null) {
    if (!file) return;
    const field = `preparers.${index}.photo`;
    form.clearFieldError(field);
    onUploadPhoto(file).then(
      (url) => form.setFieldValue(field, url),
      (error: unknown) => form.setFieldError(field, error instanceof Error ? error.message : String(error)),
    );
  }
  const preparersError = form.errors.preparersList;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <AdminPageHeader title="Business Profile" homeHref={appointmentsHref} />
        {profile.is_placeholder && (
          <Alert color="gray" variant="light" role="status">
            <Text fw={700}>Finish your business profile</Text>
            <Text size="sm">The site shows placeholder details until you save this page. Before you open, also replace:</Text>
            <List size="sm" mt={4}>
              <List.Item>the privacy policy and terms of service, which are templates for your counsel to review;</List.Item>
              <List.Item>the testimonials on the home page, with real clients&apos; words and permission.</List.Item>
            </List>
          </Alert>
        )}
        <ActionMessage message={message} />
        <form noValidate onSubmit={form.onSubmit((values) => onSave(toBusinessInput(values)))}>
          <Stack gap="lg">
            <Fieldset legend="Business">
              <Stack gap="sm">
                <TextInput label="Business name" required {...form.getInputProps("name")} />
                <TextInput label="City (for page titles)" description="For example: Fresno, CA" required {...form.getInputProps("city")} />
                <TextInput label="Tagline" required {...form.getInputProps("tagline")} />
              </Stack>
            </Fieldset>
            <Fieldset legend="Contact">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Phone" type="tel" autoComplete="tel" required {...form.getInputProps("phone")} />
                <TextInput label="Public email" type="email" required {...form.getInputProps("email")} />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend="Address and map">
              <Stack gap="sm">
                <TextInput label="Street address" required {...form.getInputProps("street")} />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput label="Town or city" required {...form.getInputProps("locality")} />
                  <TextInput label="State" required maxLength={2} {...form.getInputProps("region")} />
                  <TextInput label="ZIP code" required {...form.getInputProps("postalCode")} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Latitude" inputMode="decimal" required {...form.getInputProps("latitude")} />
                  <TextInput label="Longitude" inputMode="decimal" required {...form.getInputProps("longitude")} />
                </SimpleGrid>
                <Text size="sm">The map marker stands here. In Google Maps, right-click the office and pick the numbers at the top.</Text>
              </Stack>
            </Fieldset>
            <Fieldset legend="About page">
              <Textarea
                label="About text"
                description="Separate paragraphs with a blank line."
                autosize
                minRows={6}
                required
                {...form.getInputProps("about")}
              />
            </Fieldset>
            <Fieldset legend="Preparers">
              <Stack gap="sm">
                {form.values.preparers.length === 0 && <Text size="sm">No preparers are shown on the About page yet.</Text>}
                {form.values.preparers.map((preparer, index) => (
                  <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
                    <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                      <TextInput label="Name" required {...form.getInputProps(`preparers.${index}.name`)} />
                      <TextInput label="Role" placeholder="Owner, Tax preparer" required {...form.getInputProps(`preparers.${index}.role`)} />
                      <TextInput label="Credentials" placeholder="EA, CPA, CTEC A123456" {...form.getInputProps(`preparers.${index}.credentials`)} />
                      <Group gap="sm" wrap="nowrap" align="flex-end">
                        <Avatar src={preparer.photo} alt="" size={48} radius="xl" />
                        <FileInput
                          label="Photo"
                          description={preparer.photo ? "Choose another file to replace it (JPEG, PNG or WebP, at most 2 MB)" : "JPEG, PNG or WebP, at most 2 MB"}
                          accept={PHOTO_TYPES.join(",")}
                          clearable={false}
                          value={null}
                          onChange={(file) => uploadPhoto(index, file)}
                          error={form.errors[`preparers.${index}.photo`]}
                          style={{ flex: 1 }}
                        />
                      </Group>
                    </SimpleGrid>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      aria-label={`Remove ${preparer.name || "this preparer"}`}
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
                  style={{ alignSelf: "flex-start" }}
                  onClick={() => form.insertListItem("preparers", { name: "", role: "", credentials: "", photo: null })}
                >
                  Add a preparer
                </Button>
              </Stack>
            </Fieldset>
            <Button type="submit" loading={saving} style={{ alignSelf: "flex-start" }}>
              Save profile
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
