import type { z } from "zod";
import { settingsLifetimeMs, type Db } from "../../db";
import { Prisma } from "../../db/generated/client";
import type { AppConfig } from "../../env";
import { DEFAULT_REVIEWS } from "../../shared/default-reviews";
import { say } from "../../shared/i18n/server-messages";
import { REVIEW_LIMITS, type PublicReview, type ReviewAdmin, type reviewBody } from "../../shared/review.schema";
import { changedFields, type Actor, type AuditService } from "../audit/audit.service";
import { businessDateOf } from "../availability/opening-hours";
import { conflict, notFound, validationError } from "../errors";
import { keptValue, keptView } from "../kept-value";

type ReviewInput = z.output<typeof reviewBody>;

/** A review as kept in memory: every one not deleted, hidden ones too, in the office's order. */
type StoredReview = ReviewAdmin;

/**
 * The spec's five testimonials, written as samples the first time the reviews are read on a table
 * that never held a row (a deleted review keeps its row, so an office that deleted them never meets
 * this again). One statement, so another instance reading meanwhile sees all five or none (it would
 * otherwise keep a partial list in memory); instances starting together may both try, and a sample
 * already there is passed over.
 */
async function writeSamples(db: Db): Promise<void> {
  const at = new Date();
  const rows = DEFAULT_REVIEWS.map(
    (review, index) =>
      Prisma.sql`(${index + 1}, ${review.name}, ${review.name_es}, ${review.text}, ${review.text_es}, ${review.rating}, NULL, NULL, ${false}, ${index + 1}, ${at}, ${at})`,
  );
  await db.$executeRaw`
    INSERT INTO reviews (sample_key, name, name_es, text, text_es, rating, given_on, consent_recorded_at, hidden, position, created_at, updated_at)
    VALUES ${Prisma.join(rows)}
    ON CONFLICT (sample_key) DO NOTHING`;
}

/** Every review not deleted, in the office's order (the spec's five samples on a fresh install). */
async function loadReviews(db: Db): Promise<StoredReview[]> {
  const read = () => db.review.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
  let rows = await read();
  if (rows.length === 0) {
    await writeSamples(db);
    rows = await read();
  }
  return rows
    .filter((row) => row.deletedAt === null)
    .map((row) => ({
      id: row.id,
      name: row.name,
      name_es: row.nameEs,
      text: row.text,
      text_es: row.textEs,
      rating: row.rating,
      given_on: row.givenOn,
      sample: row.consentRecordedAt === null,
      shown: !row.hidden,
      consent_recorded_at: row.consentRecordedAt?.toISOString() ?? null,
    }));
}

const toPublic = ({ shown: _shown, consent_recorded_at: _consent, ...review }: StoredReview): PublicReview => review;

const shownOf = (reviews: StoredReview[]): PublicReview[] => reviews.filter((review) => review.shown).map(toPublic);

/** The shown reviews read afresh: for what reads the business profile per use (the email worker). */
export const loadShownReviews = async (db: Db): Promise<PublicReview[]> => shownOf(await loadReviews(db));

/** What the audit trail keeps of a review: what the owner wrote. */
const factsOf = (review: Omit<PublicReview, "id" | "sample">) => ({
  name: review.name,
  name_es: review.name_es,
  text: review.text,
  text_es: review.text_es,
  rating: review.rating,
  given_on: review.given_on,
});

/**
 * The home page's reviews (issue 33, decision 0243): real clients' words in the owner's order, each
 * saved with the client's consent recorded. Read on every page (the business profile carries the
 * shown ones), so kept in memory between changes as the services are (decision 0209 across instances).
 */
export function createReviewsService({ db, config, now, audit }: { db: Db; config: AppConfig; now: () => Date; audit: AuditService }) {
  const kept = keptValue(() => loadReviews(db), { lifetimeMs: settingsLifetimeMs(db), now });

  async function stored(id: number): Promise<StoredReview> {
    const review = (await kept.get()).find((candidate) => candidate.id === id);
    if (!review) throw notFound(say.reviews.notFound);
    return review;
  }

  /** Runs a change and forgets the kept list, whatever happens. */
  async function change<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      kept.forget();
    }
  }

  /** 400 for a date after today in the office's time zone: a review is something a client already said. */
  function assertGiven(input: ReviewInput): void {
    if (input.given_on > businessDateOf(now(), config.businessTimeZone)) throw validationError(say.reviews.dateFuture);
  }

  const columnsOf = (input: ReviewInput) => ({
    name: input.name,
    nameEs: input.name_es,
    text: input.text,
    textEs: input.text_es,
    rating: input.rating,
    givenOn: input.given_on,
    consentRecordedAt: now(),
  });

  async function setHidden(actor: Actor, id: number, hidden: boolean): Promise<ReviewAdmin> {
    const review = await stored(id);
    if (review.shown === hidden) {
      await change(() =>
        db.$transaction(async (tx) => {
          await tx.review.update({ where: { id }, data: { hidden } });
          await audit.record(tx, actor, { action: hidden ? "review.hidden" : "review.shown", subject: { type: "review", id }, details: { review: review.name } });
        }),
      );
    }
    return stored(id);
  }

  return {
    /** The reviews the home page shows, in order (the business profile's `reviews`): the same array until one changes. */
    shown: keptView(kept, shownOf),

    /** Every review, hidden ones too, for the owner's page. */
    all: (): Promise<ReviewAdmin[]> => kept.get(),

    /** A new review, last in the order, with the client's consent recorded now. */
    async create(actor: Actor, input: ReviewInput): Promise<ReviewAdmin> {
      assertGiven(input);
      // Read first: on a fresh install that writes the samples, which the owner's first review must not keep out.
      if ((await kept.get()).length >= REVIEW_LIMITS.maxReviews) throw conflict(say.reviews.tooMany);
      const id = await change(() =>
        db.$transaction(async (tx) => {
          const last = await tx.review.aggregate({ _max: { position: true } });
          const created = await tx.review.create({ data: { ...columnsOf(input), position: (last._max.position ?? 0) + 1 }, select: { id: true } });
          await audit.record(tx, actor, { action: "review.created", subject: { type: "review", id: created.id }, after: factsOf(input), details: { review: input.name } });
          return created.id;
        }),
      );
      return stored(id);
    },

    /** Saves what the owner wrote and records the consent again: a sample saved this way is the owner's own review. */
    async update(actor: Actor, id: number, input: ReviewInput): Promise<ReviewAdmin> {
      assertGiven(input);
      const before = await stored(id);
      await change(() =>
        db.$transaction(async (tx) => {
          await tx.review.update({ where: { id, deletedAt: null }, data: columnsOf(input) });
          const changed = changedFields({ ...factsOf(before), sample: before.sample }, { ...factsOf(input), sample: false });
          if (changed) await audit.record(tx, actor, { action: "review.updated", subject: { type: "review", id }, ...changed, details: { review: input.name } });
        }),
      );
      return stored(id);
    },

    /** Puts the reviews in the order given: every id once, hidden ones too (400 otherwise). */
    async reorder(actor: Actor, ids: number[]): Promise<ReviewAdmin[]> {
      const current = await kept.get();
      if (ids.length !== current.length || !current.every((review) => ids.includes(review.id))) throw validationError(say.validation.review.order);
      await change(() =>
        db.$transaction(async (tx) => {
          for (const [index, id] of ids.entries()) await tx.review.update({ where: { id }, data: { position: index + 1 } });
          await audit.record(tx, actor, {
            action: "review.reordered",
            before: { order: current.map((review) => review.name) },
            after: { order: ids.map((id) => current.find((review) => review.id === id)?.name ?? String(id)) },
          });
        }),
      );
      return kept.get();
    },

    /** Takes a review off the home page and keeps it on the owner's list. */
    hide: (actor: Actor, id: number) => setHidden(actor, id, true),

    /** Shows a hidden review again. */
    show: (actor: Actor, id: number) => setHidden(actor, id, false),

    /**
     * Deletes a review: its words are erased at once (a client who withdraws consent is gone from
     * the site and the database); the empty row stays so the samples are never written again. The
     * audit trail keeps who deleted which name line, not the words.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      const review = await stored(id);
      await change(() =>
        db.$transaction(async (tx) => {
          await tx.review.update({
            where: { id, deletedAt: null },
            data: { name: "", nameEs: null, text: "", textEs: null, givenOn: null, hidden: true, deletedAt: now() },
          });
          await audit.record(tx, actor, { action: "review.deleted", subject: { type: "review", id }, details: { review: review.name } });
        }),
      );
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
