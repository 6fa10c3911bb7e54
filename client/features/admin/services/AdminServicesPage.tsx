import { useState } from "react";
import type { IntakeQuestionnaire } from "#server/shared/intake.schema.ts";
import type { OfficeServiceAdmin, ServiceBody } from "#server/shared/office-service.schema.ts";
import { paths } from "#client/app/paths.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { useRowChanges } from "#client/lib/use-row-changes.ts";
import { usePageMeta } from "#client/lib/page-meta.ts";
import { queryState } from "#client/lib/query-state.ts";
import { trpc } from "#client/lib/trpc.ts";
import { useTimedMessage } from "#client/lib/use-timed-message.ts";
import { useCreateService, useReorderServices, useRestoreService, useRetireService, useSetQuestionnaire, useUpdateService } from "./api/use-service-mutations";
import { IntakeEditorModal } from "./IntakeEditorModal";
import { ServiceFormModal } from "./ServiceFormModal";
import { useServicesT } from "./services-messages";
import { ServicesView, type ServicesState } from "./ServicesView";

/** The form's subject: a service to edit, or "new" to add one; null while it is closed. */
type Editing = OfficeServiceAdmin | "new" | null;

/** /admin/services (the owner's, behind RequireOffice: docs/permissions.md, decision 0237). */
export function AdminServicesPage() {
  usePageMeta("/admin/services");
  const t = useServicesT();
  const list = trpc.officeServices.all.useQuery();
  const preparers = trpc.preparers.list.useQuery();
  const message = useTimedMessage();
  const { busy, change, move } = useRowChanges(message);
  const [editing, setEditing] = useState<Editing>(null);
  /** The service whose intake questions are open; null while they are closed. */
  const [intakeFor, setIntakeFor] = useState<OfficeServiceAdmin | null>(null);
  const [intakeError, setIntakeError] = useState<string | null>(null);
  const questionnaire = trpc.documents.questionnaire.useQuery({ id: intakeFor?.id ?? 0 }, { enabled: intakeFor !== null });

  const create = useCreateService();
  const update = useUpdateService();
  const reorder = useReorderServices();
  const retire = useRetireService();
  const restore = useRestoreService();
  const setQuestionnaire = useSetQuestionnaire();

  const services: ServicesState = queryState(list, (data) => ({ services: data }), t("services.loadFailed"));

  async function save(body: ServiceBody): Promise<boolean> {
    message.clear();
    try {
      const saved = editing === "new" || editing === null ? await create.mutateAsync(body) : await update.mutateAsync({ ...body, id: editing.id });
      message.showSuccess(t(editing === "new" ? "form.added" : "form.saved", { name: saved.name }));
      setEditing(null);
      return true;
    } catch (error) {
      message.showError(errorMessage(error, t("form.failed")));
      return false;
    }
  }

  function openIntake(service: OfficeServiceAdmin | null) {
    setIntakeError(null);
    setIntakeFor(service);
  }

  async function saveIntake(service: OfficeServiceAdmin, body: IntakeQuestionnaire): Promise<void> {
    message.clear();
    setIntakeError(null);
    try {
      await setQuestionnaire.mutateAsync({ id: service.id, questionnaire: body });
      message.showSuccess(t("intake.saved", { name: service.name }));
      setIntakeFor(null);
    } catch (error) {
      setIntakeError(errorMessage(error, t("intake.failed")));
    }
  }

  return (
    <>
      <ServicesView
        services={services}
        message={message.message}
        homeHref={paths.admin}
        busy={busy}
        onAdd={() => setEditing("new")}
        onEdit={setEditing}
        onIntake={openIntake}
        onMove={(service, by) =>
          move(
            (list.data ?? []).map((row) => row.id),
            service.id,
            by,
            (ids) => reorder.mutateAsync({ ids }),
            t("service.orderFailed"),
          )
        }
        onRetire={(service) =>
          void change(
            service.id,
            async () => t("service.retiredDone", { name: (await retire.mutateAsync({ id: service.id })).name }),
            t("service.changeFailed"),
          )
        }
        onRestore={(service) =>
          void change(
            service.id,
            async () => t("service.restoredDone", { name: (await restore.mutateAsync({ id: service.id })).name }),
            t("service.changeFailed"),
          )
        }
      />
      <ServiceFormModal
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        opened={editing !== null}
        service={editing === "new" ? null : editing}
        preparers={preparers.data ?? []}
        submitting={create.isPending || update.isPending}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <IntakeEditorModal
        // A fresh form for each service (the form itself is made once its questionnaire has come).
        key={intakeFor?.id ?? "closed"}
        opened={intakeFor !== null}
        serviceName={intakeFor?.name ?? ""}
        questionnaire={queryState(questionnaire, (data) => ({ questionnaire: data }), t("intake.loadFailed"))}
        saving={setQuestionnaire.isPending}
        error={intakeError}
        onSave={(body) => {
          if (intakeFor) void saveIntake(intakeFor, body);
        }}
        onClose={() => openIntake(null)}
      />
    </>
  );
}
