/** The About page's team from the staff's own profiles (namespace "aboutTeam", decision 0240): loaded with the About page only. */
const aboutTeam = {
  "team.speaks": "Speaks {languages}",
} as const;

export default aboutTeam;
