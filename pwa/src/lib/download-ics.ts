import type { IcsEvent } from './ics.ts';

/** 'Add to calendar': the file is written on the device (offline too); the writer loads on click. */
export async function downloadIcs(event: IcsEvent) {
  const { eventToIcs, icsFileName } = await import('./ics.ts');
  const url = URL.createObjectURL(new Blob([eventToIcs(event)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
