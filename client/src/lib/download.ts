/** Saves text as a file through the browser's download (a temporary object URL). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  // A byte order mark, so spreadsheet programs read the UTF-8 names correctly.
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
