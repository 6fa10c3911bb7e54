/**
 * Where an email address, a web address or an IP address may wrap when its column is narrow:
 * before "@", ".", "?", "&", "#" and "=", and after "/", ":" and "-", as style guides break
 * addresses. "rosa.martinez@example.com" gives "rosa", ".martinez", "@example", ".com".
 */
export function addressSegments(text: string): string[] {
  return text.split(/(?=[@.?&#=])|(?<=[/:-])/).filter(Boolean);
}
