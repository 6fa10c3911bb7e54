import { Alert, Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import type { BookForClientInput } from "#server/shared/appointment.schema.ts";
import { LOCALE_NAMES, LOCALES, type Locale } from "#server/shared/i18n/locales.ts";
import type { OfficeService } from "#server/shared/office-service.schema.ts";
import { ActionMessage } from "#client/components/ActionMessage.tsx";
import { BusinessCalendar, type CalendarDays } from "#client/components/BusinessCalendar.tsx";
import { useServiceName } from "#client/components/service-name.ts";
import { SlotPicker, type SlotsState } from "#client/components/SlotPicker.tsx";
import { formatDateKey, type DateKey } from "#client/lib/business-time.ts";
import type { TimedMessage } from "#client/lib/use-timed-message.ts";
import { useAppointmentsT } from "./appointments-messages";

export type BookForClientModalProps = {
  opened: boolean;
  timeZone: string;
  today: DateKey;
  calendarDays?: CalendarDays;
  date: DateKey | null;
  onDateChange: (date: DateKey) => void;
  slots: SlotsState;
  slot: string | null;
  onSlotChange: (slot: string) => void;
  /** Existing clients matching what was typed in the client field. */
  clientOptions: { value: string; label: string }[];
  onClientSearch: (query: string) => void;
  submitting: boolean;
  /** Why the last attempt failed (the slot was taken meanwhile, the email is a staff one...). */
  message: TimedMessage | null;
  /** The services clients can book, in the office's order (decision 0237). */
  services: readonly OfficeService[];
  /** The service chosen: the free times and the preparers offered follow who offers it. */
  onServiceChange?: (service: string) => void;
  onSubmit: (input: Omit<BookForClientInput, "appointment_time" | "preparer_id">) => void;
  onClose: () => void;
  /** In an office with two or more preparers: whom the client will see, "First available" (null) unless chosen (decision 0231). */
  preparerChoice?: { choices: readonly { id: number; name: string }[]; value: number | null; onChange: (preparerId: number | null) => void } | null;
};

const FIRST_AVAILABLE = "first-available";

/** `reach`: a new client's email or phone, either (decision 0235). */
type RequiredChoice = "client" | "fullName" | "reach" | "service" | "time";

/** The office books, confirmed, for a client who phoned in: an existing client or a new one. */
export function BookForClientModal(props: BookForClientModalProps) {
  const t = useAppointmentsT();
  const serviceName = useServiceName();
  const { opened, timeZone, today, date, slot, submitting, message, onClose } = props;
  const [mode, setMode] = useState<"existing" | "new">("existing");
  // The chosen client's option is kept: typing its label searches again, and the new results may not hold it.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const clientId = chosen?.value ?? null;
  const options =
    chosen && !props.clientOptions.some((option) => option.value === chosen.value) ? [chosen, ...props.clientOptions] : props.clientOptions;
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  // The language of the new client's confirmation and welcome emails.
  const [locale, setLocale] = useState<Locale>("en");
  const [service, setService] = useState<string | null>(null);
  // What is missing, said at its own field once booking was asked for; a field's message goes when it is filled.
  const [missing, setMissing] = useState<Partial<Record<RequiredChoice, true>>>({});
  const filled = (choice: RequiredChoice) => setMissing(({ [choice]: _, ...rest }) => rest);

  function submit() {
    const found: Partial<Record<RequiredChoice, true>> = {
      ...(mode === "existing" && !clientId && { client: true }),
      ...(mode === "new" && !fullName.trim() && { fullName: true }),
      ...(mode === "new" && !email.trim() && !phone.trim() && { reach: true }),
      ...(!service && { service: true }),
      ...(!slot && { time: true }),
    };
    setMissing(found);
    if (Object.keys(found).length > 0 || !service) return;
    const client =
      mode === "existing"
        ? { client_id: Number(clientId) }
        : { new_client: { full_name: fullName, email: email.trim() || null, phone: phone.trim() || null, locale } };
    props.onSubmit({ service, ...client });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("book.title")}
      size="xl"
      centered
      closeButtonProps={{ "aria-label": t("closeDialog") }}
    >
      <Stack gap="md">
        <Text size="sm">{t("book.intro")}</Text>
        <ActionMessage message={message} />
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as "existing" | "new")}
          data={[
            { value: "existing", label: t("book.existingClient") },
            { value: "new", label: t("book.newClient") },
          ]}
          aria-label={t("book.whichClient")}
        />
        {mode === "existing" ? (
          <Select
            label={t("field.client")}
            placeholder={t("book.clientPlaceholder")}
            searchable
            data={options}
            value={clientId}
            required
            error={missing.client && t("book.chooseClient")}
            onChange={(_value, option) => {
              setChosen(option ?? null);
              filled("client");
            }}
            onSearchChange={props.onClientSearch}
            nothingFoundMessage={t("book.noClientFound")}
            filter={({ options }) => options}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t("book.fullName")}
              required
              error={missing.fullName && t("book.nameRequired")}
              value={fullName}
              onChange={(event) => {
                setFullName(event.currentTarget.value);
                filled("fullName");
              }}
            />
            <TextInput
              label={t("book.email")}
              type="email"
              description={t("book.emailHint")}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                filled("reach");
              }}
            />
            <TextInput
              label={t("book.phone")}
              type="tel"
              error={missing.reach && t("book.reachRequired")}
              value={phone}
              onChange={(event) => {
                setPhone(event.currentTarget.value);
                filled("reach");
              }}
            />
            <Select
              label={t("book.language")}
              data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
              value={locale}
              onChange={(value) => setLocale(value === "es" ? "es" : "en")}
              allowDeselect={false}
            />
          </SimpleGrid>
        )}
        <Select
          label={t("field.service")}
          data={props.services.map(({ name }) => ({ value: name, label: serviceName(name) }))}
          value={service}
          required
          error={missing.service && t("book.serviceRequired")}
          onChange={(value) => {
            setService(value);
            if (value) props.onServiceChange?.(value);
            filled("service");
          }}
          allowDeselect={false}
        />
        {props.preparerChoice && (
          <Select
            label={t("details.preparer")}
            data={[
              { value: FIRST_AVAILABLE, label: t("book.firstAvailable") },
              ...props.preparerChoice.choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
            ]}
            value={props.preparerChoice.value === null ? FIRST_AVAILABLE : String(props.preparerChoice.value)}
            onChange={(value) => props.preparerChoice?.onChange(!value || value === FIRST_AVAILABLE ? null : Number(value))}
            allowDeselect={false}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <Text fw={700}>{t("book.date")}</Text>
            <BusinessCalendar
              value={date}
              onChange={props.onDateChange}
              today={today}
              lastDate={props.calendarDays?.lastDate}
              freeSlots={props.calendarDays?.freeSlots ?? undefined}
            />
          </Stack>
          <Stack gap="xs">
            <Text fw={700}>{date ? t("book.timeOn", { date: formatDateKey(date) }) : t("book.time")}</Text>
            <SlotPicker
              slots={props.slots}
              value={slot}
              onChange={(next) => {
                props.onSlotChange(next);
                filled("time");
              }}
              timeZone={timeZone}
              label={t("book.availableTimes")}
            />
            {missing.time && !slot && (
              <Alert color="red" variant="light" role="alert">
                {t("book.timeRequired")}
              </Alert>
            )}
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("close")}
          </Button>
          <Button onClick={submit} loading={submitting}>
            {t("book.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
