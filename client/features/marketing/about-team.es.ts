import type { Translation } from "#server/shared/i18n/catalog.ts";
import type english from "./about-team.en";

const aboutTeam: Translation<typeof english> = {
  "team.speaks": "Habla {languages}",
};

export default aboutTeam;
