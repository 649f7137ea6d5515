import { MediaMessage } from "@tirgus/domain/errors";
import { imageMaxBytes } from "@tirgus/domain/limits";
import { acceptedImageExtensions, acceptedImageMimeTypes, isAcceptedUpload } from "@tirgus/domain/media";
import {
  normalizeReviewText,
  ReviewMessage,
  reviewPhotosMax,
  reviewRating,
  reviewTextMaxLength,
} from "@tirgus/domain/reviews";
import { ShownText } from "@tirgus/domain/shown-texts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { useI18n } from "../../lib/i18n";
import { toastStore } from "../../lib/toast-store";
import { FormAlert, SubmitButton } from "../auth/fields";
import type { FieldProblem } from "../auth/form-rules";
import { useRequest } from "../auth/use-request";
import { postReview } from "./review-data";
import { ratingWords, StarShape } from "./stars";

/** Pictures only: a review's photos show what the buyer got (no videos). */
const photoAccept = [
  ...acceptedImageExtensions.map((extension) => `.${extension}`),
  ...acceptedImageMimeTypes,
].join(",");

/** `noPreview`: a HEIC photo, which the server takes and few browsers show. */
type PickedPhoto = { file: File; preview: string; noPreview?: boolean };

/** PNG and JPEG are shown by every browser: a file of theirs whose preview does not load is not a picture. */
const browserShows = (file: File) =>
  /^image\/(png|jpeg)$/.test(file.type) || /\.(png|jpe?g|jfif)$/i.test(file.name);

/**
 * The review form (loaded when the modal opens): a rating as a group of five star radio buttons, the text
 * with the characters left, and up to five photos, each previewed and removable. What the browser can tell
 * (no rating, no text, too long, too many or too large photos, not a picture) is said before sending; the
 * server's refusals (a photo under 800 × 600, a review already there) come back translated.
 */
export default function ReviewForm({ lotId, onSaved }: { lotId: number; onSaved: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState("");
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // What a press of Publish found (rating, text), apart from what picking photos found: each stays until its own
  // part is done again (a photo picked had wiped the text's message while the text was still too long).
  const [checks, setChecks] = useState<FieldProblem[]>([]);
  const [photoChecks, setPhotoChecks] = useState<FieldProblem[]>([]);
  const { busy, problems, failedFields, run } = useRequest();
  const picker = useRef<HTMLInputElement>(null);

  // Previews are object URLs: released when the form goes.
  const previews = useRef(photos);
  previews.current = photos;
  useEffect(
    () => () => {
      for (const photo of previews.current) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  const length = [...normalizeReviewText(text)].length;
  const left = reviewTextMaxLength - length;

  function pick(files: FileList | null) {
    const found: FieldProblem[] = [];
    const added: PickedPhoto[] = [];
    for (const file of Array.from(files ?? [])) {
      if (photos.length + added.length >= reviewPhotosMax) {
        found.push({ message: ReviewMessage.tooManyPhotos, values: [reviewPhotosMax] });
        break;
      }
      if (file.type.startsWith("video/") || !isAcceptedUpload(file.name, file.type)) {
        found.push({ message: MediaMessage.notAPicture });
      } else if (file.size > imageMaxBytes) {
        found.push({ message: ShownText.imageTooLarge });
      } else {
        added.push({ file, preview: URL.createObjectURL(file) });
      }
    }
    setPhotos([...photos, ...added]);
    setPhotoChecks(unique(found));
    // The same file can be picked again after it was removed.
    if (picker.current) picker.current.value = "";
  }

  function remove(photo: PickedPhoto) {
    URL.revokeObjectURL(photo.preview);
    setPhotos(photos.filter((other) => other !== photo));
  }

  /** A picked file the browser cannot show: refused at once if it should (not a picture), else shown by name. */
  function previewFailed(photo: PickedPhoto) {
    if (!browserShows(photo.file)) {
      setPhotos((list) => list.map((other) => (other === photo ? { ...other, noPreview: true } : other)));
      return;
    }
    URL.revokeObjectURL(photo.preview);
    setPhotos((list) => list.filter((other) => other !== photo));
    setPhotoChecks((found) => unique([...found, { message: MediaMessage.notAPicture }]));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldProblem[] = [];
    if (rating === 0) found.push({ message: ReviewMessage.chooseRating });
    if (length === 0) found.push({ message: ReviewMessage.textRequired });
    if (left < 0) found.push({ message: ReviewMessage.textTooLong, values: [reviewTextMaxLength] });
    setChecks(found);
    if (found.length > 0) return;
    const review = { rating, text: normalizeReviewText(text), photos: photos.map((photo) => photo.file) };
    const saved = await run(() => postReview(browserApi(), lotId, review));
    if (!saved) return;
    toastStore.show({ kind: "success", message: ReviewMessage.published });
    onSaved();
  }

  const invalid = (field: string, local: boolean) =>
    local || failedFields.includes(field) ? true : undefined;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 px-5 py-5">
      <fieldset>
        <legend className="text-sm font-medium">{t("Your rating")}</legend>
        <div
          className="mt-1.5 flex items-center gap-1"
          aria-invalid={invalid(
            "rating",
            checks.some((check) => check.message === ReviewMessage.chooseRating),
          )}
        >
          {Array.from({ length: reviewRating.max }, (_, index) => index + 1).map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={ratingWords(t, value)}
                className="sr-only"
              />
              <StarShape size={34} className={value <= rating ? "text-amber-500" : "text-line"} />
            </label>
          ))}
          {rating > 0 && <span className="ml-2 text-sm text-muted">{ratingWords(t, rating)}</span>}
        </div>
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {t("Your review")}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={6}
          aria-invalid={invalid("text", left < 0)}
          aria-describedby={`${id}-left`}
          className="w-full resize-y rounded-xl border border-line bg-page px-3.5 py-2.5 text-[0.9375rem] leading-relaxed text-fg shadow-xs transition-colors hover:border-muted/60 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/25 aria-[invalid=true]:border-danger"
        />
        <p id={`${id}-left`} className={`text-xs ${left < 0 ? "text-danger" : "text-muted"}`}>
          {t(ShownText.charactersLeft)}: {left}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium" id={`${id}-photos`}>
          {t("Photos")}{" "}
          <span className="font-normal text-muted">
            ({photos.length}/{reviewPhotosMax})
          </span>
        </span>
        {photos.length > 0 && (
          <ul className="grid grid-cols-3 gap-2" aria-labelledby={`${id}-photos`}>
            {photos.map((photo) => (
              <li key={photo.preview} className="relative">
                {photo.noPreview ? (
                  <div className="grid aspect-square w-full place-items-center rounded-lg border border-line bg-subtle p-2 text-center text-xs break-all text-muted">
                    {photo.file.name}
                  </div>
                ) : (
                  <img
                    src={photo.preview}
                    alt={photo.file.name}
                    onError={() => previewFailed(photo)}
                    className="aspect-square w-full rounded-lg border border-line bg-subtle object-cover"
                  />
                )}
                <button
                  type="button"
                  onClick={() => remove(photo)}
                  aria-label={t("Remove photo %s", [photo.file.name])}
                  className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-black/65 text-white hover:bg-black/85"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < reviewPhotosMax && (
          <label className="inline-flex h-10 w-fit cursor-pointer items-center rounded-xl border border-line px-4 text-sm font-medium hover:border-accent hover:text-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
            {t("Add photos")}
            <input
              ref={picker}
              type="file"
              multiple
              accept={photoAccept}
              onChange={(event) => pick(event.target.files)}
              className="sr-only"
            />
          </label>
        )}
        <p className="text-xs text-muted">
          {t("Up to %s photos, each at least 800 × 600 pixels and at most 50 MB", [reviewPhotosMax])}
        </p>
      </div>

      <FormAlert messages={unique([...checks, ...photoChecks, ...problems])} />
      {busy && photos.length > 0 && (
        <p role="status" className="text-sm text-muted">
          {t(ShownText.waitForUploads)}
        </p>
      )}
      <SubmitButton busy={busy}>{t("Publish review")}</SubmitButton>
    </form>
  );
}

function unique(problems: FieldProblem[]): FieldProblem[] {
  return problems.filter(
    (problem, index) => problems.findIndex((other) => other.message === problem.message) === index,
  );
}
