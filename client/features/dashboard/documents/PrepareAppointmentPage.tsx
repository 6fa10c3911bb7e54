import { notifications } from "@mantine/notifications";
import { skipToken } from "@tanstack/react-query";
import { isTRPCClientError } from "@trpc/client";
import { useRef, useState } from "react";
import { useParams } from "wouter";
import type { DocumentDto } from "#server/shared/documents.schema.ts";
import { paths } from "../../../app/paths";
import { errorMessage, isConflictError } from "../../../lib/error-message";
import { usePageMeta } from "../../../lib/page-meta";
import { trpc } from "../../../lib/trpc";
import { uploadDocument, UploadError } from "../../../lib/upload-document";
import { useBusinessTimeZone } from "../../../lib/use-business-time-zone";
import { useTimedMessage } from "../../../lib/use-timed-message";
import { useAppointmentPrepT } from "./appointment-prep-messages";
import { PrepareAppointmentView, type PrepareAppointmentState, type UploadProgress } from "./PrepareAppointmentView";
import { RemoveDocumentModal } from "./RemoveDocumentModal";

/** While a file waits for its malware check, the folder is asked again this often, so "Being checked" turns to "Received". */
const CHECKING_REFRESH_MS = 3000;

/** The address's id, when it is one (the server answers any other address with its 404 page). */
function appointmentIdOf(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

const isNotFound = (error: unknown) => isTRPCClientError(error) && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 404;

/** /dashboard/appointments/:id (signed-in only, behind RequireUser): the appointment's questions and documents. */
export function PrepareAppointmentPage() {
  usePageMeta("/dashboard/appointments/:id");
  const t = useAppointmentPrepT();
  const id = appointmentIdOf(useParams<{ id: string }>().id);
  const input = id === null ? skipToken : { id };
  const timeZone = useBusinessTimeZone();
  const utils = trpc.useUtils();
  const mine = trpc.appointments.mine.useQuery(id === null ? skipToken : undefined);
  const intake = trpc.documents.intake.useQuery(input);
  const folder = trpc.documents.folder.useQuery(input, {
    refetchInterval: (query) => (query.state.data?.documents.some((document) => document.status === "checking") ? CHECKING_REFRESH_MS : false),
  });
  const saveMessage = useTimedMessage();
  const removeMessage = useTimedMessage();
  const [removing, setRemoving] = useState<DocumentDto | null>(null);
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const uploadIds = useRef(0);

  const refreshFolder = () => (id === null ? Promise.resolve() : utils.documents.folder.invalidate({ id }));

  const save = trpc.documents.saveIntake.useMutation({
    onSuccess: (view) => {
      if (id !== null) utils.documents.intake.setData({ id }, view);
      saveMessage.clear();
      notifications.show({ color: "green", message: t("intake.saved") });
    },
    onError: (error) => {
      saveMessage.showError(errorMessage(error, t("intake.saveFailed")));
      // Reviewed meanwhile, or the appointment ended: the page shows where things stand now.
      if (isConflictError(error) && id !== null) void utils.documents.intake.invalidate({ id });
    },
    // The answers make the checklist.
    onSettled: refreshFolder,
  });

  const remove = trpc.documents.remove.useMutation({
    onSuccess: () => {
      setRemoving(null);
      notifications.show({ color: "green", message: t("remove.done") });
    },
    onError: (error) => removeMessage.showError(errorMessage(error, t("remove.failed"))),
    onSettled: refreshFolder,
  });

  /** Sends the files picked for an item one after another, each with its own progress and outcome. */
  const upload = async (item: string | null, files: File[]) => {
    if (id === null) return;
    // A new try replaces the item's last refusals.
    setUploads((list) => list.filter((entry) => entry.item !== item || entry.status === "uploading"));
    for (const file of files) {
      const uploadId = (uploadIds.current += 1);
      setUploads((list) => [...list, { id: uploadId, item, name: file.name, status: "uploading" }]);
      const current = utils.documents.folder.getData({ id });
      try {
        await uploadDocument(id, file, { item, roomLeft: current ? current.limit_bytes - current.used_bytes : undefined, failed: t("upload.failed") });
        setUploads((list) => list.filter((entry) => entry.id !== uploadId));
        notifications.show({ color: "green", message: t("upload.done", { name: file.name }) });
      } catch (error) {
        const message = error instanceof UploadError ? error.message : t("upload.failed");
        setUploads((list) => list.map((entry) => (entry.id === uploadId ? { ...entry, status: "failed", message } : entry)));
      }
      // The new document (and the room it took) before the next file, whatever happened to this one.
      await refreshFolder();
    }
  };

  const notFound = isNotFound(intake.error) || isNotFound(folder.error);
  const failed = intake.error ?? folder.error;
  // The appointment's status decides what may change, so the page waits for the list too (or its failure).
  const listed = mine.data !== undefined || mine.isError;
  const state: PrepareAppointmentState =
    id === null || notFound
      ? { status: "error", message: t("notFound") }
      : intake.data && folder.data && listed
        ? { status: "ready", intake: intake.data, folder: folder.data }
        : failed
          ? { status: "error", message: errorMessage(failed, t("loadFailed")) }
          : { status: "loading" };
  const appointment = mine.data?.find((entry) => entry.id === id) ?? null;
  // The office takes answers and documents while the appointment is pending or confirmed (decision 0254);
  // without the list, a folder that takes nothing is taken as closed.
  const closed = appointment ? appointment.status !== "pending" && appointment.status !== "confirmed" : folder.data?.open === false;

  return (
    <>
      <PrepareAppointmentView
        appointment={appointment}
        timeZone={timeZone}
        state={state}
        closed={closed}
        dashboardHref={paths.dashboard}
        saving={save.isPending}
        saveMessage={saveMessage.message}
        onSaveAnswers={(answers) => {
          if (id !== null) save.mutate({ id, answers });
        }}
        uploads={uploads}
        onUpload={(item, files) => void upload(item, files)}
        onDismissUpload={(uploadId) => setUploads((list) => list.filter((entry) => entry.id !== uploadId))}
        onRemove={(document) => {
          removeMessage.clear();
          setRemoving(document);
        }}
      />
      <RemoveDocumentModal
        document={removing}
        submitting={remove.isPending}
        message={removeMessage.message}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id });
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
