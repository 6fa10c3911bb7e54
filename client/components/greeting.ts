/** SPEC.md section 2: 'Hi, {first word of full_name, or User}!' */
export function greeting(fullName: string | null | undefined): string {
  const firstWord = fullName?.trim().split(/\s+/)[0];
  return `Hi, ${firstWord || "User"}!`;
}
