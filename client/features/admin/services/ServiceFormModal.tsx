import { Button, Checkbox, Group, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { SERVICE_LIMITS, serviceBody, type OfficeServiceAdmin, type ServiceBody } from "#server/shared/office-service.schema.ts";
import { useServiceDuration } from "#client/components/service-duration.ts";
import { zodFieldErrors } from "#client/lib/form-errors.ts";
import { useServicesT } from "./services-messages";

export type ServiceFormModalProps = {
  opened: boolean;
  /** The service being edited; null adds a new one. */
  service: OfficeServiceAdmin | null;
  /** Who may offer it: the office's preparers (none: the choice is not shown). */
  preparers: readonly { id: number; name: string }[];
  submitting: boolean;
  /** Resolves true once saved; the dialog then closes. */
  onSubmit: (body: ServiceBody) => Promise<boolean>;
  onClose: () => void;
};

type Values = {
  name: string;
  name_es: string;
  description: string;
  description_es: string;
  /** Dollars as typed; "" for no price. */
  price: number | string;
  price_from: boolean;
  /** The length in slots, as the select holds it. */
  slots: string;
  buffer_minutes: number | string;
  preparer_ids: string[];
};

const valuesOf = (service: OfficeServiceAdmin | null): Values => ({
  name: service?.name ?? "",
  name_es: service?.name_es ?? "",
  description: service?.description ?? "",
  description_es: service?.description_es ?? "",
  price: service?.price_cents === null || service === null ? "" : service.price_cents / 100,
  price_from: service?.price_from ?? false,
  slots: String(service?.slots ?? 1),
  buffer_minutes: service?.buffer_minutes ?? 0,
  preparer_ids: service?.preparers.map((preparer) => String(preparer.id)) ?? [],
});

/** What the form sends: the price in whole cents, or null when the field is empty. */
const bodyOf = (values: Values): ServiceBody => {
  const price = values.price === "" ? null : Math.round(Number(values.price) * 100);
  return {
    name: values.name,
    name_es: values.name_es,
    description: values.description,
    description_es: values.description_es,
    price_cents: price,
    price_from: price !== null && values.price_from,
    slots: Number(values.slots),
    // An emptied field keeps nothing free after it.
    buffer_minutes: values.buffer_minutes === "" ? 0 : Number(values.buffer_minutes),
    preparer_ids: values.preparer_ids.map(Number),
  };
};

/**
 * Adds or edits a service (decision 0237): its words in both languages, the price clients see, how
 * long it lasts and the time kept free after it (decision 0239), and who offers it. Each field says what is wrong in the server's own words (the shared schema).
 */
export function ServiceFormModal({ opened, service, preparers, submitting, onSubmit, onClose }: ServiceFormModalProps) {
  const t = useServicesT();
  const duration = useServiceDuration();
  const form = useForm<Values>({
    initialValues: valuesOf(service),
    validate: (values) => {
      const errors = zodFieldErrors(serviceBody, bodyOf(values));
      return { ...errors, price: errors.price_cents };
    },
  });
  const nameFixed = service?.booked === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={service ? t("form.editTitle", { name: service.name }) : t("form.addTitle")}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": t("form.closeDialog") }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          await onSubmit(bodyOf(values));
        })}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t("form.name")}
              required
              disabled={nameFixed}
              description={nameFixed ? t("form.nameFixed") : undefined}
              autoComplete="off"
              {...form.getInputProps("name")}
            />
            <TextInput label={t("form.nameEs")} lang="es" required autoComplete="off" {...form.getInputProps("name_es")} />
          </SimpleGrid>
          <Textarea label={t("form.description")} required autosize minRows={3} {...form.getInputProps("description")} />
          <Textarea label={t("form.descriptionEs")} lang="es" required autosize minRows={3} {...form.getInputProps("description_es")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t("form.price")}
              description={t("form.priceHint")}
              prefix="$"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              {...form.getInputProps("price")}
            />
            <Checkbox
              label={t("form.priceFrom")}
              mt={{ base: 0, sm: 34 }}
              disabled={form.values.price === ""}
              {...form.getInputProps("price_from", { type: "checkbox" })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t("form.slots")}
              description={t("form.slotsHint")}
              data={Array.from({ length: SERVICE_LIMITS.maxSlots }, (_, index) => ({ value: String(index + 1), label: duration(index + 1) }))}
              allowDeselect={false}
              {...form.getInputProps("slots")}
            />
            <NumberInput
              label={t("form.buffer")}
              description={t("form.bufferHint")}
              min={0}
              max={SERVICE_LIMITS.maxBufferMinutes}
              step={SERVICE_LIMITS.bufferStep}
              allowDecimal={false}
              {...form.getInputProps("buffer_minutes")}
            />
          </SimpleGrid>
          {preparers.length > 0 && (
            <MultiSelect
              label={t("form.preparers")}
              description={t("form.preparersHint")}
              data={preparers.map((preparer) => ({ value: String(preparer.id), label: preparer.name }))}
              clearable
              {...form.getInputProps("preparer_ids")}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={submitting}>
              {t("form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
