/**
 * A document upload's body as a browser sends it (issue 34): a multipart form with one part named
 * `file`, ready for `app.inject` (`{ headers, payload }`), built by the platform's own FormData.
 */
export async function multipartFile(bytes: Buffer, name: string, type = "application/octet-stream") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Response(form);
  return { headers: { "content-type": request.headers.get("content-type") as string }, payload: Buffer.from(await request.arrayBuffer()) };
}
