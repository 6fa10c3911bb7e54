import { Button, Group, Modal, Text } from "@mantine/core";
import { useSpecT } from "../../components/common-messages";
import { useBookingT } from "./booking-messages";

/** What the server said about a booking request. */
export type BookingResult = { kind: "success" } | { kind: "error"; message: string };

type ResultDialogProps = {
  result: BookingResult | null;
  /** After a success the container goes on to /dashboard; after an error the visitor stays. */
  onClose: () => void;
};

export function ResultDialog({ result, onClose }: ResultDialogProps) {
  const t = useBookingT();
  const spec = useSpecT();
  const success = result?.kind === "success";
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      centered
      title={success ? spec("booking.submittedTitle") : spec("booking.submitErrorTitle")}
      closeButtonProps={{ "aria-label": t("result.closeDialog") }}
    >
      <Text>{result?.kind === "error" ? result.message : spec("booking.submitted")}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} color={success ? undefined : "gray"} variant={success ? "filled" : "default"}>
          {success ? t("result.goToAppointments") : t("result.close")}
        </Button>
      </Group>
    </Modal>
  );
}
