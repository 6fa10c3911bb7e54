/** An uploaded image as the server stored it: where it is served ("/media/{id}") and its pixel size. */
export type UploadedImage = { url: string; width: number; height: number };

/**
 * Where an image is uploaded: POST /api/business/photos (the business's photos and the staff's
 * profile photos) or POST /api/business/logo (the office's logo, kept as a PNG).
 */
export type ImageEndpoint = "/api/business/photos" | "/api/business/logo";

/**
 * Sends an image as it is, with its own type, to `endpoint`; resolves with its URL and size, or
 * rejects with the server's sentence or `failed`.
 */
export async function uploadImage(endpoint: ImageEndpoint, file: File, failed: string): Promise<UploadedImage> {
  const response = await fetch(endpoint, { method: "POST", headers: { "content-type": file.type }, body: file });
  const body = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & { message?: string };
  if (!response.ok || !body.url) throw new Error(body.message ?? failed);
  return { url: body.url, width: body.width ?? 0, height: body.height ?? 0 };
}

/** A photo (POST /api/business/photos); resolves with its URL, or rejects with the server's sentence or `failed`. */
export async function uploadPhoto(file: File, failed: string): Promise<string> {
  return (await uploadImage("/api/business/photos", file, failed)).url;
}
