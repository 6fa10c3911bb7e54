import type { ExpiringDocument } from "#server/shared/documents.schema.ts";

/** Story data for the owner's retention list (decision 0254): appointments of early 2024, erased two years on. */
export const STORY_EXPIRING: ExpiringDocument[] = [
  {
    id: "7c1e9a40-2b3d-4e5f-8a6b-9c0d1e2f3a01",
    appointment_id: 301,
    client_name: "Maria Gonzalez",
    appointment_time: "2024-03-12T17:00:00.000Z",
    name: "W-2 Central Valley Growers.pdf",
    erase_on: "2026-03-12T17:00:00.000Z",
  },
  {
    id: "7c1e9a40-2b3d-4e5f-8a6b-9c0d1e2f3a02",
    appointment_id: 301,
    client_name: "Maria Gonzalez",
    appointment_time: "2024-03-12T17:00:00.000Z",
    name: "drivers-license.jpg",
    erase_on: "2026-03-12T17:00:00.000Z",
  },
  {
    id: "7c1e9a40-2b3d-4e5f-8a6b-9c0d1e2f3a03",
    appointment_id: 318,
    client_name: "Robert Chen",
    appointment_time: "2024-03-26T21:00:00.000Z",
    name: "1099-NEC Chen Landscaping and Tree Care, all contracts, 2023.pdf",
    erase_on: "2026-03-26T21:00:00.000Z",
  },
];
