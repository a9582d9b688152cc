/** A download the page makes itself (no permission needed): a Blob, an object URL and a link's `download` name. */

/** `robots-lens-example.com-2026-11-23.csv` (`robots-lens-links-…` for the popup's links); a port joins the host with "_" (file systems dislike ":"). */
export function exportFileName(origin: string, date: Date, extension: 'csv' | 'json', what = ''): string {
  let host: string;
  try {
    host = new URL(origin).host.replace(':', '_');
  } catch {
    host = 'site';
  }
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `robots-lens-${what ? `${what}-` : ''}${host}-${day}.${extension}`;
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a while after the click: Firefox reads the Blob after the click's task, and a kept URL costs nothing.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
