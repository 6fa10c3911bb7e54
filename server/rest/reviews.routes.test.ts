import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_MESSAGES } from "../shared/api-messages";
import { DEFAULT_REVIEWS } from "../shared/default-reviews";
import type { PublicReview, ReviewAdmin } from "../shared/review.schema";
import { VALIDATION_MESSAGES } from "../shared/validation-messages";
import { loadShownReviews } from "../services/reviews/reviews.service";
import { createAppWithAccounts } from "../testing/app-with-accounts";
import { signIn, type TestUser } from "../testing/factories";
import type { TestApp } from "../testing/test-app";
import { testClock } from "../testing/test-clock";
import { trpcCall } from "../testing/trpc-inject";

/**
 * The home page's reviews (issue 33, decision 0243), over REST and tRPC: the spec's five as samples
 * on the first start, the owner's own with the client's consent recorded, the order, hiding, and a
 * deletion that erases the words and never brings the samples back.
 * Los Angeles; the clock is Monday 2026-03-02, 9:00 AM PST.
 */
const clock = testClock("2026-03-02T17:00:00.000Z");
let t: TestApp;
let admin: TestUser;
let adminCookies: Record<string, string>;

const ROSA = { name: "Rosa M., Visalia", name_es: null, text: "Quick, careful and kind.", text_es: "Rápidos, cuidadosos y amables.", rating: 5, given_on: "2026-02-20", client_consented: true };

beforeAll(async () => {
  ({ t, admin, adminCookies } = await createAppWithAccounts({ app: { now: clock.now } }));
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.reset();
});

const asAdmin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => t.app.inject({ method, url, cookies: adminCookies, ...(payload && { payload }) });
const shown = async () => (await t.app.inject({ method: "GET", url: "/api/reviews" })).json() as PublicReview[];
const all = async () => (await asAdmin("GET", "/api/reviews/all")).json() as ReviewAdmin[];
const profileReviews = async () => ((await t.app.inject({ method: "GET", url: "/api/business" })).json() as { reviews: PublicReview[] }).reviews;
const lastEvent = (action: string) => t.db.auditEvent.findFirstOrThrow({ where: { action }, orderBy: { id: "desc" } });
async function addReview(body: object): Promise<ReviewAdmin> {
  const created = await asAdmin("POST", "/api/reviews", body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as ReviewAdmin;
}

describe("the first start", () => {
  it("shows the spec's five testimonials as samples, on both transports and in the business profile", async () => {
    const reviews = await shown();
    expect(reviews).toEqual(DEFAULT_REVIEWS.map((review) => ({ ...review, id: expect.any(Number) })));
    expect(reviews.every((review) => review.sample && review.given_on === null)).toBe(true);
    expect((await trpcCall(t.app, "query", "reviews.list")).data).toEqual(reviews);
    expect(await profileReviews()).toEqual(reviews);
  });

  it("writes the samples once, however many read a fresh table at once (instances starting together)", async () => {
    const { t: fresh } = await createAppWithAccounts();
    try {
      const reads = await Promise.all([loadShownReviews(fresh.db), loadShownReviews(fresh.db), loadShownReviews(fresh.db), loadShownReviews(fresh.db)]);
      for (const read of reads) expect(read).toHaveLength(DEFAULT_REVIEWS.length);
      expect(await fresh.db.review.count()).toBe(DEFAULT_REVIEWS.length);
    } finally {
      await fresh.close();
    }
  });
});

describe("the owner's reviews", () => {
  it("adds one last with the client's consent recorded, shown at once on the site and in the audit trail", async () => {
    const created = await addReview(ROSA);
    const { client_consented: _consent, ...written } = ROSA;
    expect(created).toMatchObject({ ...written, sample: false, shown: true, consent_recorded_at: clock.now().toISOString() });
    expect((await shown()).at(-1)).toMatchObject({ id: created.id, name: ROSA.name, text_es: ROSA.text_es, sample: false });
    expect((await profileReviews()).at(-1)?.id).toBe(created.id);
    const event = await lastEvent("review.created");
    expect(event.subjectId).toBe(String(created.id));
    expect(JSON.parse(event.after ?? "{}")).toMatchObject({ name: ROSA.name, text: ROSA.text, rating: 5, given_on: "2026-02-20" });
  });

  it("refuses a review without the client's consent, a date to come, a rating out of range or no name, and writes nothing", async () => {
    const before = await t.db.review.count();
    const refused = async (body: object, message: string) => {
      const response = await asAdmin("POST", "/api/reviews", body);
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { message: string }).message).toBe(message);
    };
    const { client_consented: _consent, ...withoutConsent } = ROSA;
    await refused(withoutConsent, VALIDATION_MESSAGES.review.consent);
    await refused({ ...ROSA, client_consented: false }, VALIDATION_MESSAGES.review.consent);
    await refused({ ...ROSA, given_on: "2026-03-03" }, API_MESSAGES.reviews.dateFuture);
    await refused({ ...ROSA, rating: 6 }, VALIDATION_MESSAGES.review.rating);
    await refused({ ...ROSA, rating: 0 }, VALIDATION_MESSAGES.review.rating);
    await refused({ ...ROSA, name: "  " }, VALIDATION_MESSAGES.review.nameRequired);
    await refused({ ...ROSA, text: "x".repeat(601) }, VALIDATION_MESSAGES.review.textTooLong);
    const trpc = await trpcCall(t.app, "mutation", "reviews.create", { input: { ...ROSA, client_consented: false }, cookies: adminCookies });
    expect(trpc.status).toBe(400);
    expect(trpc.error?.message).toBe(VALIDATION_MESSAGES.review.consent);
    expect(await t.db.review.count()).toBe(before);
  });

  it("takes today's date in the office's time zone, and keeps a blank Spanish text as none", async () => {
    // 11:30 PM on March 2 in Los Angeles is already March 3 in UTC.
    clock.set("2026-03-03T07:30:00.000Z");
    adminCookies = await signIn(t.app, admin);
    expect((await asAdmin("POST", "/api/reviews", { ...ROSA, given_on: "2026-03-03" })).statusCode).toBe(400);
    const created = await addReview({ ...ROSA, name: "Tom B.", given_on: "2026-03-02", name_es: " ", text_es: "" });
    expect(created).toMatchObject({ name_es: null, text_es: null, given_on: "2026-03-02" });
  });

  it("makes a sample the owner's own when it is saved with the client's consent (over tRPC)", async () => {
    const sample = (await all()).find((review) => review.sample)!;
    const saved = await trpcCall(t.app, "mutation", "reviews.update", {
      input: { ...ROSA, id: sample.id, name: "Ana P., Tulare", text: "They made it simple." },
      cookies: adminCookies,
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data).toMatchObject({ id: sample.id, name: "Ana P., Tulare", sample: false, consent_recorded_at: expect.any(String) });
    expect((await shown()).find((review) => review.id === sample.id)).toMatchObject({ text: "They made it simple.", sample: false });
    const event = await lastEvent("review.updated");
    expect(JSON.parse(event.before ?? "{}")).toMatchObject({ name: sample.name, sample: true });
    expect(JSON.parse(event.after ?? "{}")).toMatchObject({ name: "Ana P., Tulare", sample: false });
  });

  it("hides one from the home page and shows it again, keeping it on the owner's list", async () => {
    const [first] = await shown();
    const hidden = await asAdmin("POST", `/api/reviews/${first!.id}/hide`);
    expect(hidden.json()).toMatchObject({ id: first!.id, shown: false });
    expect((await shown()).map((review) => review.id)).not.toContain(first!.id);
    expect((await profileReviews()).map((review) => review.id)).not.toContain(first!.id);
    expect((await all()).find((review) => review.id === first!.id)).toMatchObject({ shown: false });
    expect((await lastEvent("review.hidden")).subjectId).toBe(String(first!.id));
    expect((await asAdmin("POST", `/api/reviews/${first!.id}/show`)).json()).toMatchObject({ shown: true });
    expect((await shown())[0]?.id).toBe(first!.id);
  });

  it("puts them in the owner's order, and refuses an order that leaves one out", async () => {
    const ids = (await all()).map((review) => review.id);
    const reversed = [...ids].reverse();
    const reordered = await asAdmin("PUT", "/api/reviews/order", { ids: reversed });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await shown()).map((review) => review.id)).toEqual(reversed);
    expect((await asAdmin("PUT", "/api/reviews/order", { ids: reversed.slice(1) })).statusCode).toBe(400);
    expect((await shown()).map((review) => review.id)).toEqual(reversed);
  });

  it("deletes one: its words are erased from the database at once, and the audit trail keeps only its name line", async () => {
    const review = await addReview({ ...ROSA, name: "Withdrawn W.", text: "Words the client took back." });
    const deleted = await asAdmin("DELETE", `/api/reviews/${review.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await all()).map((row) => row.id)).not.toContain(review.id);
    expect(await t.db.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({ name: "", text: "", textEs: null, deletedAt: clock.now() });
    const event = await lastEvent("review.deleted");
    expect(JSON.parse(event.details ?? "{}")).toEqual({ review: "Withdrawn W." });
    expect(JSON.stringify(event)).not.toContain("Words the client took back.");
    expect((await asAdmin("DELETE", `/api/reviews/${review.id}`)).statusCode).toBe(404);
    expect((await asAdmin("PUT", `/api/reviews/${review.id}`, ROSA)).statusCode).toBe(404);
  });

  it("leaves no review when the owner deletes every one: the samples are not written again", async () => {
    for (const review of await all()) expect((await asAdmin("DELETE", `/api/reviews/${review.id}`)).statusCode).toBe(200);
    expect(await shown()).toEqual([]);
    expect(await loadShownReviews(t.db)).toEqual([]);
    expect(await profileReviews()).toEqual([]);
  });
});
