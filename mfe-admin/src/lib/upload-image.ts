import type { Image } from "@studio/contracts";
import { ApiError } from "@studio/sdk";

/** What POST /api/admin/images answers: the new image's id and its public view. */
export interface UploadedImage {
  id: string;
  image: Image;
}

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"];

/** A message when the file cannot be an accepted image (the server checks pixels and content too). */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return "Choose a JPEG, PNG, WebP or AVIF image";
  if (file.size > MAX_IMAGE_BYTES) return "Images can be at most 20 MB";
  return null;
}

/**
 * Multipart upload with progress. fetch cannot report upload progress, so this one call uses XMLHttpRequest,
 * with the same credentials and X-Requested-With header as the sdk client and the same ApiError on failure.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/images");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-Requested-With", "fetch");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as UploadedImage);
      else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new Error("The upload did not reach the server. Check the connection and try again."));
    const form = new FormData();
    form.append("image", file);
    xhr.send(form);
  });
}
