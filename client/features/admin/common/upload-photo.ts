/**
 * Sends a photo as it is, with its own type (POST /api/business/photos: the business's photos and
 * the staff's profile photos); resolves with its URL, or rejects with the server's sentence or `failed`.
 */
export async function uploadPhoto(file: File, failed: string): Promise<string> {
  const response = await fetch("/api/business/photos", { method: "POST", headers: { "content-type": file.type }, body: file });
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !body.url) throw new Error(body.message ?? failed);
  return body.url;
}
