import { useState } from "react";
import { browserApi } from "../../../lib/browser-api";
import { useI18n } from "../../../lib/i18n";
import { toastStore } from "../../../lib/toast-store";
import { secondaryButtonClass } from "../form/fields";
import { qrPath, qrUploadPath } from "./qr-code";

type QrToken = { hash: string; lot: number; expiresAt: string };
type Code = { url: string; path: string; size: number };

/** The QR encoder loads when a code is asked for: most sellers never do. */
async function encode(url: string): Promise<Code> {
  const { default: encodeQR } = await import("qr");
  // The matrix comes with a quiet zone of 2 modules; the SVG's viewBox adds 2 more, the 4 the standard asks.
  const matrix = encodeQR(url, "raw", { ecc: "medium" });
  return { url, path: qrPath(matrix), size: matrix.length };
}

/**
 * Computers only (hidden on phones): a QR code that opens this lot's upload page on a phone, whose photos
 * then appear here as the file list is polled.
 */
export function QrPanel({ lotId }: { lotId: number }) {
  const { t, lang } = useI18n();
  const [code, setCode] = useState<Code | null>(null);
  const [busy, setBusy] = useState(false);

  const show = async () => {
    setBusy(true);
    // A refused token request is shown by the API client; only the encoding's failure is ours to tell.
    const token = await browserApi()
      .post<QrToken>(`/api/lots/${lotId}/qr`)
      .catch(() => null);
    if (token) {
      const url = new URL(qrUploadPath(lang, token.hash, token.lot), window.location.origin).href;
      await encode(url).then(setCode, () =>
        toastStore.show({ kind: "error", message: "Something went wrong. Please try again later." }),
      );
    }
    setBusy(false);
  };

  return (
    <aside
      className="flex flex-col items-center gap-3 rounded-xl border border-line p-4 text-center max-md:hidden lg:w-64"
      data-testid="qr-panel"
    >
      <h3 className="font-semibold">{t("Add photos from your phone")}</h3>
      {code ? (
        <>
          <svg
            viewBox={`-2 -2 ${code.size + 4} ${code.size + 4}`}
            className="size-44 rounded-lg bg-white text-black"
            role="img"
            aria-label={t("QR code")}
            data-url={code.url}
            data-testid="qr-code"
          >
            <path d={code.path} fill="currentColor" shapeRendering="crispEdges" />
          </svg>
          <p className="text-muted text-sm">
            {t("Scan the code with your phone's camera and take the photos there. They will appear here.")}
          </p>
        </>
      ) : (
        <>
          <p className="text-muted text-sm">
            {t("Take the photos with your phone: scan a code and they will appear here.")}
          </p>
          <button type="button" className={secondaryButtonClass} disabled={busy} onClick={show}>
            {t("Show QR code")}
          </button>
        </>
      )}
    </aside>
  );
}
