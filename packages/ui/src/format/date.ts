const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (ISO text) as the locale writes it with `options`, e.g. "20 nov 2026" (es-ES, short month). */
export function formatDate(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}
