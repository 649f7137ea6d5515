import type { OwnFile } from "@tirgus/domain/media-upload-api";
import type { Message } from "../form/fields";

/*
 * One file sent to `POST /api/files` as multipart (field `file`, with the lot's id), by XMLHttpRequest: fetch
 * reports no upload progress. Signed in, the session's bearer token authenticates it; from the QR page, the
 * token of the address (`?qr=`) does.
 */
export type UploadRequest = {
  file: File;
  lotId: number;
  token?: string | null;
  /** Without a token the session cookie authenticates, and the server wants its CSRF echo. */
  csrf?: string | null;
  qrHash?: string;
  onProgress: (loaded: number, total: number) => void;
  signal?: AbortSignal;
};

const failedUpload: Message = { message: "The upload failed. Please try again." };

/** The server's first message (`{errors: [{message, values}]}`), or a general one. */
function messageOf(body: unknown): Message {
  const first = (body as { errors?: { message?: unknown; values?: unknown }[] } | null)?.errors?.[0];
  if (typeof first?.message !== "string") return failedUpload;
  return { message: first.message, values: Array.isArray(first.values) ? first.values : undefined };
}

export function uploadFile(request: UploadRequest): Promise<OwnFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // A QR upload names its lot in the address too: the token is checked against it before the body is read.
    const query = request.qrHash ? `?qr=${encodeURIComponent(request.qrHash)}&lot=${request.lotId}` : "";
    xhr.open("POST", `/api/files${query}`);
    xhr.responseType = "json";
    if (request.token) xhr.setRequestHeader("Authorization", `Bearer ${request.token}`);
    else if (request.csrf) xhr.setRequestHeader("x-csrf-token", request.csrf);
    xhr.upload.onprogress = (event) => request.onProgress(event.loaded, event.total || request.file.size);
    xhr.onload = () => {
      const body = xhr.response as { content?: OwnFile } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.content) resolve(body.content);
      else reject(messageOf(body));
    };
    xhr.onerror = () => reject(failedUpload);
    xhr.onabort = () => reject(failedUpload);
    request.signal?.addEventListener("abort", () => xhr.abort());
    const body = new FormData();
    body.append("lot", String(request.lotId));
    body.append("file", request.file, request.file.name);
    xhr.send(body);
  });
}

/** A picture's size as the browser decodes it; null for what it cannot (HEIC on most desktops): the server checks those. */
export async function pictureSize(file: File): Promise<{ width: number; height: number } | null> {
  if (!file.type.startsWith("image/") || typeof createImageBitmap !== "function") return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
