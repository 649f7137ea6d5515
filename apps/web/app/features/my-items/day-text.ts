import { calendarDate } from "@tirgus/domain/periods";

/**
 * A day as Latvians write it (31.12.2026), in Riga's calendar. Written out by hand, not by
 * toLocaleDateString: the server's and the browser's locale data differ, and the page must hydrate alike.
 */
export function dayText(date: string | Date): string {
  const [year, month, day] = calendarDate(new Date(date)).split("-");
  return `${day}.${month}.${year}`;
}
