import type { DbOrTx } from "../../outbox/outbox.store";
import { DEFAULT_INTAKE } from "../../shared/default-intake";
import { say } from "../../shared/i18n/server-messages";
import { checklistFor, intakeAnswers, intakeQuestionnaire, type IntakeAnswers, type IntakeQuestionnaire } from "../../shared/intake.schema";
import type { ChecklistEntry } from "../../shared/documents.schema";
import { can, isStaff } from "../../shared/permissions";
import type { PublicUser } from "../../shared/user.schema";
import { forbidden, notFound } from "../errors";
import { assertOfficeUser } from "../../auth/guards";


/*
 * Who may open an appointment's folder (its intake answers and documents, decision 0254): the
 * client whose appointment it is, and the office's people who need it (16 CFR 314.4(c)(1)): the
 * owner (`documents`) and the preparer the appointment is assigned to (`own_appointments`). The
 * front desk books and moves appointments but opens no client's papers. API keys never reach here:
 * the routes refuse them before (say.documents.apiKey).
 */

export type FolderAppointment = {
  id: number;
  userId: number;
  preparerId: number | null;
  service: string;
  status: string;
  appointmentTime: Date;
};

export type FolderAccess = { appointment: FolderAppointment; as: "client" | "office" };

const FOLDER_FIELDS = { id: true, userId: true, preparerId: true, service: true, status: true, appointmentTime: true } as const;

/** Whether `user`, staff, may open the folder of an appointment assigned to `preparerId`. */
export const officeMayOpen = (user: PublicUser, preparerId: number | null): boolean =>
  can(user.role, "documents") || (can(user.role, "own_appointments") && preparerId === user.id);

/**
 * The appointment, and as whom `user` opens it; a client never learns whether another client's
 * appointment exists (404), staff without the right are told so (403, recorded as a refusal).
 */
export async function openFolder(tx: DbOrTx, user: PublicUser, appointmentId: number): Promise<FolderAccess> {
  const appointment = await tx.appointment.findUnique({ where: { id: appointmentId }, select: FOLDER_FIELDS });
  if (isStaff(user.role)) {
    assertOfficeUser(user, can(user.role, "documents") ? "documents" : "own_appointments");
    if (!appointment) throw notFound(say.appointments.notFound);
    if (!officeMayOpen(user, appointment.preparerId)) throw forbidden(say.auth.notForYourRole);
    return { appointment, as: "office" };
  }
  if (!appointment || appointment.userId !== user.id) throw notFound(say.appointments.notFound);
  return { appointment, as: "client" };
}

/** Appointments a client still prepares for: documents and answers may be added to them. */
export const isOpenForDocuments = (appointment: Pick<FolderAppointment, "status">) => appointment.status === "pending" || appointment.status === "confirmed";

/** The service's questionnaire as the owner saved it, else the first-start one. */
export async function questionnaireOf(tx: DbOrTx, serviceName: string): Promise<IntakeQuestionnaire> {
  const service = await tx.officeService.findUnique({ where: { name: serviceName }, select: { intake: true } });
  return service?.intake ? intakeQuestionnaire.parse(JSON.parse(service.intake)) : DEFAULT_INTAKE;
}

/** The stored answers (checked when saved), or none yet. */
export async function answersOf(tx: DbOrTx, appointmentId: number) {
  const row = await tx.intakeAnswers.findUnique({ where: { appointmentId } });
  return { row, answers: row ? (intakeAnswers.parse(JSON.parse(row.answers)) as IntakeAnswers) : {} };
}

/** The appointment's checklist: what its answers ask for, then what the office asked for by hand. */
export async function checklistOf(tx: DbOrTx, appointment: FolderAppointment): Promise<ChecklistEntry[]> {
  const [questionnaire, { answers }, requests] = await Promise.all([
    questionnaireOf(tx, appointment.service),
    answersOf(tx, appointment.id),
    tx.documentRequest.findMany({ where: { appointmentId: appointment.id }, orderBy: { id: "asc" } }),
  ]);
  const fromIntake = checklistFor(questionnaire, answers).map((item): ChecklistEntry => ({ ...item, source: "intake" }));
  const taken = new Set(fromIntake.map((item) => item.key));
  const byHand = requests
    .filter((request) => !taken.has(request.key))
    .map((request): ChecklistEntry => ({ key: request.key, label: { en: request.labelEn, es: request.labelEs }, source: "office" }));
  return [...fromIntake, ...byHand];
}
