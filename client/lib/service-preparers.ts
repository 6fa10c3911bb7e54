import type { OfficeService } from "#server/shared/office-service.schema.ts";

/**
 * The preparers a client may choose between for `service` (decisions 0231, 0237): those who offer
 * it (the service names none: everyone), or null when there is no choice to make: fewer than two
 * preparers offer it, so the office looks as it always has. Before a service is chosen, everyone.
 */
export function offeringPreparers<Preparer extends { id: number }>(
  preparers: readonly Preparer[] | undefined,
  services: readonly Pick<OfficeService, "name" | "preparer_ids">[],
  service: string | null,
): readonly Preparer[] | null {
  if (!preparers) return null;
  const offering = services.find((candidate) => candidate.name === service)?.preparer_ids ?? [];
  const choices = offering.length === 0 ? preparers : preparers.filter((preparer) => offering.includes(preparer.id));
  return choices.length >= 2 ? choices : null;
}
