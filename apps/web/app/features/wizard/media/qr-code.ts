/** The address a phone opens to add files to this lot (spec 2 section 2: `/{lang}/qr/{token}/{lotId}`). */
export const qrUploadPath = (lang: string, hash: string, lotId: number): string =>
  `/${lang}/qr/${encodeURIComponent(hash)}/${lotId}`;

/**
 * An SVG path drawing the dark modules of a QR matrix, one unit per module (the quiet zone is the viewBox's
 * margin). One path instead of a rectangle per module keeps the DOM small.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join("");
}
