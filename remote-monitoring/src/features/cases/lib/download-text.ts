/**
 * Saves `text` as a file named `fileName`, made in the browser: an object URL clicked through a
 * temporary link. The URL is revoked on the next tick, once the click has started the download
 * (revoking at once can cancel it in some browsers).
 */
export function downloadText(fileName: string, text: string, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
