import { issueMessage, say } from "../../shared/i18n/server-messages";
import { checkAnswers, type IntakeAnswers, type IntakeQuestionnaire } from "../../shared/intake.schema";
import type { ChecklistEntry, IntakeView } from "../../shared/documents.schema";
import type { PublicUser } from "../../shared/user.schema";
import type { Actor } from "../audit/audit.service";
import type { ServiceDeps } from "../deps";
import { conflict, forbidden, notFound, validationError } from "../errors";
import { isUniqueViolation } from "../unique-violation";
import { answersOf, checklistOf, isOpenForDocuments, openFolder, questionnaireOf } from "./appointment-folder";
import { handAddedItemKey } from "./documents.service";

/*
 * The intake questionnaire (issue 34, decisions 0253 and 0254): each service's questions as the
 * owner edits them, a client's answers per appointment (theirs to change until the office marks
 * them reviewed), and the documents the office asks for by hand, each emailed to the client.
 */
export function createIntakeService({ db, now, audit, notifications }: Pick<ServiceDeps, "db" | "now" | "audit" | "notifications">) {
  async function viewOf(appointmentId: number, service: string): Promise<IntakeView> {
    const [questionnaire, { row, answers }] = await Promise.all([questionnaireOf(db, service), answersOf(db, appointmentId)]);
    return {
      appointment_id: appointmentId,
      questionnaire,
      answers,
      updated_at: row?.updatedAt.toISOString() ?? null,
      reviewed_at: row?.reviewedAt?.toISOString() ?? null,
    };
  }

  return {
    async view(user: PublicUser, appointmentId: number): Promise<IntakeView> {
      const { appointment } = await openFolder(db, user, appointmentId);
      return viewOf(appointment.id, appointment.service);
    },

    /** The client saves their answers, checked question by question; refused once the office has reviewed them. */
    async save(user: PublicUser, actor: Actor, appointmentId: number, given: IntakeAnswers): Promise<IntakeView> {
      const { appointment, as } = await openFolder(db, user, appointmentId);
      if (as !== "client") throw forbidden(say.documents.notClient);
      if (!isOpenForDocuments(appointment)) throw conflict(say.documents.closed);
      const questionnaire = await questionnaireOf(db, appointment.service);
      const { answers, problems } = checkAnswers(questionnaire, given);
      // The client's form shows each problem beside its question (the same check); a tool gets the first.
      const firstProblem = Object.values(problems)[0];
      if (firstProblem) throw validationError(issueMessage({ message: firstProblem }));
      await db.$transaction(async (tx) => {
        const existing = await tx.intakeAnswers.findUnique({ where: { appointmentId }, select: { reviewedAt: true } });
        if (existing?.reviewedAt) throw conflict(say.documents.reviewed);
        const answersJson = JSON.stringify(answers);
        await tx.intakeAnswers.upsert({
          where: { appointmentId },
          create: { appointmentId, answers: answersJson, updatedAt: now() },
          update: { answers: answersJson, updatedAt: now() },
        });
        await audit.record(tx, actor, { action: "intake.answered", subject: { type: "appointment", id: appointmentId }, details: { questions: Object.keys(answers).length } });
      });
      return viewOf(appointment.id, appointment.service);
    },

    /** The office marks the answers reviewed (or not, to let the client change them again). */
    async setReviewed(user: PublicUser, actor: Actor, appointmentId: number, reviewed: boolean): Promise<IntakeView> {
      const { appointment, as } = await openFolder(db, user, appointmentId);
      if (as !== "office") throw forbidden(say.auth.notForYourRole);
      await db.$transaction(async (tx) => {
        const row = await tx.intakeAnswers.findUnique({ where: { appointmentId } });
        if (!row) throw notFound(say.documents.notAnswered);
        await tx.intakeAnswers.update({ where: { appointmentId }, data: { reviewedAt: reviewed ? now() : null, reviewedById: reviewed ? user.id : null } });
        await audit.record(tx, actor, { action: reviewed ? "intake.reviewed" : "intake.reopened", subject: { type: "appointment", id: appointmentId } });
      });
      return viewOf(appointment.id, appointment.service);
    },

    /** The office asks for a document by hand; the client is emailed, in the same transaction. */
    async request(user: PublicUser, actor: Actor, appointmentId: number, label: { en: string; es: string }): Promise<ChecklistEntry[]> {
      const { appointment, as } = await openFolder(db, user, appointmentId);
      if (as !== "office") throw forbidden(say.auth.notForYourRole);
      if (!isOpenForDocuments(appointment)) throw conflict(say.documents.closed);
      const checklist = await checklistOf(db, appointment);
      const same = (text: string, other: string) => text.trim().toLowerCase() === other.trim().toLowerCase();
      if (checklist.some((item) => same(item.label.en, label.en) || same(item.label.es, label.es))) throw conflict(say.documents.requestExists);
      const key = handAddedItemKey();
      try {
        await db.$transaction(async (tx) => {
          await tx.documentRequest.create({ data: { appointmentId, key, labelEn: label.en, labelEs: label.es, createdById: user.id, createdAt: now() } });
          await audit.record(tx, actor, { action: "document.requested", subject: { type: "appointment", id: appointmentId }, details: { item: key, label: label.en } });
          await notifications.documentsRequested(tx, appointmentId, label);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(say.documents.requestExists);
        throw error;
      }
      return checklistOf(db, appointment);
    },

    /** A service's questionnaire, as its clients are asked it. */
    async questionnaire(serviceId: number): Promise<IntakeQuestionnaire> {
      const service = await db.officeService.findUnique({ where: { id: serviceId }, select: { name: true } });
      if (!service) throw notFound(say.services.notFound);
      return questionnaireOf(db, service.name);
    },

    /** The owner changes a service's questionnaire; answers already given keep their keys (decision 0253). */
    async setQuestionnaire(actor: Actor, serviceId: number, questionnaire: IntakeQuestionnaire): Promise<IntakeQuestionnaire> {
      await db.$transaction(async (tx) => {
        const service = await tx.officeService.findUnique({ where: { id: serviceId }, select: { id: true, name: true } });
        if (!service) throw notFound(say.services.notFound);
        await tx.officeService.update({ where: { id: serviceId }, data: { intake: JSON.stringify(questionnaire) } });
        await audit.record(tx, actor, { action: "service.intake_updated", subject: { type: "service", id: serviceId }, details: { service: service.name, questions: questionnaire.questions.length } });
      });
      return questionnaire;
    },
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;
