import { settingsLifetimeMs, type Db } from "../../db";
import type { AboutTeamMember } from "../../shared/business-profile.schema";
import { STAFF_ROLES } from "../../shared/permissions";
import { keptValue } from "../kept-value";

/** The staff shown in the About page's team, read afresh (decision 0240): active ones the owner chose, oldest account first. */
export async function loadAboutTeam(db: Pick<Db, "user">): Promise<AboutTeamMember[]> {
  const rows = await db.user.findMany({
    where: { profileOnAbout: true, deactivatedAt: null, role: { in: [...STAFF_ROLES] } },
    orderBy: { id: "asc" },
    select: { id: true, fullName: true, profilePhoto: true, profileCredentials: true, profileLanguages: true, profileBio: true },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.fullName,
    photo: row.profilePhoto,
    credentials: row.profileCredentials,
    languages: JSON.parse(row.profileLanguages) as string[],
    bio: row.profileBio,
  }));
}

/**
 * The About page's team, which the business profile carries to every page: kept in memory as the
 * profile is (decision 0209 across instances) and forgotten by whatever changes who is on it or
 * what they show (a profile saved, someone deactivated or back, a name changed).
 */
export function createAboutTeam({ db, now }: { db: Db; now: () => Date }) {
  const kept = keptValue(() => loadAboutTeam(db), { lifetimeMs: settingsLifetimeMs(db), now });
  return { get: () => kept.get(), forget: () => kept.forget() };
}

export type AboutTeam = ReturnType<typeof createAboutTeam>;
