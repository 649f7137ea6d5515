import { isLanguage } from "@tirgus/domain/languages";
import { QrUploadPage } from "../features/wizard/qr/qr-upload-page";
import { useI18n } from "../lib/i18n";
import { notFound } from "../lib/not-found";
import { keepDataWhenOnlyTheViewChanges } from "../lib/revalidation";
import { Seo } from "../lib/seo";
import type { Route } from "./+types/qr-upload";

/**
 * `/{lang}/qr/{token}/{lotId}`: the phone's upload page of the wizard's QR code; the shell shows a reduced
 * header and no footer here (features/shell/footer-visibility.ts). The token is checked by the upload itself.
 */
export function loader({ params }: Route.LoaderArgs) {
  const lotId = Number(params.lotId);
  if (!isLanguage(params.lang) || !Number.isSafeInteger(lotId) || lotId <= 0 || params.token.length > 500) {
    throw notFound();
  }
  return { token: params.token, lotId };
}

export const shouldRevalidate = keepDataWhenOnlyTheViewChanges;

export default function QrUpload({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <Seo
        title={t("Add photos to your classified")}
        description={t("Upload photos from your phone.")}
        noindex
      />
      <QrUploadPage token={loaderData.token} lotId={loaderData.lotId} />
    </>
  );
}
