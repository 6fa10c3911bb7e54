import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Decorator } from "@storybook/react-vite";
import { useState } from "react";
import type { DocumentFolder, IntakeView } from "#server/shared/documents.schema.ts";
import type { StaffRole } from "#server/shared/permissions.ts";
import type { PublicUser } from "#server/shared/user.schema.ts";
import { sessionQueryKey } from "#client/lib/data-layer/shell-queries.ts";
import { trpc } from "#client/lib/trpc.ts";

const STAFF: Record<StaffRole, PublicUser> = {
  admin: { id: 1, full_name: "Dana Whitfield", email: "dana@example.com", phone: null, role: "admin", locale: "en", mfa_enabled: true },
  front_desk: { id: 3, full_name: "Maria Lopez", email: "maria@example.com", phone: null, role: "front_desk", locale: "en", mfa_enabled: true },
  preparer: { id: 7, full_name: "Ana Reyes, EA", email: "ana@example.com", phone: null, role: "preparer", locale: "en", mfa_enabled: true },
};

/** The story's query cache, for a play function that checks what was (not) asked for. */
export let storyQueryClient: QueryClient | null = null;

function Seeded({ role, folders, children }: { role: StaffRole; folders: Record<number, { intake: IntakeView; folder: DocumentFolder }>; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  useState(() => {
    storyQueryClient = queryClient;
    queryClient.setQueryData(sessionQueryKey, STAFF[role]);
    for (const [id, { intake, folder }] of Object.entries(folders)) {
      utils.documents.intake.setData({ id: Number(id) }, intake);
      utils.documents.folder.setData({ id: Number(id) }, folder);
    }
    return null;
  });
  return children;
}

/**
 * Signs the story in as a member of the staff (the session query, seeded) and seeds the folders of
 * the appointments given, by id, as the server would answer `documents.intake` and `documents.folder`.
 */
export const signedInAs =
  (role: StaffRole, folders: Record<number, { intake: IntakeView; folder: DocumentFolder }> = {}): Decorator =>
  (Story) => (
    <Seeded role={role} folders={folders}>
      <Story />
    </Seeded>
  );

/** Whether the story's page asked for any appointment's documents or answers. */
export function askedForDocuments(): boolean {
  const cache = storyQueryClient?.getQueryCache();
  return (cache?.getAll() ?? []).some((query) => {
    const [path] = query.queryKey as [unknown];
    return Array.isArray(path) && path[0] === "documents";
  });
}

/** How many screens are reading this appointment's intake answers now (0: not asked for, or no longer shown). */
export function intakeReaders(appointmentId: number): number {
  const cache = storyQueryClient?.getQueryCache();
  const query = cache?.getAll().find((each) => {
    const [path, options] = each.queryKey as [unknown, { input?: { id?: number } } | undefined];
    return Array.isArray(path) && path.join(".") === "documents.intake" && options?.input?.id === appointmentId;
  });
  return query?.getObserversCount() ?? 0;
}
