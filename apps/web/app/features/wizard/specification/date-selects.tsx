import { dateEmissionDebounceMs } from "@tirgus/domain/timing";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import { inputClass } from "../form/fields";
import {
  changeDatePart,
  completeDate,
  type DateParts,
  datePartsOf,
  dayCount,
  yearOptions,
} from "./date-parts";

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));

/**
 * A date as three selects, dd-mm-yyyy (spec 2 section 5). The day list follows the month and leap years;
 * the date is handed on 200 ms after the last change, and only once all three parts are chosen (null when
 * all are cleared).
 */
export function DateSelects({
  id,
  value,
  future,
  onChange,
}: {
  id: string;
  value: string | undefined;
  future: boolean;
  onChange: (date: string | null) => void;
}) {
  const { t } = useI18n();
  const [parts, setParts] = useState<DateParts>(() => datePartsOf(value));
  const emitted = useRef(value ?? null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const date = completeDate(parts);
    const cleared = parts.day === "" && parts.month === "" && parts.year === "";
    if (date === emitted.current || (date === null && !cleared)) return;
    const timer = setTimeout(() => {
      emitted.current = date;
      report.current(date);
    }, dateEmissionDebounceMs);
    return () => clearTimeout(timer);
  }, [parts]);

  const change = (part: keyof DateParts) => (event: { target: { value: string } }) =>
    setParts((current) => changeDatePart(current, part, event.target.value));
  const days = Array.from({ length: dayCount(parts) }, (_, index) => String(index + 1).padStart(2, "0"));
  const selectClass = `${inputClass} px-2`;
  return (
    <div className="grid grid-cols-[1fr_1fr_1.4fr] gap-2">
      <select
        id={id}
        aria-label={t("Day")}
        value={parts.day}
        onChange={change("day")}
        className={selectClass}
      >
        <option value="">{t("dd")}</option>
        {days.map((day) => (
          <option key={day}>{day}</option>
        ))}
      </select>
      <select aria-label={t("Month")} value={parts.month} onChange={change("month")} className={selectClass}>
        <option value="">{t("mm")}</option>
        {months.map((month) => (
          <option key={month}>{month}</option>
        ))}
      </select>
      <select aria-label={t("Year")} value={parts.year} onChange={change("year")} className={selectClass}>
        <option value="">{t("yyyy")}</option>
        {yearOptions(new Date(), future).map((year) => (
          <option key={year}>{year}</option>
        ))}
      </select>
    </div>
  );
}
