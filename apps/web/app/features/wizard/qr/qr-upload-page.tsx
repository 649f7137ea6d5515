import { acceptedImageMimeTypes } from "@tirgus/domain/media";
import { type ChangeEvent, useCallback } from "react";
import { useI18n } from "../../../lib/i18n";
import { ProblemText, primaryButtonClass, secondaryButtonClass } from "../form/fields";
import { useUploads } from "../media/use-uploads";

const statusText = { queued: "Waiting…", uploading: "Uploading…", saved: "Added", failed: "Failed" } as const;

/**
 * The page a phone opens from the wizard's QR code (spec 2 section 2): photos taken with the camera or chosen
 * from the phone go to the lot, authenticated by the code's token; the computer's wizard shows them as it
 * polls the lot's files.
 */
export function QrUploadPage({ token, lotId }: { token: string; lotId: number }) {
  const { t } = useI18n();
  const auth = useCallback(() => ({ qrHash: token }), [token]);
  const { items, add, dispatch } = useUploads({ lotId, initial: [], auth });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    void add([...(event.target.files ?? [])]);
    event.target.value = "";
  };
  const saved = items.filter((item) => item.status === "saved").length;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 px-4 py-6">
      <h1 className="font-bold text-2xl tracking-tight">{t("Add photos to your classified")}</h1>
      <p className="text-muted">
        {t("The photos appear in the classified on your computer as soon as they are uploaded.")}
      </p>
      <label className={`${primaryButtonClass} cursor-pointer`}>
        {t("Take a photo")}
        <input
          type="file"
          accept={acceptedImageMimeTypes.join(",")}
          capture="environment"
          onChange={choose}
          className="sr-only"
          data-testid="qr-camera"
        />
      </label>
      <label className={`${secondaryButtonClass} h-11 cursor-pointer`}>
        {t("Choose from the phone")}
        <input
          type="file"
          accept="image/*,video/*"
          multiple
          onChange={choose}
          className="sr-only"
          data-testid="qr-files"
        />
      </label>
      {items.length > 0 && (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {items.map((item) => (
            <li
              key={item.key}
              className="flex flex-col gap-1 rounded-xl border border-line p-3 text-sm"
              data-status={item.status}
            >
              <div className="flex items-center justify-between gap-3">
                <span className="truncate">{item.name}</span>
                <span className={item.status === "failed" ? "text-danger" : "text-muted"}>
                  {t(statusText[item.status])}
                </span>
              </div>
              {item.status === "uploading" && (
                <progress max={1} value={item.progress} className="h-1.5 w-full accent-accent" />
              )}
              {item.error && <ProblemText problem={item.error} />}
              {item.status === "failed" && (
                <button
                  type="button"
                  className="self-start font-medium text-accent"
                  onClick={() => dispatch({ type: "retry", key: item.key })}
                >
                  {t("Retry")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {saved > 0 && (
        <p className="font-medium text-success" data-testid="qr-saved">
          {t("Photos added: %s", [saved])}
        </p>
      )}
    </div>
  );
}
