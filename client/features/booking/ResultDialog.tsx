import { Button, Group, Modal, Text } from "@mantine/core";
import { MESSAGES } from "../../../server/shared/messages";

/** What the server said about a booking request. */
export type BookingResult = { kind: "success" } | { kind: "error"; message: string };

type ResultDialogProps = {
  result: BookingResult | null;
  /** After a success the container goes on to /dashboard; after an error the visitor stays. */
  onClose: () => void;
};

export function ResultDialog({ result, onClose }: ResultDialogProps) {
  const success = result?.kind === "success";
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      centered
      title={success ? MESSAGES.booking.submittedTitle : MESSAGES.booking.submitErrorTitle}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      <Text>{result?.kind === "error" ? result.message : MESSAGES.booking.submitted}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} color={success ? undefined : "gray"} variant={success ? "filled" : "default"}>
          {success ? "Go to my appointments" : "Close"}
        </Button>
      </Group>
    </Modal>
  );
}
